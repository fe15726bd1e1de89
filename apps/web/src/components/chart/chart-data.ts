import type { DigitStyle } from '../../lib/digits';
import { formatNumber } from '../../lib/format';

/**
 * One line of a chart: a source (null: no market, e.g. a national or reference price), a side and
 * its points `[unix seconds, decimal]`, oldest first. Category charts and rate histories share it.
 */
export interface ChartLine<S extends string = string> {
  readonly source: { readonly name: string } | null;
  readonly side: S;
  readonly points: readonly (readonly [number, string])[];
}

export interface AlignedChart<L extends ChartLine> {
  /** Unix seconds, ascending, the union of every series' points. */
  readonly xs: number[];
  /** One array per series, aligned on `xs`; null where that series has no point. */
  readonly ys: (number | null)[][];
  readonly series: readonly L[];
}

/**
 * The series to draw for one side, aligned on a shared time axis as uPlot needs. Sources publish
 * at different times, hence the union and the gaps.
 */
export function alignSeries<L extends ChartLine>(all: readonly L[], side: L['side']): AlignedChart<L> {
  const series = all.filter((line) => line.side === side && line.points.length > 0);
  const xs = [...new Set(series.flatMap((line) => line.points.map(([time]) => time)))].sort((a, b) => a - b);
  const index = new Map(xs.map((time, position) => [time, position]));
  const ys = series.map((line) => {
    const values: (number | null)[] = xs.map(() => null);
    for (const [time, value] of line.points) values[index.get(time) ?? 0] = Number(value);
    return values;
  });
  return { xs, ys, series };
}

/** The sides present, in the order they are offered. */
export function sidesOf<S extends string>(all: readonly ChartLine<S>[], order: readonly S[]): S[] {
  const present = new Set(all.filter((line) => line.points.length > 0).map((line) => line.side));
  return order.filter((side) => present.has(side));
}

/**
 * A price on the value axis: compact for large ones ("185 ألف"), four significant digits so that
 * close ticks stay apart (1.255 beside 1.26) and a small rate keeps its digits (0.00482 pounds per
 * yen, which a fixed one decimal would show as 0 on every tick).
 */
export function formatAxisValue(value: number, digits: DigitStyle): string {
  return formatNumber(value, digits, { notation: 'compact', maximumSignificantDigits: 4 });
}
