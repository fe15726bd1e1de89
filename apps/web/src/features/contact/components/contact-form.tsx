import { useState, type FormEvent } from 'react';
import { buttonClass, FormMessage, TextAreaField, TextField } from '../../../components/ui/form';
import { t } from '../../../i18n/language';
import { errorMessageOf, fieldErrorsOf } from '../../../lib/api-client';
import { toLatinDigits } from '../../../lib/format';
import { readMsisdn } from '../../../lib/session';
import { useSendContactMessage } from '../hooks/use-contact';

const empty = { name: '', msisdn: '', email: '', subject: '', message: '' };

/**
 * Contact us: the contact data and the service errors per field, with the
 * action that clears those errors.
 */
export function ContactForm() {
  const [data, setData] = useState(() => ({ ...empty, msisdn: readMsisdn() ?? '' }));
  const send = useSendContactMessage();
  const errors = fieldErrorsOf(send.error) ?? {};
  const hasFieldErrors = Object.keys(errors).length > 0;
  const otherError = send.isError && !fieldErrorsOf(send.error) ? errorMessageOf(send.error) : null;

  const field = (name: keyof typeof empty) => ({
    name,
    value: data[name],
    errors: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setData((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(
      { ...data, msisdn: toLatinDigits(data.msisdn.trim()) },
      { onSuccess: () => setData((current) => ({ ...empty, msisdn: current.msisdn })) },
    );
  };

  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4"
      noValidate
    >
      <TextField label={t.contact.name} autoComplete="name" required {...field('name')} />
      <TextField
        label={t.contact.msisdn}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        dir="ltr"
        {...field('msisdn')}
      />
      <TextField label={t.contact.email} type="email" autoComplete="email" dir="ltr" {...field('email')} />
      <TextField label={t.contact.subject} {...field('subject')} />
      <TextAreaField label={t.contact.message} required {...field('message')} />
      {otherError ? <FormMessage tone="error">{otherError}</FormMessage> : null}
      {send.isSuccess ? <FormMessage tone="success">{send.data.message}</FormMessage> : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass.primary} disabled={send.isPending}>
          {send.isPending ? t.contact.sending : t.contact.send}
        </button>
        {hasFieldErrors ? (
          <button type="button" className={buttonClass.secondary} onClick={() => send.reset()}>
            {t.contact.clearErrors}
          </button>
        ) : null}
      </div>
    </form>
  );
}
