import { useState, type FormEvent } from 'react';
import { buttonClass, FormMessage, SelectField, TextAreaField, TextField } from '../../../components/ui/form';
import { t } from '../../../i18n/language';
import { errorMessageOf, fieldErrorsOf } from '../../../lib/api-errors';
import { toLatinDigits } from '../../../lib/format';
import { readMsisdn } from '../../../lib/session';
import { useContactCurrencies, useSendContactMessage } from '../hooks/use-contact';
import { shownCurrencyName } from '../../../lib/currency-names';

const empty = { name: '', msisdn: '', email: '', subject: '', currency: '', message: '' };

/**
 * Contact us: the contact data (with the currency the message is about, from the currencies list)
 * and the service errors per field, with the action that clears those errors.
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
      <CurrencyChoice
        value={data.currency}
        errors={errors.currency}
        onChange={(currency) => setData((current) => ({ ...current, currency }))}
      />
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

/** The currency select, with its own loading and error states: the form works without it. */
function CurrencyChoice({
  value,
  errors,
  onChange,
}: {
  readonly value: string;
  readonly errors: readonly string[] | undefined;
  readonly onChange: (currency: string) => void;
}) {
  const currencies = useContactCurrencies();
  if (currencies.isPending) {
    return (
      <p className="text-sm text-slate-700" role="status">
        {t.contact.currenciesLoading}
      </p>
    );
  }
  if (currencies.isError) {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        {t.contact.currenciesFailed}
        <button type="button" className={buttonClass.link} onClick={() => void currencies.refetch()}>
          {t.states.retry}
        </button>
      </p>
    );
  }
  return (
    <SelectField
      label={t.contact.currency}
      name="currency"
      value={value}
      onChange={onChange}
      errors={errors}
      options={[
        { value: '', label: t.contact.noCurrency },
        ...currencies.data.map((currency) => ({
          value: currency.code,
          label: `${currency.flag} ${shownCurrencyName(currency.code, currency.name)} (${currency.code})`,
        })),
      ]}
    />
  );
}
