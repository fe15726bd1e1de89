import type { TRateHistory } from '@sarraf/contracts';
import { sidesOf } from '../../../components/chart/chart-data';

export type HistorySide = TRateHistory['series'][number]['side'];
export type HistoryLine = TRateHistory['series'][number];

/** The order sides are offered in: what a subscriber pays first, as on the category charts. */
const SIDE_ORDER: readonly HistorySide[] = ['sell', 'buy', 'mid'];

/** Nothing to draw: no line has a point in the period. */
export function isEmptyHistory(history: Pick<TRateHistory, 'series'>): boolean {
  return history.series.every((line) => line.points.length === 0);
}

/** A market the history can draw: one with points in the period. */
export interface HistoryMarket {
  readonly id: number;
  readonly name: string;
}

/** What the reader picked, and what the screen asks for first (the converter: its answer's). */
export interface HistoryChoice {
  readonly side?: HistorySide | null;
  readonly marketId?: number | null;
}

/**
 * What the history draws: the markets and sides to offer, the market and side drawn (the reader's
 * choice while the answer has it, else the screen's preference, else the first), their lines,
 * the lines' lowest and highest value for the text alternative, and whether the rates are
 * reference ones (then the chart says «سعر مرجعي» and draws them dashed, never as a market).
 *
 * One market at a time, rather than every market on one chart or a change in percent: the rial
 * stands near 530 in Sana'a and near 1,600 in Aden, so one axis draws both lines flat, two axes
 * cost a 360 px phone a quarter of its width and leave the reader matching lines to axes, and a
 * percentage hides the rate the reader is comparing with the result. A market's own axis shows
 * its moves in rials, next to the answer that used them (docs/product.md#the-converter).
 */
export function historyView(
  history: TRateHistory,
  chosen: HistoryChoice = {},
  preferred: HistoryChoice = {},
) {
  const isReference = history.rate_kind === 'reference';
  const drawn = history.series.filter((line) => line.points.length > 0);
  const markets: HistoryMarket[] = [];
  if (!isReference) {
    for (const line of drawn) {
      if (line.source && !markets.some((market) => market.id === line.source?.id))
        markets.push({ id: line.source.id, name: line.source.name });
    }
  }
  const pick = <T>(options: readonly T[], ...wishes: (T | null | undefined)[]): T | undefined =>
    wishes.find((wish): wish is T => wish !== null && wish !== undefined && options.includes(wish)) ??
    options[0];
  const marketId = pick(
    markets.map((market) => market.id),
    chosen.marketId,
    preferred.marketId,
  );
  // A reference history is one line (its source, if any, only ties the rial in): all of it.
  const ofMarket = isReference ? drawn : drawn.filter((line) => line.source?.id === marketId);
  const sides = sidesOf(ofMarket, SIDE_ORDER);
  const side = pick(sides, chosen.side, preferred.side) ?? 'mid';
  const lines = ofMarket.filter((line) => line.side === side);
  const values = lines.flatMap((line) => line.points.map(([, value]) => Number(value)));
  return {
    markets,
    marketId: marketId ?? null,
    sides,
    side,
    lines,
    lineCount: lines.length,
    low: values.length > 0 ? Math.min(...values) : null,
    high: values.length > 0 ? Math.max(...values) : null,
    isReference,
  };
}
