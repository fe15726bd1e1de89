import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PortalRoot } from './app/portal-root';
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

// Importing the router has started the first navigation (its chunks and guard). The first render
// (the root layout under the overlay, which index.html already paints) waits for the next task, so
// that evaluating the app and rendering it are two short tasks on a slow phone's CPU instead of one
// long one (README "Portal": 40-55 ms of main-thread work in one task, 4x that on a cheap phone).
setTimeout(() => {
  void languageReady.then(() =>
    createRoot(container).render(
      <StrictMode>
        <PortalRoot />
      </StrictMode>,
    ),
  );
}, 0);
