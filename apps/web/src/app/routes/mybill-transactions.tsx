import { Screen } from '../../components/ui/screen';
import { getRoute } from '../../config/routes';
import { BillBackLink } from '../../features/my-bill/components/bill-back-link';
import { BillNav } from '../../features/my-bill/components/bill-nav';
import { TransactionsView } from '../../features/my-bill/components/transactions-view';

/** client.mybill.transactions (a bill-authenticated route). */
export default function MyBillTransactionsScreen() {
  return (
    <div className="flex flex-col gap-3">
      <BillBackLink />
      <Screen title={getRoute('client.mybill.transactions').title}>
        <BillNav />
        <TransactionsView />
      </Screen>
    </div>
  );
}
