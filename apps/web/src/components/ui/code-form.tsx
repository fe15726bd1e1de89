import { useState, type FormEvent } from 'react';
import { t } from '../../i18n/language';
import { errorMessageOf } from '../../lib/api-errors';
import type { CodeSentAnswer } from '../../lib/code-step';
import { toLatinDigits } from '../../lib/format';
import type { CodeStepControl } from '../../lib/use-code-step';
import { useFormat } from '../../lib/use-format';
import { buttonClass, FormMessage, TextField } from './form';

export interface CodeFormProps {
  /** The screen's code step (lib/use-code-step.ts): the number, the countdown, the expiry. */
  readonly codeStep: CodeStepControl;
  /** Shows where the code went (sign-in, my bill), so the person knows which phone to look at. */
  readonly showSentTo?: boolean;
  readonly busy: boolean;
  /** The server's messages for the `otp` field. */
  readonly errors?: readonly string[] | undefined;
  readonly formError?: string | null;
  readonly submitLabel?: string;
  readonly onConfirm: (code: string) => void;
  /**
   * Sends a new code for the same step; resolves with the call's answer (its `resend_after_s`
   * restarts the countdown). A refusal is shown here, and a 429's Retry-After restarts the countdown.
   */
  readonly onResend?: () => Promise<CodeSentAnswer>;
  /** Cancel: the caller clears the step (`codeStep.clear()`) and shows what came before. */
  readonly onBack?: () => void;
  /** The back button's words when "back" would not say what it does (keep the subscription). */
  readonly backLabel?: string;
}

/** 45 → "0:45", 125 → "2:05": the countdown as a person reads a clock. */
export function clockOf(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * The one-time code step of every screen that asks for an SMS code (sign-in, my bill, every
 * subscription action; docs/product.md#code-steps): the code field with its errors under it,
 * confirm, and «إعادة الإرسال» behind a visible countdown that survives a reload. The step itself
 * (number, when the code was sent, the waits) lives in `codeStep`, from `useCodeStep`: call
 * `codeStep.begin` with the answer of the call that sent the code, render this form while
 * `codeStep.step` is set, and call `codeStep.clear()` on success and on cancel.
 */
export function CodeForm({
  codeStep,
  showSentTo = false,
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
  const [resendError, setResendError] = useState<string | null>(null);
  const { step, secondsLeft, expired } = codeStep;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(toLatinDigits(code.trim()));
  };

  const resend = async () => {
    if (!onResend || !step) return;
    setResendState('sending');
    setResendError(null);
    try {
      const answer = await onResend();
      codeStep.begin(step.purpose, step.msisdn, answer, step.subject);
      setResendState('sent');
    } catch (error) {
      const wait = codeStep.refused(step.purpose, step.msisdn, error, step.subject);
      if (wait) codeStep.waitBeforeResend(wait);
      setResendError(errorMessageOf(error));
      setResendState('idle');
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate data-testid="code-step">
      {showSentTo && step ? (
        <p className="leading-relaxed text-slate-800">
          {t.code.sentTo} <bdi dir="ltr">{format.typedMsisdn(step.msisdn)}</bdi>
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
      {expired ? <FormMessage tone="error">{t.code.expired}</FormMessage> : null}
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <button type="submit" className={buttonClass.primary} disabled={busy}>
        {busy ? t.code.confirming : submitLabel}
      </button>
      {onResend ? (
        <div className="flex flex-col gap-1">
          {/* The ticking countdown is not a live region: a screen reader would read every second. */}
          {secondsLeft > 0 ? (
            <p className="text-sm text-slate-700" data-testid="resend-countdown">
              {t.code.resendIn(format.digitsOf(clockOf(secondsLeft)))}
            </p>
          ) : null}
          <button
            type="button"
            className={`${buttonClass.link} self-start disabled:cursor-not-allowed disabled:text-slate-600 disabled:no-underline`}
            disabled={secondsLeft > 0 || resendState === 'sending'}
            onClick={() => void resend()}
          >
            {t.code.resend}
          </button>
          {resendError ? <FormMessage tone="error">{resendError}</FormMessage> : null}
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
