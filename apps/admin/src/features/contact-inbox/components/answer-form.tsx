import { useState, type FormEvent } from 'react';
import type { TAdminContactDetail } from '@sarraf/contracts';
import { ar } from '../../../i18n/ar';
import { useFormProblems } from '../../../lib/use-form-problems';
import { FormError, FormField, inputClass } from '../../../components/ui/form-field';
import { buttonClass } from '../../../components/ui/states';
import { useToast } from '../../../components/ui/toast';
import { useAnswerContact } from '../api/contact-inbox';

const t = ar.contact;

/** The reply form; by SMS only when the sender's number is a subscriber's (the server checks too). */
export function AnswerForm({ message }: { message: TAdminContactDetail }) {
  // The detail resolves the sender's number to a subscriber when it is one; only then can SMS go.
  const canSms = message.subscriber_id !== null;
  const [reply, setReply] = useState('');
  const [sendSms, setSendSms] = useState(canSms);
  const problems = useFormProblems(['send_sms']);
  const { errors, formError } = problems;
  const answer = useAnswerContact(String(message.id));
  const toast = useToast();

  function submit(event: FormEvent) {
    event.preventDefault();
    problems.clear();
    answer.mutate(
      { reply, send_sms: canSms && sendSms },
      {
        onSuccess: (result) => {
          toast('success', result.message);
          setReply('');
        },
        onError: (error) => {
          problems.fail(error);
        },
      },
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-label={t.answer}>
      <FormField label={t.reply} hint={t.replyHint} errors={errors.reply}>
        {(control) => (
          <textarea
            {...control}
            rows={4}
            maxLength={1000}
            className={inputClass}
            value={reply}
            onChange={(event) => setReply(event.target.value)}
          />
        )}
      </FormField>
      {canSms ? (
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            className="size-5"
            checked={sendSms}
            onChange={(event) => setSendSms(event.target.checked)}
          />
          {t.sendSms}
        </label>
      ) : null}
      <FormError message={formError} />
      <div>
        <button type="submit" className={buttonClass.primary} disabled={answer.isPending}>
          {t.submit}
        </button>
      </div>
    </form>
  );
}
