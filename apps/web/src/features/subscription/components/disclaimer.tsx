import type { TPlan, TServiceInfo } from '@sarraf/contracts';
import { Link } from 'react-router';
import { hrefFor } from '../../../config/routes';
import { ar } from '../../../i18n/ar';
import { useFormat } from '../../../lib/use-format';

/**
 * The legally required subscribe disclaimer: service name, price, currency, period,
 * automatic renewal, how to cancel (keyword to the short code, or the web) and support contact.
 */
export function Disclaimer({
  plans,
  service,
}: {
  readonly plans: readonly TPlan[];
  readonly service: TServiceInfo | null;
}) {
  const format = useFormat();
  const serviceName = service?.service_name ?? ar.app.name;
  return (
    <section
      aria-labelledby="disclaimer-title"
      className="rounded-2xl border border-slate-300 bg-slate-100 p-4 text-sm leading-relaxed text-slate-900"
      data-testid="subscription-disclaimer"
    >
      <h2 id="disclaimer-title" className="mb-2 text-base font-bold">
        {ar.disclaimer.title}
      </h2>
      <ul className="flex list-disc flex-col gap-1 ps-5">
        {plans.map((plan) => (
          <li key={plan.uuid}>
            {ar.disclaimer.price(
              serviceName,
              plan.name,
              format.money(plan.price_minor, plan.currency),
              ar.plans.periodAdverb[plan.period],
            )}
            {plan.free_trial_days > 0 ? ` ${ar.disclaimer.trial(format.number(plan.free_trial_days))}` : ''}
          </li>
        ))}
        <li>{ar.disclaimer.autoRenewal}</li>
        <li>
          {service
            ? ar.disclaimer.cancelBySms(service.cancel_keyword, format.digitsOf(service.short_code))
            : ar.disclaimer.cancelBySmsUnknown}{' '}
          {ar.disclaimer.cancelOnWeb}
        </li>
        {service ? (
          <li>
            {ar.disclaimer.support}{' '}
            <a href={`tel:${service.support_phone.replace(/[^\d+]/g, '')}`} className="font-bold underline">
              <bdi dir="ltr">{format.digitsOf(service.support_phone)}</bdi>
            </a>
          </li>
        ) : null}
        <li>
          {ar.disclaimer.termsBefore}{' '}
          <Link to={hrefFor('client.guest.info.terms')} className="font-bold underline">
            {ar.disclaimer.terms}
          </Link>{' '}
          {ar.disclaimer.termsAfter}
        </li>
      </ul>
    </section>
  );
}
