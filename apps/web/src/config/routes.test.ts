import { describe, expect, it } from 'vitest';
import { appRoutes, getRoute, hrefFor, routesWithAccess } from './routes';

// The routes of docs/product.md#routes-and-guards, kept literal ({id} stands for React Router's :id).
const specRoutes = {
  guest: [
    '/client/guest/info/who',
    '/client/guest/info/privacyPolicy',
    '/client/guest/info/terms/and/conditions',
    '/client/subscription-list',
  ],
  'bill-guest': ['/mybill'],
  'bill-auth': ['/mybill/transactions', '/mybill/information'],
  auth: [
    '/client/home',
    '/client/priceSources',
    '/client/priceList',
    '/client/info/who',
    '/client/info/privacyPolicy',
    '/client/info/terms/and/conditions',
    '/client/news',
    '/client/news/details/{id}',
    '/client/exchange/companies',
    '/client/contact/us',
    '/client/currencyConverter',
    '/client/profile',
    '/client/profile/update',
    '/client/internal/items/{id}',
    '/client/category/details/{id}',
    // Alerts, favourites and the digest.
    '/client/alerts',
    '/client/alerts/settings',
    '/client/alerts/notifications',
  ],
} as const;

const toRouterPath = (specPath: string) => specPath.replace(/\{(\w+)\}/g, ':$1');

describe('route table', () => {
  it('holds every documented path exactly once, in its group, plus the landing page', () => {
    for (const [access, paths] of Object.entries(specRoutes)) {
      expect(routesWithAccess(access as keyof typeof specRoutes).map((route) => route.path)).toEqual(
        paths.map(toRouterPath),
      );
    }
    const allPaths = appRoutes.map((route) => route.path);
    expect(new Set(allPaths).size).toBe(allPaths.length);
    expect(allPaths).toHaveLength(Object.values(specRoutes).flat().length + 1);
    expect(getRoute('landing')).toMatchObject({ path: '/', access: 'public' });
  });

  it("has unique names, including the guard's three redirect targets", () => {
    const names = appRoutes.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    expect(getRoute('client.home').path).toBe('/client/home');
    expect(getRoute('client.mybill.login').path).toBe('/mybill');
    expect(getRoute('client.mybill.information').path).toBe('/mybill/information');
  });

  it('gives every route an Arabic title', () => {
    for (const route of appRoutes) expect(route.title).toMatch(/[\u0600-\u06FF]/);
  });

  it('builds URLs from names and parameters', () => {
    expect(hrefFor('client.home')).toBe('/client/home');
    expect(hrefFor('client.news.details', { id: '42' })).toBe('/client/news/details/42');
  });
});
