import type { ReactNode } from 'react';

/** One screen: its h1 (the route's Arabic title), an optional lead, then its content. */
export function Screen({
  title,
  lead,
  actions,
  children,
}: {
  readonly title: string;
  readonly lead?: ReactNode;
  readonly actions?: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <section aria-labelledby="screen-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 id="screen-title" className="text-2xl font-bold text-loader sm:text-3xl">
            {title}
          </h1>
          {lead ? <p className="mt-2 leading-relaxed text-slate-700">{lead}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** A white card with an optional heading. */
export function Card({
  title,
  titleId,
  children,
  className = '',
}: {
  readonly title?: ReactNode;
  readonly titleId?: string;
  readonly children: ReactNode;
  readonly className?: string;
}) {
  return (
    <section
      aria-labelledby={title && titleId ? titleId : undefined}
      className={`rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 ${className}`}
    >
      {title ? (
        <h2 id={titleId} className="mb-3 text-lg font-bold text-loader">
          {title}
        </h2>
      ) : null}
      {children}
    </section>
  );
}
