import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PortalRoot } from './app/portal-root';
import { createPortalRouter } from './app/router';
import { applyDocumentLanguage, setLanguage, storedLanguage } from './i18n/language';
import { applyCachedWebFont } from './lib/web-font';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Before any text renders, so that a cached font is used from the first frame (lib/web-font.ts).
applyCachedWebFont();

// A visitor who chose English gets its catalogue before the first render, fetched in parallel with
// the first screen's chunks (index.html has already set `<html lang dir>`, so nothing flips). If it
// cannot arrive (offline, never cached), the portal shows in Arabic rather than not at all.
const languageReady =
  storedLanguage() === 'en'
    ? setLanguage('en', false).catch(() => applyDocumentLanguage('ar'))
    : Promise.resolve();

// Three short tasks instead of one long one on a slow phone's CPU (docs/design.md#short-tasks): this
// one has evaluated the modules; the next creates the router, which starts the first navigation (its
// chunks and guard); the one after renders the root layout under the overlay index.html paints.
setTimeout(() => {
  const router = createPortalRouter();
  setTimeout(() => {
    void languageReady.then(() =>
      createRoot(container).render(
        <StrictMode>
          <PortalRoot router={router} />
        </StrictMode>,
      ),
    );
  }, 0);
}, 0);
