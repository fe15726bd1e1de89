import type { ReactNode } from 'react';
import { t } from '../../i18n/language';

/** A screen part still loading: announced politely, with a visible skeleton so the layout holds. */
export function LoadingState({ label = t.states.loading }: { readonly label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-3 py-4" data-testid="loading-state">
      <span className="sr-only">{label}</span>
      {[0, 1, 2].map((row) => (
        <div key={row} aria-hidden="true" className="h-12 animate-pulse rounded-xl bg-slate-200" />
      ))}
    </div>
  );
}

/** Nothing to show, said plainly (never a blank area). */
export function EmptyState({ children }: { readonly children?: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-slate-700">
      {children ?? t.states.empty}
    </p>
  );
}

/** A failed load, with the reason and a retry. */
export function ErrorState({
  message,
  onRetry,
}: {
  readonly message?: string;
  readonly onRetry?: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-4 text-red-900"
    >
      <p>{message ?? t.states.error}</p>
      {onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          className="rounded-full bg-red-800 px-5 py-2 font-bold text-white hover:bg-red-900"
        >
          {t.states.retry}
        </button>
      ) : null}
    </div>
  );
}

/**
 * Offline, and nothing of this on the phone (a screen or its data never loaded online): said
 * plainly, with a retry for when the connection is back (docs/product.md#offline).
 */
export function OfflineState({ onRetry }: { readonly onRetry?: () => void }) {
  return (
    <div
      role="status"
      data-testid="offline-state"
      className="flex flex-col items-start gap-2 rounded-xl border border-dashed border-amber-400 bg-amber-50 px-4 py-4 text-amber-950"
    >
      <p className="font-bold">{t.states.offlineTitle}</p>
      <p className="leading-relaxed">{t.states.offlineText}</p>
      {onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          className="mt-1 rounded-full bg-loader px-5 py-2 font-bold text-white hover:bg-loader/90"
        >
          {t.states.retry}
        </button>
      ) : null}
    </div>
  );
}

/** A short notice above content: stale prices, offline copies, a saved form. */
export function Notice({
  tone = 'info',
  children,
}: {
  readonly tone?: 'info' | 'warning' | 'success';
  readonly children: ReactNode;
}) {
  const colours = {
    info: 'border-sky-200 bg-sky-50 text-sky-950',
    warning: 'border-amber-300 bg-amber-50 text-amber-950',
    success: 'border-emerald-200 bg-emerald-50 text-emerald-950',
  }[tone];
  return <div className={`rounded-xl border px-4 py-3 leading-relaxed ${colours}`}>{children}</div>;
}
