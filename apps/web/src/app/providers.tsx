import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { statusOf } from '../lib/api-client';
import { subscribeToToken } from '../lib/session';

/**
 * Server state for the screens (DESIGN §2: TanStack Query). One client for the whole portal, so
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
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
