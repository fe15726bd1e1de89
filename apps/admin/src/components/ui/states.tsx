import type { ReactNode } from 'react';
import { ar } from '../../i18n/ar';

/** Shown while a screen's data loads; announced politely to screen readers. */
export function LoadingState({ label = ar.states.loading }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex items-center gap-3 py-8 text-slate-700">
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-loader border-t-transparent"
      />
      {label}
    </div>
  );
}

/** A list or search with nothing in it: says so, and what to do next. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center">
      <p className="font-bold text-slate-800">{title}</p>
      {children ? <div className="mt-2 text-slate-700">{children}</div> : null}
    </div>
  );
}

/** A failed load: the server's Arabic message when there is one, and a retry. */
export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-6 text-red-900">
      <p className="font-bold">{ar.states.errorTitle}</p>
      <p className="mt-1">{message ?? ar.states.errorText}</p>
      {onRetry ? (
        <button type="button" onClick={onRetry} className={`${buttonClass.secondary} mt-4`}>
          {ar.states.retry}
        </button>
      ) : null}
    </div>
  );
}

/** The back office's button looks, shared so every screen reads the same. */
export const buttonClass = {
  primary:
    'inline-flex items-center justify-center gap-2 rounded-full bg-loader px-5 py-2 font-bold text-white hover:bg-loader/90 disabled:cursor-not-allowed disabled:opacity-60',
  secondary:
    'inline-flex items-center justify-center gap-2 rounded-full border border-loader bg-white px-5 py-2 font-bold text-loader hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60',
  danger:
    'inline-flex items-center justify-center gap-2 rounded-full bg-red-700 px-5 py-2 font-bold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60',
  link: 'font-bold text-loader underline underline-offset-4 hover:no-underline',
} as const;
