import { useId, type ReactNode } from 'react';

/**
 * One chart: a figure whose caption is its visible title and, under it, the sentence a screen
 * reader gets instead of the drawing; then the drawing and the numbers it is drawn from.
 */
export function ChartCard({
  title,
  summary,
  children,
}: {
  title: string;
  summary: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <figure
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <figcaption id={id}>
        <span className="block text-lg font-bold text-loader">{title}</span>
        <span className="block text-sm text-slate-700">{summary}</span>
      </figcaption>
      {children}
    </figure>
  );
}
