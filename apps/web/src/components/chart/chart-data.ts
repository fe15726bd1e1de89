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

/** Pixels kept clear beyond an axis's widest label, for the glyphs' anti-aliased edges. */
export const AXIS_LABEL_MARGIN = 4;

/**
 * The width an axis needs for its labels as drawn: the widest one measured in the canvas's own font
 * (`measure`), plus the tick and the gap beside it. A fixed width clipped «١٫٦٦ ألف» to «لف» at
 * the canvas's edge; a label is only as wide as its font, language and digits make it.
 */
export function axisSizeFor(
  labels: readonly (string | null)[],
  measure: (label: string) => number,
  tickSize: number,
  gap: number,
): number {
  const widest = Math.max(0, ...labels.map((label) => (label ? measure(label) : 0)));
  return Math.ceil(widest + tickSize + gap + AXIS_LABEL_MARGIN);
}

/**
 * How a chart's value axis is shared (docs/product.md#charts-with-distant-levels): one axis, or
 * two (`lower` series on the left, `upper` on the right) when the lines' levels are far apart.
 */
export type ChartScale =
  | { readonly kind: 'shared' }
  | { readonly kind: 'split'; readonly lower: readonly number[]; readonly upper: readonly number[] };

/** Above this ratio of the highest line's level to the lowest's, one axis flattens the lower line. */
export const SPLIT_RATIO = 2;

function median(values: readonly (number | null)[]): number | null {
  const sorted = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? null)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * Split axes when the series' levels (each series' median) differ by more than `SPLIT_RATIO`:
 * the lines are cut into two groups at the widest ratio between neighbouring levels, each with its
 * own axis fitted to it. A log scale was the other choice, but it keeps a 0.5 % move of the lower
 * line as flat as a linear one does (the decades between the levels still fill the axis), and
 * moves of that size are what a reader looks for in a rate.
 */
export function chooseChartScale(ys: readonly (readonly (number | null)[])[]): ChartScale {
  const levels = ys
    .map((values, index) => ({ index, level: median(values) }))
    .filter((entry): entry is { index: number; level: number } => entry.level !== null && entry.level > 0)
    .sort((a, b) => a.level - b.level);
  const lowest = levels[0];
  const highest = levels.at(-1);
  if (!lowest || !highest || highest.level / lowest.level <= SPLIT_RATIO) return { kind: 'shared' };
  let cut = 1;
  for (let position = 1; position < levels.length; position += 1) {
    const ratio = (levels[position]?.level ?? 0) / (levels[position - 1]?.level ?? 1);
    const widest = (levels[cut]?.level ?? 0) / (levels[cut - 1]?.level ?? 1);
    if (ratio > widest) cut = position;
  }
  return {
    kind: 'split',
    lower: levels
      .slice(0, cut)
      .map((entry) => entry.index)
      .sort((a, b) => a - b),
    upper: levels
      .slice(cut)
      .map((entry) => entry.index)
      .sort((a, b) => a - b),
  };
}
