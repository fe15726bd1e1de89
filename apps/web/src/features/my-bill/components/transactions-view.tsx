import { useState, type FormEvent } from 'react';
import { buttonClass, TextField } from '../../../components/ui/form';
import { Pager } from '../../../components/ui/pager';
import { QueryView } from '../../../components/ui/query-view';
import { t } from '../../../i18n/language';
import { fieldErrorsOf } from '../../../lib/api-client';
import { useFormat } from '../../../lib/use-format';
import { useTransactions } from '../hooks/use-my-bill';
import { Bdi } from '../../../components/ui/bdi';

/** My bill transactions: every charge and refund, newest first, filtered by date. */
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
              {data.data.map((transaction) => (
                <li
                  key={transaction.reference}
                  className="flex flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-4"
                  data-testid="transaction"
                >
                  <p className="flex flex-wrap justify-between gap-2">
                    <Bdi className="font-bold" text={transaction.description} />
                    <span className="font-bold tabular-nums">
                      {transaction.kind === 'refund' ? '+' : ''}
                      {format.money(transaction.amount_minor, transaction.currency)}
                    </span>
                  </p>
                  <p className="text-sm text-slate-700">
                    <time dateTime={transaction.created_at}>{format.dateTime(transaction.created_at)}</time> ·{' '}
                    {t.myBill.kinds[transaction.kind]} ·{' '}
                    <span className={transaction.status === 'failed' ? 'font-bold text-red-800' : ''}>
                      {t.myBill.statuses[transaction.status]}
                    </span>
                  </p>
                  {transaction.reason ? (
                    <p className="text-sm text-slate-700">{t.chargeReasons(transaction.reason)}</p>
                  ) : null}
                </li>
              ))}
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
