import type { TChartSeries, TChartSide } from '@sarraf/contracts';

export interface AlignedChart {
  /** Unix seconds, ascending, the union of every series' points. */
  readonly xs: number[];
  /** One array per series, aligned on `xs`; null where that series has no point. */
  readonly ys: (number | null)[][];
  readonly series: readonly TChartSeries[];
}

/**
 * The series to draw for one side (one-price items have only `value`), aligned on a shared time
 * axis as uPlot needs. Sources publish at different times, hence the union and the gaps.
 */
export function alignSeries(all: readonly TChartSeries[], side: TChartSide): AlignedChart {
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
export function sidesOf(all: readonly TChartSeries[]): TChartSide[] {
  const present = new Set(all.filter((line) => line.points.length > 0).map((line) => line.side));
  return (['sell', 'buy', 'value'] as const).filter((side) => present.has(side));
}
