import type { TChartPeriod } from '@sarraf/contracts';
import { lazy } from 'react';
import { t } from '../../i18n/language';
import { loadChunk } from '../../lib/load-chunk';

/** The price chart, fetched with uPlot only when a screen draws one. */
export const LazyPriceChart = lazy(() => loadChunk(() => import('./price-chart')));

/**
 * The chart periods every history screen offers, in the order of their tabs; each label is read
 * from the catalogue of the language in use when it is shown.
 */
export const CHART_PERIODS: readonly { key: TChartPeriod; label: string }[] = (
  ['7d', '30d', '90d', '1y'] as const
).map((key) => ({
  key,
  get label() {
    return t.categories.periods[key];
  },
}));
