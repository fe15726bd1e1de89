// @vitest-environment jsdom
import { createMemoryRouter, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createLoadingStore } from '../lib/loading-store';
import { clearLoadingAfterEachNavigation } from './navigation-loading';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const Screen = () => null;

describe('clearLoadingAfterEachNavigation', () => {
  it('keeps the flag set until the first lazy screen has loaded, then clears it', async () => {
    const chunk = deferred<{ Component: typeof Screen }>();
    const routes: RouteObject[] = [{ path: '/', lazy: () => chunk.promise }];
    const router = createMemoryRouter(routes);
    const store = createLoadingStore();
    clearLoadingAfterEachNavigation(router, store);

    await Promise.resolve();
    expect(store.get()).toBe(true);
    chunk.resolve({ Component: Screen });
    await chunk.promise;
    await new Promise((r) => setTimeout(r, 0));
    expect(store.get()).toBe(false);
    router.dispose();
  });

  it('clears the flag at the end of each later navigation, not at its start', async () => {
    const data = deferred<string>();
    const routes: RouteObject[] = [
      { path: '/', Component: Screen },
      { path: '/next', Component: Screen, loader: () => data.promise },
    ];
    const router = createMemoryRouter(routes);
    const store = createLoadingStore();
    clearLoadingAfterEachNavigation(router, store);
    expect(store.get()).toBe(false);

    store.set(true);
    const navigation = router.navigate('/next');
    await Promise.resolve();
    expect(router.state.navigation.state).toBe('loading');
    expect(store.get()).toBe(true);

    data.resolve('ok');
    await navigation;
    expect(router.state.location.pathname).toBe('/next');
    expect(store.get()).toBe(false);
    router.dispose();
  });

  it('leaves the flag alone when data reloads without a navigation', async () => {
    const routes: RouteObject[] = [{ path: '/', Component: Screen, loader: () => 'rates' }];
    const router = createMemoryRouter(routes, { hydrationData: { loaderData: { 0: 'rates' } } });
    const store = createLoadingStore();
    clearLoadingAfterEachNavigation(router, store);

    store.set(true);
    await router.revalidate();
    expect(store.get()).toBe(true);
    router.dispose();
  });

  it('stops when unsubscribed', async () => {
    const routes: RouteObject[] = [
      { path: '/', Component: Screen },
      { path: '/next', Component: Screen },
    ];
    const router = createMemoryRouter(routes);
    const store = createLoadingStore();
    const unsubscribe = clearLoadingAfterEachNavigation(router, store);
    store.set(true);
    unsubscribe();
    await router.navigate('/next');
    expect(store.get()).toBe(true);
    router.dispose();
  });
});
