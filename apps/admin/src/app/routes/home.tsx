import { Link } from 'react-router';
import { navigationFor } from '../../config/navigation';
import { adminRoutes } from '../../config/routes';
import { ar } from '../../i18n/ar';
import { useAdminUser } from '../../lib/admin-user';

/** The signed-in landing: who you are and shortcuts to the screens your role may open. */
export function HomeScreen() {
  const user = useAdminUser();
  const shortcuts = navigationFor(user.role).filter((entry) => entry.route !== 'admin.home');
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title" className="text-3xl font-bold text-loader">
        {ar.home.title} {user.name || user.email}
      </h1>
      <p className="mt-2 text-slate-700">
        {ar.home.roleLabel}: <strong>{ar.home.role[user.role]}</strong> · <span dir="ltr">{user.email}</span>
      </p>
      {shortcuts.length > 0 ? (
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {shortcuts.map((entry) => (
            <li key={entry.route}>
              <Link
                to={adminRoutes[entry.route]}
                className="block rounded-xl border border-slate-200 bg-white px-4 py-3 font-bold text-loader shadow-sm hover:border-loader"
              >
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export { HomeScreen as Component };
