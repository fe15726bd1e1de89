import type { QueryClient } from '@tanstack/react-query';
import type { RouteName } from '../config/routes';
import { prefetchFavourites } from '../features/alerts/hooks/use-alerts';
import { prefetchCategories } from '../features/categories/hooks/use-categories';
import { prefetchRates } from '../features/rates/hooks/use-rates';

/**
 * What a signed-in screen shows, asked for by the client shell while the subscriber loads
 * (docs/design.md#home-asks-for-everything-at-once). The shell draws a screen only once it knows
 * the subscription (locked or not); a screen that asked for its data only then made two round trips
 * of one, and home's calls leaving in two waves made it draw itself in as many passes.
 */
const screenData: Partial<Record<RouteName, (queryClient: QueryClient) => void>> = {
  'client.home': (queryClient) => {
    prefetchRates(queryClient);
    prefetchFavourites(queryClient);
    prefetchCategories(queryClient);
  },
};

export function prefetchScreenData(route: RouteName, queryClient: QueryClient): void {
  screenData[route]?.(queryClient);
}
