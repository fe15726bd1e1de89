import { useRouteLoaderData } from 'react-router';
import type { TAdminUser } from '@sarraf/contracts';

/** The signed-in layout's route id; its loader holds the session for every screen under it. */
export const SIGNED_IN_ROUTE_ID = 'signed-in';

/** The signed-in back-office user (only inside the signed-in layout, which guarantees one). */
export function useAdminUser(): TAdminUser {
  const user = useRouteLoaderData<TAdminUser>(SIGNED_IN_ROUTE_ID);
  if (!user) throw new Error('useAdminUser is used outside the signed-in layout');
  return user;
}
