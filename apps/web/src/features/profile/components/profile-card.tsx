import type { TSubscriber } from '@sarraf/contracts';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/form';
import { hrefFor } from '../../../config/routes';
import { t } from '../../../i18n/language';
import { useFormat } from '../../../lib/use-format';

/** The subscriber's own details (msisdn, name, email, level), from `fetch/subscriber/details`. */
export function ProfileCard({ subscriber }: { readonly subscriber: TSubscriber }) {
  const format = useFormat();
  const rows = [
    { label: t.profile.msisdn, value: <bdi dir="ltr">{format.msisdn(subscriber.msisdn)}</bdi> },
    { label: t.profile.name, value: subscriber.name ?? t.profile.notGiven },
    {
      label: t.profile.email,
      value: subscriber.email ? <bdi dir="ltr">{subscriber.email}</bdi> : t.profile.notGiven,
    },
    {
      label: t.profile.level,
      // A level set by another client is shown as it was given.
      value: subscriber.level ? (t.profile.levels[subscriber.level] ?? subscriber.level) : t.profile.notGiven,
    },
    { label: t.profile.since, value: format.date(subscriber.created_at) },
  ];
  return (
    <section aria-labelledby="profile-details" className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id="profile-details" className="text-lg font-bold text-loader">
        {t.profile.details}
      </h2>
      <dl className="mt-3 flex flex-col gap-2">
        {rows.map((row) => (
          <div
            key={row.label}
            className="flex flex-wrap justify-between gap-2 border-b border-slate-100 pb-2"
          >
            <dt className="text-slate-700">{row.label}</dt>
            <dd className="font-bold">{row.value}</dd>
          </div>
        ))}
      </dl>
      <Link to={hrefFor('client.profile.update')} className={`${buttonClass.secondary} mt-4`}>
        {t.profile.edit}
      </Link>
    </section>
  );
}
