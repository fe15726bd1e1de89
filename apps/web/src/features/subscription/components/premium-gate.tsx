import type { TSubscription } from '@sarraf/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/form';
import { hrefFor } from '../../../config/routes';
import { t } from '../../../i18n/language';
import { isContentOpen } from '../hooks/subscription-state';

/**
 * docs/product.md#a-subscription-that-is-not-active: a subscriber whose subscription is not `active` or
 * `grace` sees premium screens locked behind a clear renew / reactivate call to action, never a blank page.
 */
export function PremiumGate({
  subscription,
  title,
  children,
}: {
  /** Undefined while unknown (loading, or offline): the screen shows rather than a false lock. */
  readonly subscription: TSubscription | null | undefined;
  readonly title: string;
  readonly children: ReactNode;
}) {
  if (subscription === undefined || isContentOpen(subscription)) return <>{children}</>;
  const state = subscription?.state ?? 'none';
  const copy = t.gate[state];
  return (
    <section aria-labelledby="screen-title" className="flex flex-col gap-4" data-testid="premium-gate">
      <h1 id="screen-title" className="text-2xl font-bold text-loader sm:text-3xl">
        {title}
      </h1>
      <div className="flex flex-col items-start gap-4 rounded-2xl border-2 border-amber-400 bg-amber-50 p-5">
        <p className="flex items-center gap-2 text-lg font-bold text-amber-950">
          {/* An SVG, not the 🔒 emoji: many low-end phones have no emoji font. */}
          <svg viewBox="0 0 24 24" className="size-6 shrink-0" aria-hidden="true">
            <rect x="5" y="10" width="14" height="10" rx="2" fill="currentColor" />
            <path d="M8 10V7a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
          {copy.title}
        </p>
        <p className="leading-relaxed text-amber-950">{copy.text}</p>
        <Link to={`${hrefFor('client.profile')}#subscription`} className={buttonClass.primary}>
          {copy.action}
        </Link>
      </div>
    </section>
  );
}
