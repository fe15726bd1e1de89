import { useLocation } from 'react-router';
import { QueryView } from '../../components/ui/query-view';
import { Screen } from '../../components/ui/screen';
import { Notice } from '../../components/ui/states';
import { getRoute } from '../../config/routes';
import { ProfileCard } from '../../features/profile/components/profile-card';
import { useCurrentUser } from '../../features/session/hooks/use-current-user';
import { SubscriptionPanel } from '../../features/subscription/components/subscription-panel';
import { t } from '../../i18n/language';

/** client.profile: the subscriber's details and the subscription management. */
export default function ProfileScreen() {
  const user = useCurrentUser();
  const location = useLocation();
  const saved = (location.state as { saved?: boolean } | null)?.saved === true;
  return (
    <Screen title={getRoute('client.profile').title}>
      {saved ? <Notice tone="success">{t.profile.saved}</Notice> : null}
      <QueryView query={user}>
        {(data) => (
          <div className="flex flex-col gap-5">
            <ProfileCard subscriber={data} />
            <SubscriptionPanel subscription={data.subscription} />
          </div>
        )}
      </QueryView>
    </Screen>
  );
}
