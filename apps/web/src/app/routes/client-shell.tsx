import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { LoadingState } from '../../components/ui/states';
import { hrefFor, type RouteName } from '../../config/routes';
import { useCurrentUser } from '../../features/session/hooks/use-current-user';
import { SignOutButton } from '../../features/session/components/sign-out-button';
import { PremiumGate } from '../../features/subscription/components/premium-gate';
import { SubscribedNotice } from '../../features/subscription/components/subscribed-notice';
import { t } from '../../i18n/language';
import { prefetchScreenData } from '../screen-data';
import { useCurrentRoute } from '../use-current-route';

const navRoutes: RouteName[] = [
  'client.home',
  'client.currencyConverter',
  'client.priceSources',
  'client.priceList',
  'client.exchange.companies',
  'client.news',
  'client.alerts',
  'client.profile',
  'client.contact.us',
];

/**
 * The content screens, locked while the subscription is not active or grace. Profile,
 * subscription management, contact, my bill and the information pages stay open.
 */
const premiumRoutes = new Set<RouteName>([
  'client.home',
  'client.priceSources',
  'client.priceList',
  'client.news',
  'client.news.details',
  'client.exchange.companies',
  'client.currencyConverter',
  'client.internal.items',
  'client.category.details',
  // Alerts are part of what the subscription pays for.
  'client.alerts',
  'client.alerts.settings',
  'client.alerts.notifications',
]);

/** The /client/home shell every authenticated client screen is nested under. */
export default function ClientShell() {
  const route = useCurrentRoute();
  const user = useCurrentUser();
  const isPremium = route ? premiumRoutes.has(route.name) : false;
  const queryClient = useQueryClient();
  const routeName = route?.name;
  // In parallel with the subscriber query the premium gate waits for, not after it.
  useEffect(() => {
    if (routeName) prefetchScreenData(routeName, queryClient);
  }, [routeName, queryClient]);
  const tabRow = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    revealCurrentTab(tabRow.current);
  }, [pathname]);

  let content = <Outlet />;
  if (isPremium && user.isPending) content = <LoadingState />;
  else if (isPremium) {
    content = (
      <PremiumGate
        // An unreachable server must not lock a subscriber out of the rates they may have offline.
        subscription={user.isError ? undefined : (user.data?.subscription ?? null)}
        title={route?.title ?? t.app.name}
      >
        <Outlet />
      </PremiumGate>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <nav ref={tabRow} aria-label={t.shell.navLabel} className="-mx-4 overflow-x-auto px-4 pb-1">
        <ul className="flex w-max gap-2 sm:w-auto sm:flex-wrap">
          {navRoutes.map((name) => (
            <li key={name}>
              <NavLink
                to={hrefFor(name)}
                end
                className={({ isActive }) =>
                  `flex min-h-11 items-center whitespace-nowrap rounded-full border px-4 py-2 text-sm font-bold ${
                    isActive
                      ? 'border-loader bg-loader text-white'
                      : 'border-slate-300 bg-white text-loader hover:border-loader'
                  }`
                }
              >
                {t.shell.nav[name as keyof typeof t.shell.nav]}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {/* At least a screen tall: the links below start out of view, so a screen's data arriving
          does not push them (Lighthouse counted that jump as layout shift). */}
      <div className="flex min-h-dvh flex-col gap-6">
        <SubscribedNotice />
        {content}
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-slate-200 pt-4 text-sm">
        <NavLink
          to={hrefFor('client.info.who')}
          className="font-bold text-loader underline underline-offset-4"
        >
          {t.routes['client.info.who']}
        </NavLink>
        <NavLink
          to={hrefFor('client.info.privacyPolicy')}
          className="font-bold text-loader underline underline-offset-4"
        >
          {t.routes['client.info.privacyPolicy']}
        </NavLink>
        <NavLink
          to={hrefFor('client.info.terms')}
          className="font-bold text-loader underline underline-offset-4"
        >
          {t.routes['client.info.terms']}
        </NavLink>
        <NavLink
          to={hrefFor('client.mybill.information')}
          className="font-bold text-loader underline underline-offset-4"
        >
          {t.shell.myBill}
        </NavLink>
        <SignOutButton className="ms-auto min-h-11 rounded-full border border-red-800 px-4 py-2 font-bold text-red-800 hover:bg-red-50" />
      </div>
    </div>
  );
}

/**
 * On a narrow phone the tab row scrolls sideways (nine tabs do not fit in 360 px): after a load or
 * a navigation, a current tab that is out of view is scrolled to the middle of the row, so the
 * subscriber sees where they are, «حسابي» (where the subscription is managed) included. Only the
 * row scrolls, never the page (docs/product.md#navigation).
 */
function revealCurrentTab(row: HTMLElement | null): void {
  const tab = row?.querySelector<HTMLElement>('[aria-current="page"]');
  if (!row || !tab) return;
  const rowBox = row.getBoundingClientRect();
  const tabBox = tab.getBoundingClientRect();
  if (tabBox.left >= rowBox.left && tabBox.right <= rowBox.right) return;
  // scrollLeft grows to the right in both directions of writing, so one offset serves RTL and LTR.
  row.scrollLeft += tabBox.left + tabBox.width / 2 - (rowBox.left + rowBox.width / 2);
}
