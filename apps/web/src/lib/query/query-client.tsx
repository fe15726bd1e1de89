import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, JSX, ReactNode } from 'react';
import { isNetworkError, statusOf } from '../api-errors';
import { subscribeToLanguage } from '../../i18n/language';
import { subscribeToToken } from '../session';

/**
 * Server state for the screens (TanStack Query, docs/design.md#stack). One client for the whole
 * portal, so that every screen shares one cache.
 *
 * This module and TanStack Query travel in their own chunk, which the first visit's first render
 * does not wait for (docs/design.md#a-light-first-visit): the landing page renders from what the
 * server wrote into it, and its live parts (the teaser's refresh, the prices, the operator's
 * identification) load beside the API client.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      // Offline, a call still goes out: the offline worker answers it from its copy
      // (docs/design.md#offline). TanStack's default would hold every call until the phone is
      // back online, and a screen opened offline would load for ever.
      networkMode: 'offlineFirst',
      // A weak connection deserves one more try; a refusal from the server (4xx) does not, nor a
      // call offline with no copy to answer it (the screen says so at once: QueryView).
      retry: (failureCount, error) => {
        if (isNetworkError(error) && !navigator.onLine) return false;
        const status = statusOf(error);
        return failureCount < 1 && (status === null || status >= 500);
      },
      refetchOnWindowFocus: false,
    },
    // An action offline fails at once with the network's message, instead of waiting unseen.
    mutations: { retry: false, networkMode: 'offlineFirst' },
  },
});

// Whoever signs in or out, nothing of the previous session's answers may show (shared phones).
subscribeToToken(() => queryClient.removeQueries({ queryKey: ['client'] }));
// The server answers names, titles and plans in the language asked for (docs/product.md#languages):
// after a switch, the screens (re-mounted in the new language) ask again instead of showing the
// other language's answers.
subscribeToLanguage(() => queryClient.removeQueries());

/**
 * The portal's query client for what is below it: the screens' layout route, and each lazily
 * loaded part of the landing page (which renders outside that layout).
 */
export function QueryScope({ children }: { readonly children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/**
 * A component with its own QueryScope, for a lazily loaded part of the landing page: the
 * landing's first render is outside the screens' providers (docs/design.md#a-light-first-visit).
 */
export function withQueryScope<P extends object>(Component: ComponentType<P>): (props: P) => JSX.Element {
  return function InQueryScope(props: P) {
    return (
      <QueryScope>
        <Component {...props} />
      </QueryScope>
    );
  };
}
