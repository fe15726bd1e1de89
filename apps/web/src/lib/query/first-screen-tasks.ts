import { getDigits } from '../digits';
import { prepareFormatsWhenIdle } from '../format';
import { queryClient } from './query-client';
import { cacheWebFont, isWebFontCached, whenQueriesSettle } from '../web-font';

/**
 * What a page does once its first screen has rendered and asked for its data, loaded by
 * lib/after-first-screen.ts after that render, so that none of it is on the critical path:
 * - the formatters the screen will show its figures with, prepared when the browser is idle;
 * - on a first visit, once the screen's queries and what they lead to have arrived, the web font
 *   downloaded for the next page (lib/web-font.ts), so that it never competes with the first
 *   screen for the network.
 * Returns a function that cancels what has not happened yet.
 */
export function afterFirstScreen(): () => void {
  prepareFormatsWhenIdle(getDigits());
  if (isWebFontCached()) return () => undefined;
  return whenQueriesSettle(
    {
      isFetching: () => queryClient.isFetching(),
      subscribe: (listener) => queryClient.getQueryCache().subscribe(listener),
    },
    () => void cacheWebFont(),
  );
}
