import type { TSubscriber } from '@sarraf/contracts';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/form';
import { hrefFor } from '../../../config/routes';
import { ar } from '../../../i18n/ar';
import { useFormat } from '../../../lib/use-format';

/** The subscriber's own details (msisdn, name, email, level), from `fetch/subscriber/details`. */
export function ProfileCard({ subscriber }: { readonly subscriber: TSubscriber }) {
  const format = useFormat();
  const rows = [
    { label: ar.profile.msisdn, value: <bdi dir="ltr">{format.digitsOf(subscriber.msisdn)}</bdi> },
    { label: ar.profile.name, value: subscriber.name ?? ar.profile.notGiven },
    {
      label: ar.profile.email,
      value: subscriber.email ? <bdi dir="ltr">{subscriber.email}</bdi> : ar.profile.notGiven,
    },
    {
      label: ar.profile.level,
      // A level set by another client is shown as it was given.
      value: subscriber.level
        ? (ar.profile.levels[subscriber.level] ?? subscriber.level)
        : ar.profile.notGiven,
    },
    { label: ar.profile.since, value: format.date(subscriber.created_at) },
  ];
  return (
    <section aria-labelledby="profile-details" className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id="profile-details" className="text-lg font-bold text-loader">
        {ar.profile.details}
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
        {ar.profile.edit}
      </Link>
    </section>
  );
}
