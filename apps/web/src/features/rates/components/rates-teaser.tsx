import { lazy, Suspense } from 'react';
import { loadChunk } from '../../../lib/load-chunk';
import { readLandingTeaser } from '../api/landing-teaser';
import { pick, RatesTeaserSkeleton, TeaserRates } from './teaser-rates';

// The live part needs TanStack Query, which the landing's first render does without.
const LiveRatesTeaser = lazy(() => loadChunk(() => import('./live-rates-teaser')));

/**
 * The landing page's teaser: today's main rates at the primary market, with their time. Its first
 * render shows the rates the server wrote into the page (api/landing-teaser.ts), with no script
 * but this one's; the live part then takes over (live-rates-teaser.tsx). Offline the page's copy
 * is not shown: the skeleton waits for the list's saved copy, which says how old it is.
 */
export function RatesTeaser() {
  const inline = navigator.onLine ? readLandingTeaser() : null;
  const first =
    inline && inline.currencies.length > 0 ? (
      <TeaserRates rows={pick(inline.currencies, inline.source_id ?? undefined)} offlineSavedAt={null} />
    ) : (
      <RatesTeaserSkeleton />
    );
  return (
    <Suspense fallback={first}>
      <LiveRatesTeaser />
    </Suspense>
  );
}
