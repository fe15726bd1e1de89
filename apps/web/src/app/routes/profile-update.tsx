import { QueryView } from '../../components/ui/query-view';
import { Screen } from '../../components/ui/screen';
import { getRoute } from '../../config/routes';
import { ProfileForm } from '../../features/profile/components/profile-form';
import { useSubscriberByNumber } from '../../features/profile/hooks/use-profile';
import { useCurrentUser } from '../../features/session/hooks/use-current-user';

/**
 * client.profile.update: the details of the token's own number (`subscriber/details {msisdn}`),
 * then its form: name, email and the follow-up level.
 */
export default function ProfileUpdateScreen() {
  const user = useCurrentUser();
  return (
    <Screen title={getRoute('client.profile.update').title}>
      <QueryView query={user}>{(data) => <ProfileEditor msisdn={data.msisdn} />}</QueryView>
    </Screen>
  );
}

function ProfileEditor({ msisdn }: { readonly msisdn: string }) {
  const subscriber = useSubscriberByNumber(msisdn);
  return <QueryView query={subscriber}>{(data) => <ProfileForm subscriber={data} />}</QueryView>;
}
