import { useId, useState, type ReactNode } from 'react';
import type { TPageMeta } from '@sarraf/contracts';
import { ar } from '../../i18n/ar';
import { inputClass } from './form-field';
import { Ltr } from './ltr';
import { buttonClass, EmptyState, ErrorState, LoadingState } from './states';

export interface DataColumn<Row> {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  /** Numbers and Latin codes read left to right inside the RTL table (isolated in a `<bdi>`). */
  ltr?: boolean;
}

/**
 * The cells of a row's actions: held at the inline end of a table wider than its box, so the
 * buttons stay in view while the other columns scroll under them. The table must be
 * `border-separate` (a collapsed border does not move with a sticky cell); `bg` is the row's.
 */
export const stickyEndCell = (bg = 'bg-white') => `sticky end-0 z-10 ${bg} border-s border-slate-200`;

interface DataTableProps<Row> {
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
  isLoading: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Paged lists (their `meta`); omitted for short unpaged lists. */
  meta?: TPageMeta;
  onPage?: (page: number) => void;
  /** With `onSearch`, a search box above the table (submitted with Enter). */
  search?: string;
  onSearch?: (search: string) => void;
  emptyText?: string;
  /** Per-row actions (edit, delete) in a last column. */
  actions?: (row: Row) => ReactNode;
}

/**
 * The back office's list: a real <table> with a caption (screen readers announce it), a search box,
 * paging, and the loading, empty and error states. A table wider than its box (a phone, a long
 * ledger at 1280 px) scrolls sideways inside the box, never the page, and its actions column stays
 * in view at the inline end.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { caption, columns, rows, rowKey, isLoading, error, onRetry, meta, onPage, actions } = props;
  const searchId = useId();
  const [draft, setDraft] = useState(props.search ?? '');

  return (
    <div className="flex flex-col gap-3">
      {props.onSearch ? (
        <form
          role="search"
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            props.onSearch?.(draft.trim());
          }}
        >
          <div className="min-w-0 flex-1">
            <label htmlFor={searchId} className="font-bold">
              {ar.table.search}
            </label>
            <input
              id={searchId}
              type="search"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              className={inputClass}
            />
          </div>
          <button type="submit" className={buttonClass.secondary}>
            {ar.table.searchSubmit}
          </button>
        </form>
      ) : null}

      {isLoading ? (
        <LoadingState />
      ) : error ? (
        <ErrorState message={error} onRetry={onRetry} />
      ) : !rows || rows.length === 0 ? (
        <EmptyState title={props.emptyText ?? ar.table.empty} />
      ) : (
        // Focusable and named, so keyboard users can scroll a wide table sideways on a phone (axe
        // scrollable-region-focusable).
        <div
          role="region"
          aria-label={caption}
          tabIndex={0}
          className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
        >
          <table className="w-full border-separate border-spacing-0 text-start">
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-slate-100">
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.key}
                    scope="col"
                    // Headers wrap (a long one, `الاشتراكات حسب القناة: رمز SMS في البوابة`, over a
                    // column of small numbers): a column is as wide as its content needs.
                    className="px-2 py-2 text-start align-bottom font-bold"
                  >
                    {column.header}
                  </th>
                ))}
                {actions ? (
                  <th
                    scope="col"
                    className={`px-3 py-2 text-start font-bold ${stickyEndCell('bg-slate-100')}`}
                  >
                    {ar.table.actions}
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <td key={column.key} className="border-t border-slate-200 px-2 py-2 align-top">
                      {column.ltr ? <Ltr>{column.render(row)}</Ltr> : column.render(row)}
                    </td>
                  ))}
                  {actions ? (
                    <td
                      className={`border-t border-slate-200 px-3 py-2 align-top whitespace-nowrap ${stickyEndCell()}`}
                    >
                      {actions(row)}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {meta && onPage && meta.last_page > 1 ? (
        <nav aria-label={ar.table.paging} className="flex items-center justify-between gap-2">
          <button
            type="button"
            className={buttonClass.secondary}
            disabled={meta.current_page <= 1}
            onClick={() => onPage(meta.current_page - 1)}
          >
            {ar.table.previous}
          </button>
          <span>{ar.table.pageOf(meta.current_page, meta.last_page, meta.total)}</span>
          <button
            type="button"
            className={buttonClass.secondary}
            disabled={meta.current_page >= meta.last_page}
            onClick={() => onPage(meta.current_page + 1)}
          >
            {ar.table.next}
          </button>
        </nav>
      ) : null}
    </div>
  );
}
