import { useState } from 'react';
import type { TSubscription } from '@sarraf/contracts';
import { ar } from '../../../i18n/ar';
import { useFormProblems } from '../../../lib/use-form-problems';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormError, FormField, inputClass } from '../../../components/ui/form-field';
import { buttonClass } from '../../../components/ui/states';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useToast } from '../../../components/ui/toast';
import { useCancelSubscription } from '../api/subscribers';

const t = ar.subscriber;
const stateTone = {
  active: 'good',
  grace: 'warn',
  pending_payment: 'warn',
  suspended: 'bad',
  cancelled: 'neutral',
} as const;

/** The subscription as it stands, with the admin's cancel (reason required, audited). */
export function SubscriptionCard({
  subscriberId,
  subscription,
}: {
  subscriberId: string;
  subscription: TSubscription | null;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const problems = useFormProblems(['subscription']);
  const { errors, formError } = problems;
  const cancel = useCancelSubscription(subscriberId);
  const toast = useToast();

  if (!subscription) return <p>{t.noSubscription}</p>;

  function submit() {
    problems.clear();
    cancel.mutate(reason, {
      onSuccess: (answer) => {
        toast('success', answer.message);
        setOpen(false);
        setReason('');
      },
      onError: (error) => {
        problems.fail(error);
      },
    });
  }

  const rows: [string, string][] = [
    [ar.subscribers.plan, `${subscription.plan.name} (${ar.period[subscription.plan.period]})`],
    [t.price, formatMoney(subscription.plan.price_minor, subscription.plan.currency)],
    [t.periodEnd, formatDateTime(subscription.current_period_end)],
    [t.nextRenewal, formatDateTime(subscription.next_renewal_at)],
  ];
  if (subscription.last_failure_reason) rows.push([t.lastFailure, subscription.last_failure_reason]);

  return (
    <div className="flex flex-col gap-3">
      <p>
        <StatusBadge tone={stateTone[subscription.state]}>
          {ar.subscriptionState[subscription.state] ?? subscription.state}
        </StatusBadge>
      </p>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-bold">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {subscription.state !== 'cancelled' ? (
        <div>
          <button type="button" className={buttonClass.danger} onClick={() => setOpen(true)}>
            {t.cancel}
          </button>
        </div>
      ) : null}
      <ConfirmDialog
        open={open}
        title={t.cancelTitle}
        confirmLabel={t.cancelConfirm}
        tone="danger"
        pending={cancel.isPending}
        onConfirm={submit}
        onCancel={() => setOpen(false)}
      >
        <p>{t.cancelText}</p>
        <div className="mt-3">
          <FormField label={ar.common.reason} hint={ar.common.reasonHint} errors={errors.reason}>
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={500}
                className={inputClass}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            )}
          </FormField>
        </div>
        <div className="mt-2">
          <FormError message={formError} />
        </div>
      </ConfirmDialog>
    </div>
  );
}
