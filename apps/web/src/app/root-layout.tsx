import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { Link, Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { NOT_FOUND_ROUTE_ID } from '../config/routes';
import { DigitsSetting } from '../components/ui/digits-setting';
import { LanguageSwitch } from '../components/ui/language-switch';
import { LoadingOverlay } from '../components/ui/loading-overlay';
import { OfflineBanner } from '../components/ui/offline-banner';
import { t } from '../i18n/language';
import { setLoading, useLoading } from '../lib/loading-store';
import { portalOperatorName } from '../lib/portal-operator';
import { useCurrentRoute } from './use-current-route';

/**
 * The root view. The routed screen renders beneath the full-page loading overlay, which
 * shows while the loading flag is set (the flag is cleared after every navigation by
 * app/navigation-loading.ts).
 */
export function RootLayout() {
  const isLoading = useLoading();
  const mainRef = useRef<HTMLElement>(null);
  // The operator of the host the portal was opened on (docs/operators.md#brand-by-host), or none.
  const operator = portalOperatorName();
  useDocumentTitle(operator);
  useFocusMainAfterNavigation(mainRef);
  useRemoveBootOverlay();

  return (
    <>
      <a
        href="#main"
        className="sr-only rounded-md bg-white px-4 py-2 font-bold text-loader focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-40"
      >
        {t.app.skipToContent}
      </a>
      {/* While the overlay covers the page, the screen beneath takes no focus or clicks. */}
      <div className="flex min-h-dvh flex-col" inert={isLoading}>
        <header className="bg-loader text-white">
          <div className="mx-auto flex max-w-3xl items-center gap-3 px-4 py-3">
            <Link
              to="/"
              aria-label={operator ? t.app.operatorHomeLink(operator) : t.app.homeLink}
              className={`flex items-center gap-2 rounded-md text-xl font-bold focus-visible:outline-white${operator ? ' min-w-0' : ''}`}
            >
              <BrandMark />
              {t.app.name}
              {operator ? <OperatorName name={operator} /> : null}
            </Link>
            <span className="ms-auto hidden text-sm text-white/90 sm:inline">{t.app.tagline}</span>
            {/* On every screen's header: the landing page and the client shell both show it. */}
            <div className="ms-auto sm:ms-0">
              <LanguageSwitch />
            </div>
          </div>
        </header>
        <OfflineBanner />
        <main
          id="main"
          ref={mainRef}
          tabIndex={-1}
          className="mx-auto min-h-dvh w-full max-w-3xl flex-1 px-4 py-6 outline-none"
        >
          <Outlet />
        </main>
        <footer className="border-t border-slate-200 bg-white">
          <div className="mx-auto flex max-w-3xl flex-col gap-3 px-4 py-4 text-sm">
            <DigitsSetting />
            <p className="text-slate-700">{t.app.footer}</p>
          </div>
        </footer>
      </div>
      <LoadingOverlay active={isLoading} onActiveChange={setLoading} />
      <ScrollRestoration />
    </>
  );
}

/**
 * index.html paints an overlay before any script runs; from the first render, ours takes over. One
 * the person already cancelled leaves the flag cleared, as cancelling ours would.
 */
function useRemoveBootOverlay() {
  useLayoutEffect(() => {
    const cancel = document.getElementById('boot-overlay-cancel') as HTMLInputElement | null;
    if (cancel?.checked) setLoading(false);
    cancel?.remove();
    document.getElementById('boot-overlay')?.remove();
  }, []);
}

/** The operator's name beside the service's: smaller, and cut short rather than push the header wide. */
function OperatorName({ name }: { readonly name: string }) {
  return (
    <>
      <span aria-hidden="true" className="shrink-0 font-normal text-white/80">
        ·
      </span>
      <bdi className="min-w-0 truncate text-base font-normal text-white" data-testid="header-operator">
        {name}
      </bdi>
    </>
  );
}

function BrandMark() {
  return (
    <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#fff" />
      <path
        d="M9 12h13l-3.5-3.5M23 20H10l3.5 3.5"
        fill="none"
        stroke="#19386f"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Each screen names the tab after itself, so history and screen readers tell screens apart; on an
 * operator's host the service's name carries the operator's, as the server's title does.
 */
function useDocumentTitle(operator: string | null) {
  const route = useCurrentRoute();
  const isNotFound = useMatches().at(-1)?.id === NOT_FOUND_ROUTE_ID;
  const title = isNotFound ? t.notFound.title : route && route.name !== 'landing' ? route.title : undefined;
  const brand = operator ? t.app.withOperator(operator) : t.app.name;
  const home = operator ? t.app.operatorDocumentTitle(operator) : t.app.documentTitle;
  useEffect(() => {
    document.title = title ? `${title} — ${brand}` : home;
  }, [title, brand, home]);
}

/**
 * After an in-app navigation, move focus to the new screen so keyboard and screen-reader users
 * start there, as after a page load. The first render keeps the browser's own focus.
 */
function useFocusMainAfterNavigation(mainRef: RefObject<HTMLElement | null>) {
  const { key } = useLocation();
  const firstKey = useRef(key);
  useEffect(() => {
    if (key !== firstKey.current) mainRef.current?.focus();
  }, [key, mainRef]);
}
