import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';

/**
 * Server state for the screens (DESIGN §2: TanStack Query). One client for the whole portal, so
 * that every screen shares one cache.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      retry: 1,
      refetchOnWindowFocus: false,
    },
  },
});

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
