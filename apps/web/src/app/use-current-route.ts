import { useMatches } from 'react-router';
import { getRoute, isRouteName, type AppRoute } from '../config/routes';

/** The deepest matched route of the route table (route ids are the route names). */
export function useCurrentRoute(): AppRoute | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const id = matches[index]?.id;
    if (isRouteName(id)) return getRoute(id);
  }
  return undefined;
}
