import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_ROUTE_ID, routesWithAccess } from '../config/routes';
import { layoutIds, routeObjects } from './route-objects';

function findRoute(routes: RouteObject[], id: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.id === id) return route;
    const found = findRoute(route.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

/** The screen routes of a guarded group: under its one pathless route that catches their errors. */
function screensOf(group: RouteObject | undefined): RouteObject[] {
  return (group?.children ?? []).flatMap((route) => route.children ?? []);
}

function screenPaths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...screenPaths(route.children ?? []),
  ]);
}

describe('route tree', () => {
  it('nests every authenticated client route, /client/home first, under the shell and nowhere else', () => {
    const shell = findRoute(routeObjects, layoutIds.clientShell);
    const authPaths = routesWithAccess('auth').map((route) => route.path);
    expect(shell?.path).toBeUndefined();
    expect(screenPaths(shell?.children ?? [])).toEqual(authPaths);
    expect(authPaths[0]).toBe('/client/home');

    const allPaths = screenPaths(routeObjects);
    for (const path of authPaths) expect(allPaths.filter((other) => other === path)).toHaveLength(1);
  });

  it('puts each guarded group in its own layout route, for the navigation guard', () => {
    for (const [id, access] of [
      [layoutIds.guest, 'guest'],
      [layoutIds.billGuest, 'bill-guest'],
      [layoutIds.billAuth, 'bill-auth'],
    ] as const) {
      expect(screensOf(findRoute(routeObjects, id)).map((route) => route.id)).toEqual(
        routesWithAccess(access).map((route) => route.name),
      );
    }
  });

  it('loads every screen lazily and ends with the 404 catch-all', () => {
    const providers = findRoute(routeObjects, layoutIds.providers);
    const leaves = (providers?.children ?? []).flatMap((route) =>
      route.children ? screensOf(route) : [route],
    );
    expect(leaves.length).toBeGreaterThan(20);
    for (const leaf of leaves) expect(typeof leaf.lazy).toBe('function');
    expect(providers?.children?.at(-1)).toMatchObject({ id: NOT_FOUND_ROUTE_ID, path: '*' });
    expect(providers?.errorElement).toBeTruthy();
  });

  it("catches a screen's error below its group, so that the client shell and its tab row stay", () => {
    for (const id of [layoutIds.guest, layoutIds.billGuest, layoutIds.billAuth, layoutIds.clientShell]) {
      const group = findRoute(routeObjects, id);
      expect(group?.children).toHaveLength(1);
      // Pathless and loaded with the group: React Router draws nothing below a failed lazy route.
      expect(group?.children?.[0]?.path).toBeUndefined();
      expect(group?.children?.[0]?.lazy).toBeUndefined();
      expect(group?.children?.[0]?.errorElement).toBeTruthy();
    }
  });
});
