import { useState } from 'react';
import { redirect, useLoaderData, useNavigate } from 'react-router';
import type { TAdminUser } from '@sarraf/contracts';
import { adminRoutes } from '../../config/routes';
import { fetchSession, signOut } from '../../features/session/api/session';
import { ar } from '../../i18n/ar';

/** Every back-office screen needs a session: without one, back to the sign-in page. */
export async function homeLoader(): Promise<TAdminUser | Response> {
  return (await fetchSession()) ?? redirect(adminRoutes['admin.login']);
}

/** The signed-in landing of the back office; issue 7 grows it into the dashboard. */
export function HomeScreen() {
  const user = useLoaderData<TAdminUser>();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  async function leave(everywhere: boolean) {
    setPending(true);
    try {
      await signOut({ everywhere });
    } finally {
      setPending(false);
      await navigate(adminRoutes['admin.login']);
    }
  }

  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title" className="text-3xl font-bold text-loader">
        {ar.home.title} {user.name || user.email}
      </h1>
      <p className="mt-2 text-slate-700">
        {ar.home.roleLabel}: <strong>{ar.home.role[user.role]}</strong> · <span dir="ltr">{user.email}</span>
      </p>
      <p className="mt-6 leading-relaxed text-slate-700">{ar.home.next}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <button
          type="button"
          disabled={pending}
          onClick={() => void leave(false)}
          className="rounded-full bg-loader px-6 py-2.5 font-bold text-white hover:bg-loader/90"
        >
          {ar.home.signOut}
        </button>
        <button
          type="button"
          disabled={pending}
          onClick={() => void leave(true)}
          className="rounded-full border border-loader px-6 py-2.5 font-bold text-loader"
        >
          {ar.home.signOutEverywhere}
        </button>
      </div>
    </section>
  );
}
