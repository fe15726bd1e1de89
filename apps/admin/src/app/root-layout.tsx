import { Outlet } from 'react-router';
import { ar } from '../i18n/ar';
import { AreaName, PageOpening } from './page-frame';

export function RootLayout() {
  return (
    <>
      <PageOpening />
      <div className="flex min-h-dvh flex-col">
        <header className="bg-loader text-white">
          <p className="mx-auto flex max-w-3xl items-baseline gap-2 px-4 py-3">
            <AreaName />
          </p>
        </header>
        <main id="main" tabIndex={-1} className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 outline-none">
          <Outlet />
        </main>
      </div>
    </>
  );
}

/** Any rendering failure: an Arabic message instead of React Router's English default. */
export function RootError() {
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-10 text-center">
      <h1 className="text-2xl font-bold text-loader">{ar.error.title}</h1>
      <p className="mt-4 text-slate-700">{ar.error.text}</p>
      <button
        type="button"
        className="mt-8 rounded-full bg-loader px-6 py-2 font-bold text-white"
        onClick={() => window.location.reload()}
      >
        {ar.error.retry}
      </button>
    </main>
  );
}
