import { Screen } from '../../components/ui/screen';
import { getRoute } from '../../config/routes';
import { HeSignInChoice } from '../../features/he/components/he-sign-in-choice';
import { BillSignIn } from '../../features/my-bill/components/bill-sign-in';
import { t } from '../../i18n/language';

/** client.mybill.login (the bill guest route). */
export default function MyBillLoginScreen() {
  return (
    <Screen title={getRoute('client.mybill.login').title} lead={t.myBill.signInLead}>
      <HeSignInChoice>
        <BillSignIn />
      </HeSignInChoice>
    </Screen>
  );
}
