import type { TPlan, TServiceInfo } from '@sarraf/contracts';
import { Link } from 'react-router';
import { hrefFor } from '../../../config/routes';
import { t } from '../../../i18n/language';
import { useFormat } from '../../../lib/use-format';
import { isolate } from '../../../lib/text-direction';

/**
 * The legally required subscribe disclaimer: service name, price, currency, period,
 * automatic renewal, how to cancel (keyword to the short code, or the web) and support contact.
 * The short code and support phone are the host's operator's (docs/operators.md#brand-by-host);
 * empty when the number's network decides them, and then not printed.
 */
export function Disclaimer({
  plans,
  service,
}: {
  readonly plans: readonly TPlan[];
  readonly service: TServiceInfo | null;
}) {
  const format = useFormat();
  const serviceName = service?.service_name ?? t.app.name;
  return (
    <section
      aria-labelledby="disclaimer-title"
      className="rounded-2xl border border-slate-300 bg-slate-100 p-4 text-sm leading-relaxed text-slate-900"
      data-testid="subscription-disclaimer"
    >
      <h2 id="disclaimer-title" className="mb-2 text-base font-bold">
        {t.disclaimer.title}
      </h2>
      <ul className="flex list-disc flex-col gap-1 ps-5">
        {plans.map((plan) => (
          <li key={plan.uuid}>
            {t.disclaimer.price(
              serviceName,
              plan.name,
              format.money(plan.price_minor, plan.currency),
              t.plans.periodAdverb[plan.period],
            )}
            {plan.free_trial_days > 0
              ? ` ${t.disclaimer.trial(plan.free_trial_days, format.number(plan.free_trial_days))}`
              : ''}
          </li>
        ))}
        <li>{t.disclaimer.autoRenewal}</li>
        <li>
          {service?.short_code
            ? t.disclaimer.cancelBySms(isolate(service.cancel_keyword), format.digitsOf(service.short_code))
            : t.disclaimer.cancelBySmsUnknown}{' '}
          {t.disclaimer.cancelOnWeb}
        </li>
        {service?.support_phone ? (
          <li>
            {t.disclaimer.support}{' '}
            <a href={`tel:${service.support_phone.replace(/[^\d+]/g, '')}`} className="font-bold underline">
              <bdi dir="ltr">{format.phone(service.support_phone)}</bdi>
            </a>
          </li>
        ) : null}
        <li>
          {t.disclaimer.termsBefore}{' '}
          <Link to={hrefFor('client.guest.info.terms')} className="font-bold underline">
            {t.disclaimer.terms}
          </Link>{' '}
          {t.disclaimer.termsAfter}
        </li>
      </ul>
    </section>
  );
}
