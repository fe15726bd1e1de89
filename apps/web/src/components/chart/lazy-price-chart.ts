import type { TChartPeriod } from '@sarraf/contracts';
import { lazy } from 'react';
import { t } from '../../i18n/language';
import { loadChunk } from '../../lib/load-chunk';

/** The price chart, fetched with uPlot only when a screen draws one. */
export const LazyPriceChart = lazy(() => loadChunk(() => import('./price-chart')));

/** The chart periods every history screen offers, in the order of their tabs. */
export const CHART_PERIODS: readonly { key: TChartPeriod; label: string }[] = [
  {
    key: '7d',
    get label() {
      return t.categories.periods['7d'];
    },
  },
  {
    key: '30d',
    get label() {
      return t.categories.periods['30d'];
    },
  },
  {
    key: '90d',
    get label() {
      return t.categories.periods['90d'];
    },
  },
  {
    key: '1y',
    get label() {
      return t.categories.periods['1y'];
    },
  },
];
