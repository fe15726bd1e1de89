import { NavLink } from 'react-router';
import { hrefFor } from '../../../config/routes';
import { t } from '../../../i18n/language';

/** Between the two bill screens; the current one is marked for screen readers (aria-current). */
export function BillNav() {
  const link = ({ isActive }: { isActive: boolean }) =>
    `flex min-h-11 flex-1 items-center justify-center rounded-full px-4 py-2 font-bold ${
      isActive ? 'bg-loader text-white' : 'bg-white text-loader hover:bg-slate-100'
    }`;
  return (
    <nav
      aria-label={t.myBill.navLabel}
      className="flex gap-2 rounded-full border border-slate-200 bg-white p-1"
    >
      <NavLink to={hrefFor('client.mybill.information')} className={link}>
        {t.myBill.informationLink}
      </NavLink>
      <NavLink to={hrefFor('client.mybill.transactions')} className={link}>
        {t.myBill.transactionsLink}
      </NavLink>
    </nav>
  );
}
