import { ar } from '../../../i18n/ar';

export interface DaySeries {
  label: string;
  colour: string;
  values: readonly number[];
}

interface DayChartProps {
  /** The days, oldest first (`YYYY-MM-DD`). */
  days: readonly string[];
  /** Stacked bars, or one line (the first series) for a level such as the active base. */
  series: readonly DaySeries[];
  kind?: 'bars' | 'line';
  /** The text alternative of the drawing (the figure's caption says the same in full). */
  label: string;
  format: (value: number) => string;
}

// Each day is a 10-unit slot of a 100-unit-high drawing stretched to the box; lines keep their
// width whatever the stretch (non-scaling-stroke).
const SLOT = 10;
const HEIGHT = 100;

/**
 * A chart over days, drawn as SVG: a few kilobytes instead of a chart library, crisp at any width,
 * and every bar titled with its day and value for a pointer. Time runs left to right, as on every
 * chart, so the drawing is LTR inside the RTL page.
 */
export function DayChart({ days, series, kind = 'bars', label, format }: DayChartProps) {
  const totals = days.map((_day, index) =>
    kind === 'bars'
      ? series.reduce((sum, line) => sum + (line.values[index] ?? 0), 0)
      : (series[0]?.values[index] ?? 0),
  );
  const max = Math.max(1, ...totals);
  const y = (value: number) => HEIGHT - (value / max) * HEIGHT;
  const width = Math.max(1, days.length) * SLOT;
  const first = series[0];

  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm text-slate-700">{ar.revenue.chartMax(format(Math.max(...totals, 0)))}</p>
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-36 w-full rounded bg-slate-50 sm:h-44"
      >
        {[0, HEIGHT / 2, HEIGHT].map((at) => (
          <line
            key={at}
            x1={0}
            x2={width}
            y1={at}
            y2={at}
            stroke="#94a3b8"
            strokeWidth={1}
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {kind === 'line' && first ? (
          <>
            <polygon
              fill={first.colour}
              fillOpacity={0.15}
              points={[
                `0,${HEIGHT}`,
                ...first.values.map((value, index) => `${index * SLOT + SLOT / 2},${y(value)}`),
                `${width},${HEIGHT}`,
              ].join(' ')}
            />
            <polyline
              fill="none"
              stroke={first.colour}
              strokeWidth={2.5}
              vectorEffect="non-scaling-stroke"
              points={first.values.map((value, index) => `${index * SLOT + SLOT / 2},${y(value)}`).join(' ')}
            />
            {first.values.map((value, index) => (
              <rect key={days[index]} x={index * SLOT} y={0} width={SLOT} height={HEIGHT} fill="transparent">
                <title>{`${days[index]}: ${format(value)}`}</title>
              </rect>
            ))}
          </>
        ) : (
          days.map((day, index) => {
            let base = HEIGHT;
            return (
              <g key={day}>
                <title>
                  {[day, ...series.map((line) => `${line.label}: ${format(line.values[index] ?? 0)}`)].join(
                    ' · ',
                  )}
                </title>
                {series.map((line) => {
                  const value = line.values[index] ?? 0;
                  const height = (value / max) * HEIGHT;
                  base -= height;
                  return value > 0 ? (
                    <rect
                      key={line.label}
                      x={index * SLOT + 1}
                      width={SLOT - 2}
                      y={base}
                      height={height}
                      fill={line.colour}
                    />
                  ) : null;
                })}
              </g>
            );
          })
        )}
      </svg>
      <p dir="ltr" className="flex justify-between text-sm text-slate-700">
        <span>{days[0]}</span>
        <span>{days.at(-1)}</span>
      </p>
    </div>
  );
}
