import type { TTransaction } from '@sarraf/contracts';
import { useState, type ReactNode } from 'react';
import { FormMessage } from '../../../components/ui/form';
import { QueryView } from '../../../components/ui/query-view';
import { t } from '../../../i18n/language';
import { errorMessageOf } from '../../../lib/api-errors';
import { useFormat } from '../../../lib/use-format';
import { useBillInfo, useNotificationToggle } from '../hooks/use-my-bill';
import { isolate } from '../../../lib/text-direction';

/** My bill information: who, which plan and state, the last and the next charge, SMS notifications. */
export function BillInformation() {
  const info = useBillInfo();
  const toggle = useNotificationToggle();
  const format = useFormat();
  // The switch moves at once (set synchronously, so the browser's own toggle is never undone),
  // and goes back if the server refuses.
  const [requested, setRequested] = useState<boolean | null>(null);
  return (
    <QueryView query={info}>
      {(data) => (
        <div className="flex flex-col gap-4">
          <dl className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4">
            <Row
              label={t.profile.msisdn}
              value={<bdi dir="ltr">{format.msisdn(data.subscriber.msisdn)}</bdi>}
            />
            <Row
              label={t.subscription.plan}
              value={
                data.subscription
                  ? `${isolate(data.subscription.plan.name)} — ${format.money(data.subscription.plan.price_minor, data.subscription.plan.currency)} ${t.plans.per[data.subscription.plan.period]}`
                  : t.subscription.none
              }
            />
            {data.subscription ? (
              <Row label={t.subscription.status} value={t.subscription.states[data.subscription.state]} />
            ) : null}
            <Row
              label={t.myBill.lastCharge}
              value={data.last_charge ? <ChargeLine charge={data.last_charge} /> : t.myBill.noCharge}
            />
            <Row
              label={t.myBill.nextCharge}
              value={
                data.next_charge
                  ? t.myBill.nextChargeLine(
                      format.money(data.next_charge.amount_minor, data.next_charge.currency),
                      format.dateTime(data.next_charge.at),
                    )
                  : t.myBill.noNextCharge
              }
            />
          </dl>
          <section
            aria-labelledby="notifications-title"
            className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4"
          >
            <h2 id="notifications-title" className="text-lg font-bold text-loader">
              {t.myBill.notificationsTitle}
            </h2>
            <label className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                role="switch"
                className="size-6 accent-loader"
                checked={requested ?? data.subscriber.notifications_enabled}
                disabled={toggle.isPending}
                onChange={(event) => {
                  setRequested(event.target.checked);
                  toggle.mutate(event.target.checked, { onSettled: () => setRequested(null) });
                }}
              />
              <span>{t.myBill.notificationsLabel}</span>
            </label>
            <p className="text-sm text-slate-700">{t.myBill.notificationsHint}</p>
            {toggle.isSuccess ? <FormMessage tone="success">{toggle.data.message}</FormMessage> : null}
            {toggle.isError ? <FormMessage tone="error">{errorMessageOf(toggle.error)}</FormMessage> : null}
          </section>
        </div>
      )}
    </QueryView>
  );
}

function Row({ label, value }: { readonly label: string; readonly value: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-2 border-b border-slate-100 pb-2">
      <dt className="text-slate-700">{label}</dt>
      <dd className="font-bold">{value}</dd>
    </div>
  );
}

export function ChargeLine({ charge }: { readonly charge: TTransaction }) {
  const format = useFormat();
  return (
    <span>
      {format.money(charge.amount_minor, charge.currency)} · {t.myBill.statuses[charge.status]} ·{' '}
      <time dateTime={charge.created_at}>{format.dateTime(charge.created_at)}</time>
    </span>
  );
}
