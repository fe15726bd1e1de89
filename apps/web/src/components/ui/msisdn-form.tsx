import { useState, type FormEvent, type ReactNode } from 'react';
import { t } from '../../i18n/language';
import { toLatinDigits } from '../../lib/format';
import { AlreadyHaveCode } from './already-have-code';
import { buttonClass, FormMessage, TextField } from './form';

export interface MsisdnFormProps {
  /** The number the field starts with (the last one used on this device, or the one just sent to). */
  readonly initialMsisdn?: string;
  readonly busy: boolean;
  /** The server's messages for the `msisdn` field. */
  readonly errors?: readonly string[] | undefined;
  readonly formError?: string | null;
  /** A line above the field saying what happens next. */
  readonly intro?: ReactNode;
  /** Sends the code to the number, in Latin digits and trimmed. */
  readonly onSend: (msisdn: string) => void;
  /**
   * «لديّ رمز بالفعل» for the typed number: shown while `canResume` says a code step for it is
   * pending (or its new code was just refused); `onResume` opens the code field without sending.
   */
  readonly haveCode?: {
    readonly canResume: (msisdn: string) => boolean;
    readonly onResume: (msisdn: string) => void;
  };
}

/**
 * The phone-number step before a one-time code (sign-in, my bill): the number field with its
 * errors under it and the send button. Arabic-Indic digits are accepted and sent as Latin ones.
 * The code step that follows is `CodeForm`.
 */
export function MsisdnForm({
  initialMsisdn = '',
  busy,
  errors,
  formError,
  intro,
  onSend,
  haveCode,
}: MsisdnFormProps) {
  const [msisdn, setMsisdn] = useState(initialMsisdn);
  const typed = toLatinDigits(msisdn.trim());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend(typed);
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      {intro ? <p className="leading-relaxed text-slate-700">{intro}</p> : null}
      <TextField
        label={t.session.msisdnLabel}
        hint={t.session.msisdnHint}
        errors={errors}
        name="msisdn"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        dir="ltr"
        value={msisdn}
        onChange={(event) => setMsisdn(event.target.value)}
        required
      />
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <button type="submit" className={buttonClass.primary} disabled={busy}>
        {busy ? t.session.sending : t.session.sendCode}
      </button>
      {haveCode && typed && haveCode.canResume(typed) ? (
        <AlreadyHaveCode onClick={() => haveCode.onResume(typed)} />
      ) : null}
    </form>
  );
}
