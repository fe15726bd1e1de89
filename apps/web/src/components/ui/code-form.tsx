import { useState, type FormEvent } from 'react';
import { t } from '../../i18n/language';
import { toLatinDigits } from '../../lib/format';
import { useCountdown } from '../../lib/use-countdown';
import { useFormat } from '../../lib/use-format';
import { buttonClass, FormMessage, TextField } from './form';

/** The server's default OTP_RESEND_S: the first resend is allowed after a minute. */
export const RESEND_WAIT_SECONDS = 60;

export interface CodeFormProps {
  /** Where the code went, shown so the person knows which phone to look at. */
  readonly sentTo?: string;
  readonly busy: boolean;
  /** The server's messages for the `otp` field. */
  readonly errors?: readonly string[] | undefined;
  readonly formError?: string | null;
  readonly submitLabel?: string;
  readonly onConfirm: (code: string) => void;
  /** Sends a new code; resolves with the seconds to wait before the next one. */
  readonly onResend?: () => Promise<number>;
  readonly onBack?: () => void;
  /** The back button's words when "back" would not say what it does (keep the subscription). */
  readonly backLabel?: string;
}

/**
 * The one-time code step (sign-in, my bill, subscription changes): the code field with its errors
 * under it, confirm, and resend behind a visible countdown.
 */
export function CodeForm({
  sentTo,
  busy,
  errors,
  formError,
  submitLabel = t.code.confirm,
  onConfirm,
  onResend,
  onBack,
  backLabel = t.code.back,
}: CodeFormProps) {
  const format = useFormat();
  const [code, setCode] = useState('');
  const [resendState, setResendState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const { secondsLeft, restart } = useCountdown(RESEND_WAIT_SECONDS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(toLatinDigits(code.trim()));
  };

  const resend = async () => {
    if (!onResend) return;
    setResendState('sending');
    try {
      restart(await onResend());
      setResendState('sent');
    } catch {
      setResendState('idle');
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      {sentTo ? (
        <p className="leading-relaxed text-slate-800">
          {t.code.sentTo} <bdi dir="ltr">{format.digitsOf(sentTo)}</bdi>
        </p>
      ) : null}
      <TextField
        label={t.code.label}
        hint={t.code.hint}
        errors={errors}
        name="otp"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        dir="ltr"
        maxLength={8}
        required
        className="text-center text-xl tracking-[0.4em]"
      />
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <button type="submit" className={buttonClass.primary} disabled={busy}>
        {busy ? t.code.confirming : submitLabel}
      </button>
      {onResend ? (
        <div className="flex flex-col gap-1">
          <button
            type="button"
            className={`${buttonClass.link} self-start disabled:cursor-not-allowed disabled:text-slate-600 disabled:no-underline`}
            disabled={secondsLeft > 0 || resendState === 'sending'}
            onClick={() => void resend()}
          >
            {t.code.resend}
          </button>
          {/* The ticking countdown is not a live region: a screen reader would read every second. */}
          {secondsLeft > 0 ? (
            <p className="text-sm text-slate-700">
              {t.code.resendIn(secondsLeft, format.number(secondsLeft))}
            </p>
          ) : null}
          <p role="status" className="text-sm text-slate-700">
            {resendState === 'sent' && secondsLeft > 0 ? t.code.resent : ''}
          </p>
        </div>
      ) : null}
      {onBack ? (
        <button type="button" className={`${buttonClass.link} self-start`} onClick={onBack}>
          {backLabel}
        </button>
      ) : null}
    </form>
  );
}
