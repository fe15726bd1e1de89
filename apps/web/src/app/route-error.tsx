import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { t } from '../i18n/language';
import { isChunkLoadError } from '../lib/load-chunk';

export interface RouteErrorProps {
  /** True when the root layout itself failed, so this screen must bring its own landmark. */
  readonly standalone?: boolean;
}

/**
 * The errorElement of the screens (docs/product.md#loading-overlay): a screen chunk that failed to load or
 * took over 120 s shows an Arabic retry message, never a blank page.
 */
export function RouteError({ standalone = false }: RouteErrorProps) {
  const error = useRouteError();
  const isChunkError = isChunkLoadError(error);
  // Offline, a screen whose code never loaded online is not on the phone (docs/product.md#offline).
  const isNotSaved = isChunkError && !navigator.onLine;

  useEffect(() => {
    // Chunk failures are the network's doing; anything else is a bug worth an operator's eye.
    if (!isChunkError) console.error(error);
  }, [error, isChunkError]);

  const title = isNotSaved
    ? t.states.offlineTitle
    : isChunkError
      ? t.routeError.chunkTitle
      : t.routeError.genericTitle;
  const text = isNotSaved
    ? t.states.offlineText
    : isChunkError
      ? t.routeError.chunkText
      : t.routeError.genericText;
  const content = (
    <section
      aria-labelledby="route-error-title"
      className="mx-auto max-w-xl py-10 text-center"
      {...(isNotSaved ? { 'data-testid': 'offline-state' } : {})}
    >
      <h1 id="route-error-title" className="text-2xl font-bold text-loader">
        {title}
      </h1>
      <p className="mt-4 text-slate-700">{text}</p>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-4">
        <button
          type="button"
          className="rounded-full bg-loader px-6 py-2 font-bold text-white hover:bg-loader/90"
          // A full reload also picks up a new index.html when a deploy replaced the hashed chunks.
          onClick={() => window.location.reload()}
        >
          {t.routeError.retry}
        </button>
        <Link to="/" reloadDocument className="font-bold text-loader underline underline-offset-4">
          {t.routeError.backHome}
        </Link>
      </div>
    </section>
  );

  return standalone ? (
    <main id="main" className="px-4">
      {content}
    </main>
  ) : (
    content
  );
}
