import { Outlet } from 'react-router';
import { useAfterFirstScreen } from '../lib/after-first-screen';
import { QueryScope } from '../lib/query/query-client';

/**
 * The query client for every screen but the landing page, as the layout route above them. It is
 * loaded lazily (app/route-objects.tsx), so TanStack Query stays out of the initial chunk: it
 * arrives in parallel with the first screen's chunk instead.
 */
export function AppProviders() {
  useAfterFirstScreen();
  return (
    <QueryScope>
      <Outlet />
    </QueryScope>
  );
}
