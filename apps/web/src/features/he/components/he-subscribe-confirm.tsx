import type { TPlan, TServiceInfo } from '@sarraf/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonClass, FormMessage } from '../../../components/ui/form';
import { hrefFor } from '../../../config/routes';
import { t } from '../../../i18n/language';
import { errorMessageOf, fieldErrorsOf } from '../../../lib/api-client';
import { setLoading } from '../../../lib/loading-store';
import { useFormat } from '../../../lib/use-format';
import { subscribeWithHe } from '../api/he-api';
import { forgetHeToken, freshHeToken } from '../hooks/use-he-identity';
import { MaskedNumber } from './masked-number';
import { Bdi } from '../../../components/ui/bdi';

/** The guests' terms page (the landing page, the plans and this screen link it without sign-in). */
const GUEST_TERMS_PATH = hrefFor('client.guest.info.terms');

/**
 * The explicit consent of a one-tap subscription (docs/header-enrichment.md#subscribe): everything
 * the subscriber agrees to — the number, the plan, its price and period, the automatic renewal, how
 * to stop, the terms — and ONE confirm button naming the charge, which calls he/subscribe and
 * lands on client.home.
 */
export function HeSubscribeConfirm({
  plan,
  service,
  maskedMsisdn,
  onBack,
}: {
  readonly plan: TPlan;
  readonly service: TServiceInfo | null;
  readonly maskedMsisdn: string;
  readonly onBack: () => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const format = useFormat();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The list this replaces may have been scrolled: the summary is read from its top.
  useEffect(() => heading.current?.focus(), []);
  const price = format.money(plan.price_minor, plan.currency);
  const period = t.plans.periodAdverb[plan.period];

  const confirm = async () => {
    setBusy(true);
    setError(null);
    setLoading(true);
    try {
      const token = await freshHeToken(queryClient);
      if (!token) throw new Error('not identified');
      forgetHeToken(queryClient);
      await subscribeWithHe(token, plan.uuid);
      await navigate(hrefFor('client.home'));
    } catch (failure) {
      setLoading(false);
      setBusy(false);
      forgetHeToken(queryClient);
      const fields = fieldErrorsOf(failure);
      setError(fields ? Object.values(fields).flat().join(' ') || t.he.lost : errorMessageOf(failure));
    }
  };

  return (
    <section
      aria-labelledby="he-confirm-title"
      className="flex flex-col gap-4 rounded-2xl border-2 border-loader bg-white p-5"
      data-testid="he-subscribe-confirm"
    >
      <h2 id="he-confirm-title" ref={heading} tabIndex={-1} className="text-xl font-bold text-loader">
        {t.he.confirmHeading}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 leading-relaxed">
        <dt className="font-bold">{t.he.number}</dt>
        <dd>
          <MaskedNumber value={maskedMsisdn} />
        </dd>
        <dt className="font-bold">{t.he.plan}</dt>
        <dd>
          {service ? (
            <>
              <Bdi text={service.service_name} />
              {' — '}
            </>
          ) : null}
          <Bdi text={plan.name} />
        </dd>
        <dt className="font-bold">{t.he.price}</dt>
        <dd>{t.he.charge(price, period)}</dd>
      </dl>
      <ul className="flex list-disc flex-col gap-1 ps-5 text-sm leading-relaxed text-slate-900">
        {plan.free_trial_days > 0 ? (
          <li>{t.he.trial(plan.free_trial_days, format.number(plan.free_trial_days))}</li>
        ) : null}
        <li>{t.he.renewal}</li>
        <li>
          {service
            ? t.disclaimer.cancelBySms(service.cancel_keyword, format.digitsOf(service.short_code))
            : t.disclaimer.cancelBySmsUnknown}{' '}
          {t.disclaimer.cancelOnWeb}
        </li>
        <li>
          {t.he.termsBefore}{' '}
          <a href={GUEST_TERMS_PATH} className={buttonClass.link}>
            {t.he.terms}
          </a>
          .
        </li>
      </ul>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <button type="button" className={buttonClass.primary} disabled={busy} onClick={() => void confirm()}>
          {busy ? t.he.confirming : t.he.confirm(price, period)}
        </button>
        <button type="button" className={buttonClass.secondary} disabled={busy} onClick={onBack}>
          {t.he.back}
        </button>
      </div>
    </section>
  );
}
