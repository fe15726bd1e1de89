export interface CategoryBar {
  key: string;
  label: string;
  value: number;
  /** The value as the table shows it. */
  text: string;
}

/**
 * Horizontal bars for a few named things (plans, failure reasons): the name, a bar in proportion
 * to the largest, the number. The whole is one image for a screen reader (its label); the table
 * under it holds the same numbers.
 */
export function CategoryBars({
  bars,
  colour,
  label,
}: {
  bars: readonly CategoryBar[];
  colour: string;
  label: string;
}) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <div role="img" aria-label={label} className="flex flex-col gap-2">
      {bars.map((bar) => (
        <div key={bar.key} className="grid grid-cols-[minmax(6rem,10rem)_1fr_auto] items-center gap-2">
          <span className="truncate text-sm text-slate-800">{bar.label}</span>
          <svg viewBox="0 0 100 10" preserveAspectRatio="none" className="h-4 w-full rounded bg-slate-100">
            {/* From the right, where an Arabic line starts. */}
            <rect
              x={100 - (bar.value / max) * 100}
              width={(bar.value / max) * 100}
              height={10}
              fill={colour}
            />
          </svg>
          <span dir="ltr" className="text-sm font-bold text-slate-900">
            {bar.text}
          </span>
        </div>
      ))}
    </div>
  );
}
