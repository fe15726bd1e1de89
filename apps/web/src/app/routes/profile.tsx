import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../components/ui/form';
import { QueryView } from '../../components/ui/query-view';
import { Screen } from '../../components/ui/screen';
import { Notice } from '../../components/ui/states';
import { getRoute, hrefFor } from '../../config/routes';
import { ProfileCard } from '../../features/profile/components/profile-card';
import { useAccount, useSubscriberDetails } from '../../features/profile/hooks/use-profile';
import { SubscriptionPanel } from '../../features/subscription/components/subscription-panel';
import { useSubscription } from '../../features/subscription/hooks/use-subscription';
import { t } from '../../i18n/language';

/**
 * client.profile: the account's SMS notification setting (`GET /api/user`), the subscriber's details
 * (`fetch/subscriber/details`) and the subscription management (`fetch/subscription`), each
 * section with its own loading and error state (docs/product.md#api-calls).
 */
export default function ProfileScreen() {
  const account = useAccount();
  const details = useSubscriberDetails();
  const subscription = useSubscription();
  const location = useLocation();
  const saved = (location.state as { saved?: boolean } | null)?.saved === true;
  return (
    <Screen title={getRoute('client.profile').title}>
      {saved ? <Notice tone="success">{t.profile.saved}</Notice> : null}
      <QueryView query={account}>
        {(user) => (
          <div className="flex flex-col gap-5">
            <p
              className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700"
              data-testid="account-notifications"
            >
              {user.notifications_enabled ? t.profile.notificationsOn : t.profile.notificationsOff}
              <Link to={hrefFor('client.mybill.information')} className={buttonClass.link}>
                {t.profile.manageNotifications}
              </Link>
            </p>
            <QueryView query={details}>{(data) => <ProfileCard subscriber={data} />}</QueryView>
            <QueryView query={subscription}>
              {(data) => <SubscriptionPanel subscription={data} msisdn={user.msisdn} />}
            </QueryView>
          </div>
        )}
      </QueryView>
    </Screen>
  );
}
