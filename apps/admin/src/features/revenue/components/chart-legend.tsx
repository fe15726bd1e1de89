export interface LegendEntry {
  label: string;
  colour: string;
}

/** What each colour of a chart stands for, in words beside a swatch. */
export function ChartLegend({ entries }: { entries: readonly LegendEntry[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800">
      {entries.map((entry) => (
        <li key={entry.label} className="flex items-center gap-1.5">
          {/* A drawn swatch: the strict CSP allows no style attribute, and a fill is not one. */}
          <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
            <rect width="12" height="12" rx="2" fill={entry.colour} />
          </svg>
          {entry.label}
        </li>
      ))}
    </ul>
  );
}
