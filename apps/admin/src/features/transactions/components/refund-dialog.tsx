import { useState } from 'react';
import type { TAdminTransaction } from '@sarraf/contracts';
import { ar } from '../../../i18n/ar';
import { useFormProblems } from '../../../lib/use-form-problems';
import { formatMoney, minorDigits, parseMoneyToMinor } from '../../../lib/format';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormError, FormField, inputClass } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { useRefund } from '../api/transactions';
import { Msisdn } from '../../../components/ui/ltr';

const t = ar.transactions;

/**
 * Refund of (part of) a charge. The idempotency key is drawn once when the dialog opens: a double
 * click or a retry after a lost answer returns the same refund instead of a second one.
 */
export function RefundDialog({ charge, onClose }: { charge: TAdminTransaction; onClose: () => void }) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const digits = minorDigits(charge.currency);
  const [amount, setAmount] = useState((charge.refundable_minor / 10 ** digits).toFixed(digits));
  const [reason, setReason] = useState('');
  const problems = useFormProblems(['transaction']);
  const { errors, formError } = problems;
  const refund = useRefund();
  const toast = useToast();

  function submit() {
    const amountMinor = parseMoneyToMinor(amount, charge.currency);
    if (amountMinor === null) {
      problems.invalid({ amount_minor: [t.refundInvalidAmount] });
      return;
    }
    problems.clear();
    refund.mutate(
      { id: charge.id, amount_minor: amountMinor, reason, idempotency_key: idempotencyKey },
      {
        onSuccess: (answer) => {
          toast('success', answer.message);
          onClose();
        },
        onError: (error) => {
          problems.fail(error);
        },
      },
    );
  }

  return (
    <ConfirmDialog
      open
      title={t.refundTitle}
      confirmLabel={t.refundConfirm}
      tone="danger"
      pending={refund.isPending}
      onConfirm={submit}
      onCancel={onClose}
    >
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p>{t.refundText(formatMoney(charge.refundable_minor, charge.currency))}</p>
        <p className="text-sm text-slate-700">
          {charge.description} · <Msisdn value={charge.msisdn} />
        </p>
        <FormField
          label={t.refundAmount}
          hint={t.refundAmountHint(charge.currency)}
          errors={errors.amount_minor}
        >
          {(control) => (
            <input
              {...control}
              dir="ltr"
              inputMode="decimal"
              className={inputClass}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
          )}
        </FormField>
        <FormField label={ar.common.reason} hint={ar.common.reasonHint} errors={errors.reason}>
          {(control) => (
            <textarea
              {...control}
              required
              minLength={3}
              maxLength={500}
              rows={3}
              className={inputClass}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </FormField>
        <FormError message={formError} />
      </form>
    </ConfirmDialog>
  );
}
