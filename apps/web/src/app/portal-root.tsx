import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { useLanguage } from '../i18n/language';

/**
 * The router's view, re-mounted when the language changes: components read their texts from the
 * catalogue while they render (i18n/language.ts), so a fresh render of every screen shows the new
 * language without a reload. The router, its location and the query cache live outside and stay.
 */
export function PortalRoot({ router }: { readonly router: DataRouter }) {
  const language = useLanguage();
  return <RouterProvider key={language} router={router} />;
}
