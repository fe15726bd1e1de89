import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { ar } from '../i18n/ar';

/** What a route says of itself (route-objects.tsx): the screen's title. */
export interface ScreenHandle {
  title: string;
}

const titleOf = (handle: unknown): string | undefined =>
  typeof handle === 'object' && handle !== null && 'title' in handle && typeof handle.title === 'string'
    ? handle.title
    : undefined;

/**
 * Sets the document's title to the screen shown («العمليات المالية — لوحة إدارة صرّاف») on every
 * navigation, so tabs, the history and a screen reader's page announcement say which screen it is.
 * Rendered once by each top-level layout; the deepest route with a title names the screen.
 */
export function DocumentTitle() {
  const matches = useMatches();
  const screen = matches.map((match) => titleOf(match.handle)).findLast(Boolean);
  useEffect(() => {
    document.title = screen ? ar.documentTitle(screen) : ar.app.documentTitle;
  }, [screen]);
  return null;
}
