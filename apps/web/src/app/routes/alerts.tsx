import { Screen } from '../../components/ui/screen';
import { getRoute } from '../../config/routes';
import { AlertsManager } from '../../features/alerts/components/alerts-manager';
import { AlertsNav } from '../../features/alerts/components/alerts-nav';
import { t } from '../../i18n/language';

/** client.alerts: the subscriber's rate alerts, within the plan limit. */
export default function AlertsScreen() {
  return (
    <Screen title={getRoute('client.alerts').title} lead={t.alerts.lead}>
      <AlertsNav />
      <AlertsManager />
    </Screen>
  );
}
