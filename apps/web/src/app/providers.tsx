import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { statusOf } from '../lib/api-client';
import { getDigits } from '../lib/digits';
import { prepareFormatsWhenIdle } from '../lib/format';
import { subscribeToToken } from '../lib/session';
import { cacheWebFont, isWebFontCached, whenQueriesSettle } from '../lib/web-font';

/**
 * Server state for the screens (TanStack Query, docs/design.md#stack). One client for the whole portal, so
 * that every screen shares one cache.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      // A weak connection deserves one more try; a refusal from the server (4xx) does not.
      retry: (failureCount, error) => {
        const status = statusOf(error);
        return failureCount < 1 && (status === null || status >= 500);
      },
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

// Whoever signs in or out, nothing of the previous session's answers may show (shared phones).
subscribeToToken(() => queryClient.removeQueries({ queryKey: ['client'] }));

/**
 * The providers every screen needs, as the layout route above all screens. It is loaded lazily
 * (app/route-objects.tsx) so that TanStack Query stays out of the initial chunk: it arrives in
 * parallel with the first screen's chunk instead.
 */
export function AppProviders() {
  useCacheWebFontAfterFirstScreen();
  // The first screen has rendered and asked for its data: the formatters it will show it with.
  useEffect(() => prepareFormatsWhenIdle(getDigits()), []);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}

/**
 * This layout mounts once the first navigation has rendered its screen, whose queries have started
 * by then: once they and what they lead to have arrived, a first visit downloads the font for the
 * next one (lib/web-font.ts), so that it never competes with the first screen for the network.
 */
function useCacheWebFontAfterFirstScreen() {
  useEffect(() => {
    if (isWebFontCached()) return undefined;
    return whenQueriesSettle(
      {
        isFetching: () => queryClient.isFetching(),
        subscribe: (listener) => queryClient.getQueryCache().subscribe(listener),
      },
      () => void cacheWebFont(),
    );
  }, []);
}
