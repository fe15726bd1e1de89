import { useTransactions } from '../../features/transactions/api/transactions';
import { TransactionTable } from '../../features/transactions/components/transaction-table';
import { ar } from '../../i18n/ar';
import { queryProblem } from '../../lib/query-error';
import { FilterForm, usePagedQuery } from '../../components/ui/filter-form';

const FILTERS = ['msisdn', 'subscriber_id', 'status', 'kind', 'from', 'to'] as const;

/** The ledger across subscribers. */
export function TransactionsScreen() {
  const { query, setPage } = usePagedQuery(FILTERS);
  const list = useTransactions(query);
  const problem = queryProblem(list.isError, list.error);
  return (
    <section aria-labelledby="transactions-title" className="flex flex-col gap-4">
      <h1 id="transactions-title" className="text-3xl font-bold text-loader">
        {ar.transactions.title}
      </h1>
      <FilterForm
        label={ar.common.filtersTitle}
        errors={problem.errors}
        fields={[
          {
            name: 'msisdn',
            label: ar.common.msisdn,
            hint: ar.common.msisdnHint,
            type: 'search',
            ltr: true,
            inputMode: 'tel',
          },
          { name: 'status', label: ar.common.status, type: 'select', options: ar.transactionStatus },
          { name: 'kind', label: ar.common.kind, type: 'select', options: ar.transactionKind },
          { name: 'from', label: ar.common.from, type: 'date' },
          { name: 'to', label: ar.common.to, type: 'date' },
        ]}
      />
      <TransactionTable
        rows={list.data?.data}
        isLoading={list.isPending}
        error={problem.text}
        onRetry={() => void list.refetch()}
        {...(list.data ? { meta: list.data.meta } : {})}
        onPage={setPage}
      />
    </section>
  );
}

export { TransactionsScreen as Component };
