import { useEffect, useId, useState } from 'react';
import { NavLink, Outlet, redirect, useLocation, useNavigate, useNavigation } from 'react-router';
import type { TAdminUser } from '@sarraf/contracts';
import { navigationFor } from '../config/navigation';
import { adminRoutes } from '../config/routes';
import { fetchSession, signOut } from '../features/session/api/session';
import { ar } from '../i18n/ar';
import { setUnauthorizedHandler } from '../lib/api-client';
import { useAdminUser } from '../lib/admin-user';
import { ToastProvider } from '../components/ui/toast';
import { AreaName, PageOpening } from './page-frame';

/** The session is read once for every screen under the layout; without one, to the sign-in page. */
export async function signedInLoader(): Promise<TAdminUser | Response> {
  return (await fetchSession()) ?? redirect(adminRoutes['admin.login']);
}

/**
 * Every signed-in screen sits in this frame: who is signed in, sign-out (here or everywhere), and the
 * menu of the screens the user's role may open, as a side column on a wide screen and a disclosure
 * on a phone. A 401 from any call (session expired, signed out elsewhere) goes back to sign-in.
 */
export function SignedInLayout() {
  const user = useAdminUser();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const menuId = useId();
  // The phone menu is open for the screen it was opened on: choosing a screen closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.pathname;
  const [leaving, setLeaving] = useState(false);

  useEffect(
    () => setUnauthorizedHandler(() => void navigate(adminRoutes['admin.login'], { replace: true })),
    [navigate],
  );

  async function leave(everywhere: boolean) {
    setLeaving(true);
    try {
      await signOut({ everywhere });
    } finally {
      setLeaving(false);
      await navigate(adminRoutes['admin.login']);
    }
  }

  const entries = navigationFor(user.role);

  return (
    <ToastProvider>
      <PageOpening />
      <div className="flex min-h-dvh flex-col">
        <header className="bg-loader text-white">
          <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
            <p className="flex items-baseline gap-2">
              <AreaName />
            </p>
            <button
              type="button"
              className="ms-auto rounded-lg border border-white/60 px-3 py-1.5 font-bold lg:hidden"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpenAt(menuOpen ? null : location.pathname)}
            >
              {ar.shell.menu}
            </button>
            <div className="flex w-full flex-wrap items-center gap-x-3 gap-y-1 text-sm sm:w-auto lg:ms-auto">
              <span>
                {user.name || user.email} · {ar.home.role[user.role]}
              </span>
              <button
                type="button"
                disabled={leaving}
                onClick={() => void leave(false)}
                className="rounded-full bg-white px-3 py-1 font-bold text-loader"
              >
                {ar.home.signOut}
              </button>
              <button
                type="button"
                disabled={leaving}
                onClick={() => void leave(true)}
                className="rounded-full border border-white/70 px-3 py-1 font-bold"
              >
                {ar.home.signOutEverywhere}
              </button>
            </div>
          </div>
          {navigation.state === 'loading' ? (
            <div role="status" className="h-1 w-full animate-pulse bg-amber-300">
              <span className="sr-only">{ar.states.loading}</span>
            </div>
          ) : null}
        </header>
        <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col lg:flex-row">
          <nav
            id={menuId}
            aria-label={ar.shell.navigation}
            className={`${menuOpen ? 'block' : 'hidden'} border-b border-slate-200 bg-white lg:block lg:w-60 lg:shrink-0 lg:border-b-0 lg:border-e`}
          >
            <ul className="flex flex-col p-2">
              {entries.map((entry) => (
                <li key={entry.route}>
                  <NavLink
                    to={adminRoutes[entry.route]}
                    end
                    className={({ isActive }) =>
                      `block rounded-lg px-3 py-2 ${isActive ? 'bg-loader font-bold text-white' : 'text-slate-800 hover:bg-slate-100'}`
                    }
                  >
                    {entry.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 outline-none lg:px-8">
            <Outlet />
          </main>
        </div>
      </div>
    </ToastProvider>
  );
}
