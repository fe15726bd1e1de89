import { useState, type FormEvent } from 'react';
import { buttonClass, TextField } from '../../../components/ui/form';
import { Pager } from '../../../components/ui/pager';
import { QueryView } from '../../../components/ui/query-view';
import { t } from '../../../i18n/language';
import { fieldErrorsOf } from '../../../lib/api-errors';
import { useFormat } from '../../../lib/use-format';
import { useTransactions } from '../hooks/use-my-bill';
import { Bdi } from '../../../components/ui/bdi';

/**
 * My bill transactions: every charge and refund, and between them the subscription's
 * cancellations, reactivations and plan changes (no money on those), newest first, filtered by date.
 */
export function TransactionsView() {
  const format = useFormat();
  const [draft, setDraft] = useState({ from: '', to: '' });
  const [filter, setFilter] = useState({ from: '', to: '', page: 1 });
  const transactions = useTransactions(filter);
  const errors = fieldErrorsOf(transactions.error) ?? {};

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ ...draft, page: 1 });
  };

  return (
    <div className="flex flex-col gap-4">
      <form
        onSubmit={apply}
        aria-label={t.myBill.filterLabel}
        className="grid grid-cols-1 items-end gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_1fr_auto]"
      >
        <TextField
          label={t.myBill.from}
          type="date"
          name="from"
          value={draft.from}
          onChange={(event) => setDraft((current) => ({ ...current, from: event.target.value }))}
          errors={errors.from}
        />
        <TextField
          label={t.myBill.to}
          type="date"
          name="to"
          value={draft.to}
          onChange={(event) => setDraft((current) => ({ ...current, to: event.target.value }))}
          errors={errors.to}
        />
        <button type="submit" className={buttonClass.primary}>
          {t.myBill.filter}
        </button>
      </form>
      <QueryView
        query={transactions}
        isEmpty={(data) => data.data.length === 0}
        empty={t.myBill.noTransactions}
      >
        {(data) => (
          <>
            <ul className="flex flex-col gap-3" aria-label={t.myBill.transactionsLink}>
              {data.data.map((entry, index) =>
                entry.status === null ? (
                  <li
                    key={`${entry.kind}:${entry.created_at}:${index}`}
                    className="flex flex-col gap-1 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-4"
                    data-testid="transaction"
                    data-kind={entry.kind}
                  >
                    <p>
                      <Bdi className="font-bold" text={entry.description} />
                    </p>
                    <p className="text-sm text-slate-700">
                      <time dateTime={entry.created_at}>{format.dateTime(entry.created_at)}</time> ·{' '}
                      {t.myBill.kinds[entry.kind]}
                    </p>
                    {entry.kind === 'cancellation' ? (
                      <p className="text-sm text-slate-700">
                        {entry.access_until
                          ? t.myBill.accessKeptUntil(format.dateTime(entry.access_until))
                          : t.myBill.accessEnded}
                      </p>
                    ) : null}
                  </li>
                ) : (
                  <li
                    key={entry.reference}
                    className="flex flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-4"
                    data-testid="transaction"
                    data-kind={entry.kind}
                  >
                    <p className="flex flex-wrap justify-between gap-2">
                      <Bdi className="font-bold" text={entry.description} />
                      <span className="font-bold tabular-nums">
                        {entry.kind === 'refund' ? '+' : ''}
                        {format.money(entry.amount_minor, entry.currency)}
                      </span>
                    </p>
                    <p className="text-sm text-slate-700">
                      <time dateTime={entry.created_at}>{format.dateTime(entry.created_at)}</time> ·{' '}
                      {t.myBill.kinds[entry.kind]} ·{' '}
                      <span className={entry.status === 'failed' ? 'font-bold text-red-800' : ''}>
                        {t.myBill.statuses[entry.status]}
                      </span>
                    </p>
                    {entry.reason ? (
                      <p className="text-sm text-slate-700">{t.chargeReasons(entry.reason)}</p>
                    ) : null}
                  </li>
                ),
              )}
            </ul>
            <Pager
              page={data.meta.current_page}
              lastPage={data.meta.last_page}
              onPage={(page) => setFilter((current) => ({ ...current, page }))}
              label={t.myBill.pages}
            />
          </>
        )}
      </QueryView>
    </div>
  );
}
