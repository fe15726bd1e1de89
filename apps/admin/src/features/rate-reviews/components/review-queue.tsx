import { useRef, type KeyboardEvent } from 'react';
import type { TRateReview } from '@sarraf/contracts';
import { ar } from '../../../i18n/ar';
import { formatDateTime } from '../../../lib/format';
import { stickyEndCell } from '../../../components/ui/data-table';
import { buttonClass } from '../../../components/ui/states';
import type { ReviewDecision } from '../api/rate-reviews';

const t = ar.rateReviews;

interface ReviewQueueProps {
  rows: readonly TRateReview[];
  pendingId: number | null;
  onDecide: (row: TRateReview, decision: ReviewDecision) => void;
}

/**
 * The queue as a table whose rows take focus: ↑/↓ move between rows, `A` approves and `R` rejects
 * the focused row (docs/product.md#what-editors-do-role-editor-admins-too), and each row also has
 * its two buttons. Old and new values sit side by side with the move in percent, why the value was
 * held and, when it was another pair than the published one, the pair it moved too far from.
 */
export function ReviewQueue({ rows, pendingId, onDecide }: ReviewQueueProps) {
  const body = useRef<HTMLTableSectionElement>(null);

  function focusRow(index: number) {
    const list = body.current?.querySelectorAll<HTMLTableRowElement>('tr[data-review]');
    list?.[Math.max(0, Math.min(index, list.length - 1))]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTableRowElement>, row: TRateReview, index: number) {
    // Only when the row itself has focus: keys typed on its buttons keep their usual meaning.
    if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return;
    const key = event.key.toLowerCase();
    if (key === 'arrowdown' || key === 'arrowup') {
      event.preventDefault();
      focusRow(index + (key === 'arrowdown' ? 1 : -1));
    } else if ((key === 'a' || key === 'r') && pendingId === null) {
      event.preventDefault();
      onDecide(row, key === 'a' ? 'approve' : 'reject');
    }
  }

  const pair = (buy: string | null, sell: string | null) =>
    buy === null || sell === null ? t.none : `${buy} / ${sell}`;

  return (
    <div
      role="region"
      aria-label={t.caption}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
    >
      <table className="w-full border-collapse text-start">
        <caption className="sr-only">{t.caption}</caption>
        <thead className="bg-slate-100">
          <tr>
            {[t.source, t.currency, t.previous, t.next, t.move, t.origin, t.at].map((header) => (
              <th key={header} scope="col" className="px-3 py-2 text-start font-bold whitespace-nowrap">
                {header}
              </th>
            ))}
            <th
              scope="col"
              className={`px-3 py-2 text-start font-bold whitespace-nowrap ${stickyEndCell('bg-slate-100')}`}
            >
              {t.actions}
            </th>
          </tr>
        </thead>
        <tbody ref={body}>
          {rows.map((row, index) => (
            <tr
              key={row.id}
              data-review={row.id}
              tabIndex={0}
              aria-label={`${row.currency.code} ${row.source.name}`}
              aria-busy={pendingId === row.id || undefined}
              onKeyDown={(event) => onKeyDown(event, row, index)}
              className="border-t border-slate-200 focus:bg-amber-50 focus:outline-2 focus:outline-loader"
            >
              <td className="px-3 py-2 align-top">{row.source.name}</td>
              <td className="px-3 py-2 align-top whitespace-nowrap">
                <span aria-hidden="true">{row.currency.flag}</span> {row.currency.name}{' '}
                <code dir="ltr" className="text-xs">
                  {row.currency.code}
                </code>
              </td>
              <td className="px-3 py-2 align-top whitespace-nowrap" dir="ltr">
                {pair(row.previous_buy, row.previous_sell)}
              </td>
              <td className="px-3 py-2 align-top font-bold whitespace-nowrap" dir="ltr">
                {pair(row.buy, row.sell)}
              </td>
              <td className="px-3 py-2 align-top">
                <span className="block font-bold whitespace-nowrap text-red-800" dir="ltr">
                  {row.move_percent === null ? t.none : `${row.move_percent}%`}
                </span>
                <span className="block text-xs text-slate-700">{t.reasons[row.reason] ?? row.reason}</span>
                {row.reason !== 'last_published' &&
                row.reference_buy !== null &&
                row.reference_sell !== null &&
                row.reference_move_percent !== null ? (
                  <span className="block text-xs whitespace-nowrap text-slate-700">
                    {t.reference(pair(row.reference_buy, row.reference_sell), row.reference_move_percent)}
                  </span>
                ) : null}
              </td>
              <td className="px-3 py-2 align-top">
                {row.origin.name}
                <span className="block text-xs text-slate-600">
                  {t.originKind[row.origin.kind] ?? row.origin.kind}
                </span>
              </td>
              <td className="px-3 py-2 align-top">{formatDateTime(row.created_at)}</td>
              <td className={`px-3 py-2 align-top whitespace-nowrap ${stickyEndCell()}`}>
                <div className="flex flex-col gap-2">
                  <button
                    type="button"
                    className={buttonClass.primary}
                    aria-label={t.approveLabel(row.currency.code, row.source.name)}
                    aria-keyshortcuts="A"
                    disabled={pendingId !== null}
                    onClick={() => onDecide(row, 'approve')}
                  >
                    {t.approve}
                  </button>
                  <button
                    type="button"
                    className={buttonClass.danger}
                    aria-label={t.rejectLabel(row.currency.code, row.source.name)}
                    aria-keyshortcuts="R"
                    disabled={pendingId !== null}
                    onClick={() => onDecide(row, 'reject')}
                  >
                    {t.reject}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
