// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWatchAfterFirstRender, type Watch } from './use-watch-after-first-render';

afterEach(cleanup);

function Shown({ load, enabled }: { load: () => Promise<Watch<string>>; enabled?: boolean }) {
  const value = useWatchAfterFirstRender(load, enabled);
  return <p>{value ?? 'none yet'}</p>;
}

/** A watch whose values the test sends, with a spy on its unsubscribe. */
function controlledWatch() {
  let send: ((value: string) => void) | undefined;
  const stop = vi.fn();
  const watch: Watch<string> = (onChange) => {
    send = onChange;
    return stop;
  };
  return {
    watch,
    stop,
    isWatching: () => send !== undefined,
    send: (value: string) => act(() => send?.(value)),
  };
}

describe('useWatchAfterFirstRender', () => {
  it('renders without the value first, then each value the watch sends, and stops on unmount', async () => {
    const { watch, stop, send, isWatching } = controlledWatch();
    const { unmount } = render(<Shown load={() => Promise.resolve(watch)} />);
    expect(screen.getByText('none yet')).toBeTruthy();
    // The module loads like any lazy one (lib/load-chunk.ts), the screens' texts with it.
    await vi.waitFor(() => expect(isWatching()).toBe(true));
    send('534.90');
    expect(screen.getByText('534.90')).toBeTruthy();
    send('535.10');
    expect(screen.getByText('535.10')).toBeTruthy();
    unmount();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('loads nothing while disabled', () => {
    const load = vi.fn(() => Promise.resolve(controlledWatch().watch));
    render(<Shown load={load} enabled={false} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('none yet')).toBeTruthy();
  });

  it('keeps showing what it had when the module cannot load', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    render(<Shown load={load} />);
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText('none yet')).toBeTruthy();
  });
});
