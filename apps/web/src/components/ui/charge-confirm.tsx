import type { TPlan, TServiceInfo } from '@sarraf/contracts';
import { useEffect, useRef, type ReactNode } from 'react';
import { hrefFor } from '../../config/routes';
import { t } from '../../i18n/language';
import { useFormat } from '../../lib/use-format';
import { buttonClass, FormMessage } from './form';
import { Bdi } from './bdi';

/** The guests' terms page: readable without sign-in, in the same tab. */
const TERMS_PATH = hrefFor('client.guest.info.terms');

/** When the money moves: now (`amount_minor` of `currency`), or nothing now and the renewal then. */
export type ChargeWhen =
  | { readonly kind: 'now'; readonly amountMinor: number; readonly currency: string }
  | { readonly kind: 'renewal'; readonly at: string; readonly amountMinor: number; readonly currency: string }
  | { readonly kind: 'trial' };

/**
 * The one screen before any charge (docs/product.md#before-a-charge): the plan, its price and
 * period, what is taken now, the automatic renewal, how to stop, the terms, and ONE explicit
 * button that names the charge. The HE one-tap subscription, the subscription after a sign-in
 * code, and a subscriber's reactivation, renewal and change of plan all show it; the button is the
 * consent, so nothing is charged before it is pressed.
 */
export function ChargeConfirm({
  heading,
  plan,
  when,
  service,
  number,
  confirmLabel,
  busyLabel,
  busy,
  error,
  onConfirm,
  onBack,
  backLabel = t.chargeConfirm.back,
  testId = 'charge-confirm',
}: {
  readonly heading: string;
  readonly plan: TPlan;
  readonly when: ChargeWhen;
  /** The short code and cancel keyword of the disclaimer; null while unknown. */
  readonly service: TServiceInfo | null;
  /** The number charged, when the screen should say it (a one-tap subscription). */
  readonly number?: ReactNode;
  readonly confirmLabel: string;
  readonly busyLabel: string;
  readonly busy: boolean;
  readonly error?: string | null;
  readonly onConfirm: () => void;
  readonly onBack: () => void;
  readonly backLabel?: string;
  readonly testId?: string;
}) {
  const format = useFormat();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The list or form this replaces may have been scrolled: the summary is read from its top.
  useEffect(() => headingRef.current?.focus(), []);
  const period = t.plans.periodAdverb[plan.period];
  const price =
    when.kind === 'trial'
      ? format.money(plan.price_minor, plan.currency)
      : format.money(when.amountMinor, when.currency);

  return (
    <section
      aria-labelledby={`${testId}-title`}
      className="flex flex-col gap-4 rounded-2xl border-2 border-loader bg-white p-5"
      data-testid={testId}
    >
      <h2 id={`${testId}-title`} ref={headingRef} tabIndex={-1} className="text-xl font-bold text-loader">
        {heading}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 leading-relaxed">
        {number ? (
          <>
            <dt className="font-bold">{t.chargeConfirm.number}</dt>
            <dd>{number}</dd>
          </>
        ) : null}
        <dt className="font-bold">{t.chargeConfirm.plan}</dt>
        <dd>
          {service ? (
            <>
              <Bdi text={service.service_name} />
              {' — '}
            </>
          ) : null}
          <Bdi text={plan.name} />
        </dd>
        <dt className="font-bold">{t.chargeConfirm.price}</dt>
        <dd>{t.chargeConfirm.charge(price, period)}</dd>
      </dl>
      <ul className="flex list-disc flex-col gap-1 ps-5 text-sm leading-relaxed text-slate-900">
        {when.kind === 'trial' ? (
          <li>{t.chargeConfirm.trial(plan.free_trial_days, format.number(plan.free_trial_days))}</li>
        ) : when.kind === 'now' ? (
          <li className="font-bold">{t.chargeConfirm.now(price)}</li>
        ) : (
          <li className="font-bold">{t.chargeConfirm.nothingNow(format.dateTime(when.at))}</li>
        )}
        <li>{t.chargeConfirm.renewal}</li>
        <li>
          {service?.short_code
            ? t.disclaimer.cancelBySms(service.cancel_keyword, format.digitsOf(service.short_code))
            : t.disclaimer.cancelBySmsUnknown}{' '}
          {t.disclaimer.cancelOnWeb}
        </li>
        <li>
          {t.chargeConfirm.termsBefore}{' '}
          <a href={TERMS_PATH} className={buttonClass.link}>
            {t.chargeConfirm.terms}
          </a>
          .
        </li>
      </ul>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <button type="button" className={buttonClass.primary} disabled={busy} onClick={onConfirm}>
          {busy ? busyLabel : confirmLabel}
        </button>
        <button type="button" className={buttonClass.secondary} disabled={busy} onClick={onBack}>
          {backLabel}
        </button>
      </div>
    </section>
  );
}

/**
 * The screen before a new subscription's first charge, after a sign-in code or a one-tap: the
 * trial, or the plan's price taken now, and the one button naming that price and period.
 */
export function SubscribeConfirm(
  props: Omit<
    Parameters<typeof ChargeConfirm>[0],
    'heading' | 'when' | 'confirmLabel' | 'busyLabel' | 'backLabel'
  >,
) {
  const format = useFormat();
  const { plan } = props;
  return (
    <ChargeConfirm
      {...props}
      heading={t.he.confirmHeading}
      when={
        plan.free_trial_days > 0
          ? { kind: 'trial' }
          : { kind: 'now', amountMinor: plan.price_minor, currency: plan.currency }
      }
      confirmLabel={t.he.confirm(
        format.money(plan.price_minor, plan.currency),
        t.plans.periodAdverb[plan.period],
      )}
      busyLabel={t.he.confirming}
      backLabel={t.he.back}
    />
  );
}
