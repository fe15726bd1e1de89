import { Screen } from '../../components/ui/screen';
import { getRoute } from '../../config/routes';
import { AlertsNav } from '../../features/alerts/components/alerts-nav';
import { NotificationsList } from '../../features/alerts/components/notifications-list';
import { ar } from '../../i18n/ar';

/** client.alerts.notifications: fired alerts and digests. */
export default function AlertsNotificationsScreen() {
  return (
    <Screen title={getRoute('client.alerts.notifications').title} lead={ar.alerts.notificationsLead}>
      <AlertsNav />
      <NotificationsList />
    </Screen>
  );
}
