// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createLoadingStore, loadingStore, useLoading } from './loading-store';

describe('loading store', () => {
  it('starts true, for the portal store and a new one', () => {
    expect(loadingStore.get()).toBe(true);
    expect(createLoadingStore().get()).toBe(true);
  });

  it('turns off and back on', () => {
    const store = createLoadingStore();
    store.set(false);
    expect(store.get()).toBe(false);
    store.set(true);
    expect(store.get()).toBe(true);
  });

  it('notifies subscribers of each change and stops after unsubscribe', () => {
    const store = createLoadingStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set(false);
    store.set(true);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.set(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('does not notify when the value does not change', () => {
    const store = createLoadingStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.set(true);
    expect(listener).not.toHaveBeenCalled();
  });

  it('re-renders components that read it', () => {
    const store = createLoadingStore();
    const { result } = renderHook(() => useLoading(store));
    expect(result.current).toBe(true);
    act(() => store.set(false));
    expect(result.current).toBe(false);
  });
});
