import type { TRateHistory } from '@sarraf/contracts';
import { sidesOf } from '../../../components/chart/chart-data';

export type HistorySide = TRateHistory['series'][number]['side'];

/** The order sides are offered in: what a subscriber pays first, as on the category charts. */
const SIDE_ORDER: readonly HistorySide[] = ['sell', 'buy', 'mid'];

/** Nothing to draw: no line has a point in the period. */
export function isEmptyHistory(history: Pick<TRateHistory, 'series'>): boolean {
  return history.series.every((line) => line.points.length === 0);
}

/**
 * What the history shows for the chosen side: the sides to offer, the side drawn (the chosen one
 * while the answer has it, else the first), its lines' lowest and highest value for the text
 * alternative, and whether the rates are reference ones (then the chart says «سعر مرجعي»).
 */
export function historyView(history: TRateHistory, chosen: HistorySide | null) {
  const sides = sidesOf(history.series, SIDE_ORDER);
  const side = chosen && sides.includes(chosen) ? chosen : (sides[0] ?? 'mid');
  const lines = history.series.filter((line) => line.side === side && line.points.length > 0);
  const values = lines.flatMap((line) => line.points.map(([, value]) => Number(value)));
  return {
    sides,
    side,
    lineCount: lines.length,
    low: values.length > 0 ? Math.min(...values) : null,
    high: values.length > 0 ? Math.max(...values) : null,
    isReference: history.rate_kind === 'reference',
  };
}
