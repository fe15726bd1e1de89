import { Screen } from '../../components/ui/screen';
import { getRoute } from '../../config/routes';
import { AlertSettings } from '../../features/alerts/components/alert-settings';
import { AlertsNav } from '../../features/alerts/components/alerts-nav';

/** client.alerts.settings: favourites, the daily digest and quiet hours. */
export default function AlertsSettingsScreen() {
  return (
    <Screen title={getRoute('client.alerts.settings').title}>
      <AlertsNav />
      <AlertSettings />
    </Screen>
  );
}
