import type { TChartPeriod } from '@sarraf/contracts';
import { lazy } from 'react';
import { ar } from '../../i18n/ar';
import { loadChunk } from '../../lib/load-chunk';

/** The price chart, fetched with uPlot only when a screen draws one. */
export const LazyPriceChart = lazy(() => loadChunk(() => import('./price-chart')));

/** The chart periods every history screen offers, in the order of their tabs. */
export const CHART_PERIODS: readonly { key: TChartPeriod; label: string }[] = [
  { key: '7d', label: ar.categories.periods['7d'] },
  { key: '30d', label: ar.categories.periods['30d'] },
  { key: '90d', label: ar.categories.periods['90d'] },
  { key: '1y', label: ar.categories.periods['1y'] },
];
