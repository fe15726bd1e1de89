import { ar } from '../i18n/ar';
import { DocumentTitle } from './document-title';

/**
 * What opens every back-office page, signed in or not: the tab's title and a link that lets a
 * keyboard skip the header and menu straight to the page's own content (`#main`).
 */
export function PageOpening() {
  return (
    <>
      <DocumentTitle />
      <a
        href="#main"
        className="sr-only rounded-md bg-white px-4 py-2 font-bold text-loader focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-40"
      >
        {ar.app.skipToContent}
      </a>
    </>
  );
}

/** The service's name and "back office", as the header writes them. */
export function AreaName() {
  return (
    <>
      <span className="text-xl font-bold">{ar.app.name}</span>
      <span className="text-white/90">{ar.app.area}</span>
    </>
  );
}
