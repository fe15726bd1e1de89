import { useEffect, useMemo, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { getLanguage, t } from '../../i18n/language';
import type { DigitStyle } from '../../lib/digits';
import { formatDayMonth } from '../../lib/format';
import { isolate } from '../../lib/text-direction';
import { useServiceZone } from '../../lib/service-zone';
import { alignSeries, axisSizeFor, chooseChartScale, formatAxisValue, type ChartLine } from './chart-data';

// Distinguishable on white and in greyscale; the legend names each line too.
const COLOURS = ['#19386f', '#b45309', '#047857', '#b91c1c', '#6d28d9', '#0e7490'];
const DAY_SECONDS = 86_400;
// The axes' text, set here rather than left to uPlot so that its widths can be measured.
const AXIS_FONT = '12px system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif';
const TICK_SIZE = 10;
const TICK_GAP = 5;
// A reference rate's line: dashed, so it is never taken for a market's.
const REFERENCE_DASH = [8, 5];

/** A label's width in CSS pixels as the plot's canvas draws it in the axes' font. */
const measureIn = (plot: uPlot) => (label: string) => {
  plot.ctx.save();
  plot.ctx.font = AXIS_FONT;
  const width = plot.ctx.measureText(label).width;
  plot.ctx.restore();
  return width;
};

export interface PriceChartProps {
  readonly series: readonly ChartLine[];
  readonly side: string;
  readonly digits: DigitStyle;
  /** The legend's name of a line without a source (a national price, a reference rate). */
  readonly unsourcedLabel?: string;
  /** The legend's name of a line (default: its source's name, else `unsourcedLabel`). */
  readonly lineLabel?: (line: ChartLine) => string;
  /** Every line dashed: reference rates, not a market's. */
  readonly isDashed?: boolean;
  /** The chart's text alternative (first, last, lowest and highest price). */
  readonly summary: string;
}

/**
 * The uPlot chart (~50 KB, fast on low-end phones). This module is the only importer of
 * uPlot and is loaded lazily by the screens that draw it (category details, the converter's and a
 * currency's history). Time runs left to right, as on every chart, so the canvas is LTR inside the
 * RTL page; a text summary stands in for screen readers.
 */
export default function PriceChart({
  series,
  side,
  digits,
  summary,
  unsourcedLabel = t.categories.chartValue,
  lineLabel,
  isDashed = false,
}: PriceChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const aligned = useMemo(() => alignSeries(series, side), [series, side]);
  // Lines far apart (old and new rials) get an axis each, so the lower one is not drawn flat.
  const scale = useMemo(() => chooseChartScale(aligned.ys), [aligned]);
  const nameOf = (index: number) => isolate(aligned.series[index]?.source?.name ?? unsourcedLabel);
  // Days are the service's (docs/design.md#one-clock): ticks at its midnights, labelled in it.
  const zone = useServiceZone();

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const width = Math.max(260, element.clientWidth);
    const labelOf = (line: ChartLine) =>
      lineLabel ? lineLabel(line) : line.source ? isolate(line.source.name) : unsourcedLabel;
    const textDirection: CanvasDirection = getLanguage() === 'ar' ? 'rtl' : 'ltr';
    // The time axis's labels as last laid out, for the padding right of the plot.
    let timeLabels: string[] = [];
    const scaleOf = (index: number) =>
      scale.kind === 'split' ? (scale.lower.includes(index) ? 'lower' : 'upper') : 'y';
    const valueAxis = (scaleKey: string, side: uPlot.Axis.Side, colour: string): uPlot.Axis => ({
      scale: scaleKey,
      side,
      // Compact prices on the axis ("185 ألف"); the exact ones are in the quotes above.
      values: (_plot, ticks) => ticks.map((tick) => formatAxisValue(tick, digits)),
      stroke: colour,
      font: AXIS_FONT,
      gap: TICK_GAP,
      ticks: { size: TICK_SIZE },
      grid: { stroke: '#e2e8f0', show: scaleKey !== 'upper' },
      size: (plot, values) => axisSizeFor(values ?? [], measureIn(plot), TICK_SIZE, TICK_GAP),
    });
    // A split chart's axis takes the colour of its line when it has one line.
    const axisColour = (indices: readonly number[]) =>
      indices.length === 1 ? (COLOURS[(indices[0] ?? 0) % COLOURS.length] ?? '#334155') : '#334155';
    const valueAxes =
      scale.kind === 'split'
        ? [valueAxis('lower', 3, axisColour(scale.lower)), valueAxis('upper', 1, axisColour(scale.upper))]
        : [valueAxis('y', 3, '#334155')];
    const options: uPlot.Options = {
      width,
      height: Math.round(Math.min(320, width * 0.65)),
      scales: {
        x: {
          time: true,
          // A single day (a reference rate imported once): uPlot would widen the axis by 86,400
          // of its milliseconds, years of our seconds; show the day between its neighbours.
          range: (_plot, min, max) => {
            const only = aligned.xs.length === 1 ? aligned.xs[0] : undefined;
            return only === undefined ? [min, max] : [only - DAY_SECONDS, only + DAY_SECONDS];
          },
        },
        ...(scale.kind === 'split' ? { lower: { auto: true }, upper: { auto: true } } : {}),
      },
      // The last day's label is centred on its tick: half of it must fit right of the plot.
      padding: [
        null,
        (plot) => Math.max(12, Math.ceil(axisSizeFor(timeLabels, measureIn(plot), 0, 0) / 2)),
        null,
        null,
      ],
      legend: {
        show: true,
        live: false,
        markers: { dash: (plot, index) => (plot.series[index]?.dash ? 'dashed' : 'solid') },
      },
      tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), zone),
      cursor: { drag: { x: false, y: false } },
      axes: [
        {
          values: (_plot, ticks) =>
            (timeLabels = ticks.map((tick) => formatDayMonth(tick * 1000, digits, undefined, { zone }))),
          stroke: '#334155',
          font: AXIS_FONT,
          grid: { stroke: '#e2e8f0' },
          // Room for "22 نوفمبر" between ticks on a 320 px phone.
          space: 70,
        },
        ...valueAxes,
      ],
      series: [
        { label: t.categories.chartTime },
        ...aligned.series.map((line, index) => ({
          label: labelOf(line),
          scale: scaleOf(index),
          stroke: COLOURS[index % COLOURS.length],
          width: 2,
          spanGaps: true,
          ...(isDashed ? { dash: REFERENCE_DASH } : {}),
        })),
      ],
      hooks: {
        // Before each frame (a resize resets the context): the canvas writes Arabic right to left,
        // so «١٫٦٦ ألف» and «٢٨ نوفمبر» read as on the page, while time still runs left to right.
        drawClear: [
          (plot) => {
            plot.ctx.direction = textDirection;
          },
        ],
      },
    };
    const plot = new uPlot(options, [aligned.xs, ...aligned.ys], element);
    const resize = new ResizeObserver(() => {
      const next = Math.max(260, element.clientWidth);
      if (next !== plot.width) plot.setSize({ width: next, height: Math.round(Math.min(320, next * 0.65)) });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [aligned, scale, digits, unsourcedLabel, lineLabel, isDashed, zone]);

  return (
    <figure className="flex flex-col gap-2">
      {scale.kind === 'split' ? (
        <p className="text-sm font-bold text-slate-800" data-testid="chart-scale">
          {t.categories.splitScale(scale.lower.map(nameOf).join('، '), scale.upper.map(nameOf).join('، '))}
        </p>
      ) : null}
      <div
        ref={container}
        dir="ltr"
        aria-hidden="true"
        className="w-full overflow-hidden"
        data-scale={scale.kind}
        data-testid="price-chart"
      />
      <figcaption className="text-sm leading-relaxed text-slate-700">{summary}</figcaption>
    </figure>
  );
}
