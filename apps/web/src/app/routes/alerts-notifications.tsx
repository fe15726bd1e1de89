import { Screen } from '../../components/ui/screen';
import { getRoute } from '../../config/routes';
import { AlertsNav } from '../../features/alerts/components/alerts-nav';
import { NotificationsList } from '../../features/alerts/components/notifications-list';
import { t } from '../../i18n/language';

/** client.alerts.notifications: fired alerts and digests. */
export default function AlertsNotificationsScreen() {
  return (
    <Screen title={getRoute('client.alerts.notifications').title} lead={t.alerts.notificationsLead}>
      <AlertsNav />
      <NotificationsList />
    </Screen>
  );
}
