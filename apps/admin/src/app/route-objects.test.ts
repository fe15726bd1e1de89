import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminRoutes } from '../config/routes';
import { routeObjects } from './route-objects';

const ROUTES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'routes');

function screens(routes: readonly RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => (route.children ? screens(route.children) : [route]));
}

describe('the route table', () => {
  const all = screens(routeObjects);

  it('has every named path of config/routes.ts once, at that path', () => {
    const named = all.filter((route) => route.id !== 'not-found');
    expect(named.map((route) => route.id).sort()).toEqual(Object.keys(adminRoutes).sort());
    for (const route of named) expect(route.path).toBe(adminRoutes[route.id as keyof typeof adminRoutes]);
  });

  // One style: each screen its own chunk, loaded from its route module under app/routes/.
  it('loads every screen lazily from a route module that exports its Component', async () => {
    for (const route of all) {
      expect(route.Component, route.id).toBeUndefined();
      expect(typeof route.lazy, route.id).toBe('function');
      const module = (await (route.lazy as () => Promise<Partial<RouteObject>>)()) ?? {};
      expect(typeof module.Component, route.id).toBe('function');
    }
  });

  it('gives every screen a title of its own', () => {
    const titles = all.map((route) => (route.handle as { title?: string } | undefined)?.title);
    expect(titles.every((title) => typeof title === 'string' && title.length > 0)).toBe(true);
    expect(new Set(titles).size).toBe(all.length);
  });

  it('uses every route module under app/routes/', () => {
    const modules = readdirSync(ROUTES_DIR).filter((name) => /\.tsx$/.test(name));
    const referenced = all.map((route) => (route.lazy as () => unknown).toString()).join('\n');
    for (const name of modules) {
      expect(referenced, name).toMatch(new RegExp(`routes/${name.replace(/\.tsx$/, '')}(\\.tsx)?['"]`));
    }
  });
});
