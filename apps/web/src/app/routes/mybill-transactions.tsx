import { Screen } from '../../components/ui/screen';
import { getRoute } from '../../config/routes';
import { BillNav } from '../../features/my-bill/components/bill-nav';
import { TransactionsView } from '../../features/my-bill/components/transactions-view';

/** client.mybill.transactions (a bill-authenticated route). */
export default function MyBillTransactionsScreen() {
  return (
    <Screen title={getRoute('client.mybill.transactions').title}>
      <BillNav />
      <TransactionsView />
    </Screen>
  );
}
