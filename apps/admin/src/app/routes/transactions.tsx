import { useTransactions } from '../../features/transactions/api/transactions';
import {
  transactionColumns,
  useRefundAction,
} from '../../features/transactions/components/transaction-table';
import { ar } from '../../i18n/ar';
import { dateRangeFilters, msisdnFilter, useOperatorFilter } from '../../components/ui/filter-form';
import { ListScreen } from '../../components/ui/list-screen';

const columns = transactionColumns();

/** The ledger across subscribers, with refunds. */
export function TransactionsScreen() {
  const operatorFilter = useOperatorFilter();
  const refund = useRefundAction();
  return (
    <ListScreen
      id="transactions"
      text={ar.transactions}
      filters={[
        msisdnFilter(),
        { name: 'status', label: ar.common.status, type: 'select', options: ar.transactionStatus },
        { name: 'kind', label: ar.common.kind, type: 'select', options: ar.transactionKind },
        ...dateRangeFilters,
        ...operatorFilter,
      ]}
      linkedFilters={['subscriber_id']}
      useList={useTransactions}
      columns={columns}
      actions={refund.actions}
    >
      {refund.dialog}
    </ListScreen>
  );
}

export { TransactionsScreen as Component };
