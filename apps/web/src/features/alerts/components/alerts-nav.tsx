import { NavLink } from 'react-router';
import { hrefFor } from '../../../config/routes';
import { t } from '../../../i18n/language';

/** Between the three alert screens; the current one is marked for screen readers (aria-current). */
export function AlertsNav() {
  const link = ({ isActive }: { isActive: boolean }) =>
    `flex min-h-11 flex-1 items-center justify-center rounded-full px-3 py-2 text-center text-sm font-bold ${
      isActive ? 'bg-loader text-white' : 'bg-white text-loader hover:bg-slate-100'
    }`;
  return (
    <nav
      aria-label={t.alerts.navLabel}
      className="flex gap-1 rounded-full border border-slate-200 bg-white p-1"
    >
      <NavLink to={hrefFor('client.alerts')} end className={link}>
        {t.alerts.listLink}
      </NavLink>
      <NavLink to={hrefFor('client.alerts.notifications')} className={link}>
        {t.alerts.notificationsLink}
      </NavLink>
      <NavLink to={hrefFor('client.alerts.settings')} className={link}>
        {t.alerts.settingsLink}
      </NavLink>
    </nav>
  );
}
