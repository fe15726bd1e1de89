import { useEffect } from 'react';
import { loadChunk } from './load-chunk';

let started = false;

/**
 * Called by the first screen of a page load once it has rendered (the landing page, or the layout
 * above every other screen): starts the page's deferred work (lib/query/first-screen-tasks.ts)
 * once per page load. Its module comes with TanStack Query, which the landing page's first render
 * does without.
 */
export function useAfterFirstScreen(): void {
  useEffect(() => {
    if (started) return;
    started = true;
    void loadChunk(() => import('./query/first-screen-tasks')).then(
      (tasks) => tasks.afterFirstScreen(),
      // Offline or a failed chunk: the formatters are made on first use, the font waits for a visit.
      () => undefined,
    );
  }, []);
}
