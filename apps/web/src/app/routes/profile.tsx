import { useLocation } from 'react-router';
import { QueryView } from '../../components/ui/query-view';
import { Screen } from '../../components/ui/screen';
import { Notice } from '../../components/ui/states';
import { getRoute } from '../../config/routes';
import { ProfileCard } from '../../features/profile/components/profile-card';
import { useAccount, useSubscriberDetails } from '../../features/profile/hooks/use-profile';
import { SubscriptionPanel } from '../../features/subscription/components/subscription-panel';
import { useSubscription } from '../../features/subscription/hooks/use-subscription';
import { ar } from '../../i18n/ar';
import { useFormat } from '../../lib/use-format';

/**
 * client.profile: who is signed in (`GET /api/user`), the subscriber's details
 * (`fetch/subscriber/details`) and the subscription management (`fetch/subscription`), each
 * section with its own loading and error state (docs/product.md#api-calls).
 */
export default function ProfileScreen() {
  const format = useFormat();
  const account = useAccount();
  const details = useSubscriberDetails();
  const subscription = useSubscription();
  const location = useLocation();
  const saved = (location.state as { saved?: boolean } | null)?.saved === true;
  return (
    <Screen title={getRoute('client.profile').title}>
      {saved ? <Notice tone="success">{ar.profile.saved}</Notice> : null}
      <QueryView query={account}>
        {(user) => (
          <div className="flex flex-col gap-5">
            <p className="text-slate-700" data-testid="signed-in-as">
              {ar.profile.signedInAs} <bdi dir="ltr">{format.digitsOf(user.msisdn)}</bdi>
            </p>
            <QueryView query={details}>{(data) => <ProfileCard subscriber={data} />}</QueryView>
            <QueryView query={subscription}>{(data) => <SubscriptionPanel subscription={data} />}</QueryView>
          </div>
        )}
      </QueryView>
    </Screen>
  );
}
