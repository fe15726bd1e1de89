import type { ReactNode } from 'react';
import type { TPageMeta } from '@sarraf/contracts';
import { ar } from '../../i18n/ar';
import { queryProblem } from '../../lib/query-error';
import { DataTable, type DataColumn } from './data-table';
import { FilterForm, usePagedQuery, type FilterField } from './filter-form';

/** What a list screen needs of its query (a TanStack Query result of a paged list). */
export interface PagedListQuery<Row> {
  data?: { data: readonly Row[]; meta: TPageMeta } | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

export interface ListScreenProps<Row extends { id: string | number }> {
  /** The heading's id prefix, unique on the page. */
  id: string;
  /** The screen's words: its heading, the table's caption, what an empty list says. */
  text: { title: string; caption: string; empty: string };
  filters: readonly FilterField[];
  /**
   * Filters another screen may put in the link (a subscriber's id) that have no field here:
   * passed on to the API while they are in the URL.
   */
  linkedFilters?: readonly string[];
  /** The list's query hook, called with the filters, page and page size. */
  useList: (query: Record<string, string>) => PagedListQuery<Row>;
  columns: readonly DataColumn<Row>[];
  /** Per-row actions in a last column. */
  actions?: (row: Row) => ReactNode;
  /** Rendered after the table (a dialog an action opens). */
  children?: ReactNode;
}

/**
 * A filter-and-table screen: its heading, filters kept in the URL (the server's 422s under their
 * field), the paged table with its loading, empty and error states. A screen is its columns and
 * filters.
 */
export function ListScreen<Row extends { id: string | number }>({
  id,
  text,
  filters,
  linkedFilters = [],
  useList,
  columns,
  actions,
  children,
}: ListScreenProps<Row>) {
  const { query, setPage } = usePagedQuery([...filters.map((field) => field.name), ...linkedFilters]);
  const list = useList(query);
  const problem = queryProblem(list.isError, list.error);
  const titleId = `${id}-title`;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h1 id={titleId} className="text-3xl font-bold text-loader">
        {text.title}
      </h1>
      <FilterForm label={ar.common.filtersTitle} errors={problem.errors} fields={filters} />
      <DataTable
        caption={text.caption}
        columns={columns}
        rows={list.data?.data}
        rowKey={(row) => row.id}
        isLoading={list.isPending}
        error={problem.text}
        onRetry={() => void list.refetch()}
        {...(list.data ? { meta: list.data.meta } : {})}
        onPage={setPage}
        emptyText={text.empty}
        {...(actions ? { actions } : {})}
      />
      {children}
    </section>
  );
}
