import { QueryView } from '../../components/ui/query-view';
import { Screen } from '../../components/ui/screen';
import { getRoute } from '../../config/routes';
import { ProfileForm } from '../../features/profile/components/profile-form';
import { useCurrentUser } from '../../features/session/hooks/use-current-user';

export default function ProfileUpdateScreen() {
  const user = useCurrentUser();
  return (
    <Screen title={getRoute('client.profile.update').title}>
      <QueryView query={user}>{(data) => <ProfileForm subscriber={data} />}</QueryView>
    </Screen>
  );
}
