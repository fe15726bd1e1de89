import { Screen } from '../../components/ui/screen';
import { getRoute } from '../../config/routes';
import { BillInformation } from '../../features/my-bill/components/bill-information';
import { BillBackLink } from '../../features/my-bill/components/bill-back-link';
import { BillNav } from '../../features/my-bill/components/bill-nav';
import { SignOutButton } from '../../features/session/components/sign-out-button';
import { buttonClass } from '../../components/ui/form';

/** client.mybill.information (a bill-authenticated route). */
export default function MyBillInformationScreen() {
  return (
    <div className="flex flex-col gap-3">
      <BillBackLink />
      <Screen title={getRoute('client.mybill.information').title}>
        <BillNav />
        <BillInformation />
        <SignOutButton className={`${buttonClass.secondary} self-start`} />
      </Screen>
    </div>
  );
}
