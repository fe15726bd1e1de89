import { useCallback, useEffect, useMemo, useState } from 'react';
import { retryAfterOf } from './api-errors';
import {
  clearCodeStep,
  DEFAULT_CODE_TTL_S,
  expiresAt,
  readCodeStep,
  resendAt,
  sameNumber,
  saveCodeStep,
  stepFromAnswer,
  type CodeSentAnswer,
  type PendingCodeStep,
} from './code-step';
import { useCountdown } from './use-countdown';

/**
 * What a screen that asks for an SMS code holds about its code step; made by `useCodeStep`, shown
 * by `CodeForm` (components/ui/code-form.tsx). See `useCodeStep` for the life of a step.
 */
export interface CodeStepControl {
  /** The step on screen, or null: the screen shows what comes before it (the number, the actions). */
  readonly step: PendingCodeStep | null;
  /** Seconds until a new code may be asked for (0: the resend button is enabled). */
  readonly secondsLeft: number;
  /** The code has expired: the step is no longer stored, and only a new code helps. */
  readonly expired: boolean;
  /** A send succeeded: shows and stores the step, its countdown from the answer's `resend_after_s`. */
  readonly begin: (purpose: string, msisdn: string, answer: CodeSentAnswer, subject?: string) => void;
  /**
   * «لديّ رمز بالفعل»: whether the code field can be shown for this number without sending, i.e. a
   * step of the purpose is stored for it, or a send to it was just refused with a 429.
   */
  readonly canResume: (purpose: string, msisdn: string, subject?: string) => boolean;
  /** Shows the code field without sending: the stored step, or one counting down the 429's Retry-After. */
  readonly resume: (purpose: string, msisdn: string, subject?: string) => void;
  /**
   * Call with the error of a refused send: a 429 is remembered (for `canResume`) with its
   * Retry-After, which it returns; anything else returns null.
   */
  readonly refused: (purpose: string, msisdn: string, error: unknown, subject?: string) => number | null;
  /** A resend was refused with this Retry-After: the step's countdown starts again from it. */
  readonly waitBeforeResend: (seconds: number) => void;
  /** Success or cancel: the step leaves the screen and the storage. */
  readonly clear: () => void;
}

interface Refusal {
  readonly purpose: string;
  readonly msisdn: string;
  readonly subject: string | undefined;
  readonly retryAfterS: number;
  readonly at: number;
}

function restore(purposes: readonly string[], msisdn: string | undefined): PendingCodeStep | null {
  const now = Date.now();
  for (const purpose of purposes) {
    const step = readCodeStep(purpose, { now, ...(msisdn !== undefined ? { msisdn } : {}) });
    if (step) return step;
  }
  return null;
}

/**
 * The code step of a screen that asks for SMS codes (docs/product.md#code-steps). A step is started
 * by `begin` with the answer of the call that sent the code, and kept in session storage
 * (lib/code-step.ts), so a reload brings back the code field with a countdown to the moment a new
 * code may be asked for. After a 429 the screen offers «لديّ رمز بالفعل» (`canResume`/`resume`):
 * the code that already arrived can still be typed, and the countdown follows Retry-After.
 * The step is forgotten on `clear` (call it on success and on cancel) and once its code expires.
 *
 * - `purposes`: the code purposes this screen shows; on mount the first one with a stored step
 *   for the number is restored (sign-in: `['login']`; the subscription panel: all of its own).
 * - `msisdn`: for a signed-in screen, the subscriber's number (known when the screen mounts): a
 *   step for any other number is someone else's and is dropped. Leave it out where the person
 *   types the number.
 *
 * Usage, with `CodeForm`:
 *   const codeStep = useCodeStep({ purposes: ['activation'], msisdn: user.msisdn });
 *   const answer = await requestActivation(); codeStep.begin('activation', user.msisdn, answer);
 *   {codeStep.step ? <CodeForm codeStep={codeStep} onConfirm={…} onResend={requestActivation} /> : …}
 */
export function useCodeStep(options: { purposes: readonly string[]; msisdn?: string }): CodeStepControl {
  const { msisdn: boundTo } = options;
  const [step, setStep] = useState<PendingCodeStep | null>(() => restore(options.purposes, boundTo));
  const [expired, setExpired] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const { secondsLeft, restartUntil } = useCountdown(() => (step ? (resendAt(step) - Date.now()) / 1000 : 0));

  const show = useCallback(
    (next: PendingCodeStep | null) => {
      setStep(next);
      setExpired(false);
      if (next) {
        saveCodeStep(next);
        restartUntil(resendAt(next));
      }
    },
    [restartUntil],
  );

  // Expiry: the stored step goes; the form stays, saying so, with the resend button.
  useEffect(() => {
    if (!step || expired) return;
    const expire = () => {
      clearCodeStep(step.purpose);
      setExpired(true);
    };
    const timer = window.setTimeout(expire, Math.max(0, expiresAt(step) - Date.now()));
    return () => window.clearTimeout(timer);
  }, [step, expired]);

  const matchesRefusal = useCallback(
    (purpose: string, msisdn: string, subject?: string) =>
      refusal !== null &&
      refusal.purpose === purpose &&
      refusal.subject === subject &&
      sameNumber(refusal.msisdn, msisdn) &&
      Date.now() < refusal.at + DEFAULT_CODE_TTL_S * 1000,
    [refusal],
  );

  const stored = useCallback(
    (purpose: string, msisdn: string, subject?: string) => {
      const found = readCodeStep(purpose, {
        now: Date.now(),
        ...(boundTo !== undefined ? { msisdn: boundTo } : {}),
        ...(subject !== undefined ? { subject } : {}),
      });
      return found && sameNumber(found.msisdn, msisdn) ? found : null;
    },
    [boundTo],
  );

  return useMemo<CodeStepControl>(
    () => ({
      step,
      secondsLeft: step ? secondsLeft : 0,
      expired,
      begin: (purpose, msisdn, answer, subject) => {
        setRefusal(null);
        show(stepFromAnswer(purpose, msisdn, answer, Date.now(), subject));
      },
      canResume: (purpose, msisdn, subject) =>
        matchesRefusal(purpose, msisdn, subject) || stored(purpose, msisdn, subject) !== null,
      resume: (purpose, msisdn, subject) => {
        const found = stored(purpose, msisdn, subject);
        if (found) {
          show(found);
          return;
        }
        // Taken up after a 429: the code that arrived earlier may be typed; a new one when Retry-After has passed.
        const retryAfterS = matchesRefusal(purpose, msisdn, subject)
          ? Math.max(0, refusal!.retryAfterS - (Date.now() - refusal!.at) / 1000)
          : 0;
        show(
          stepFromAnswer(
            purpose,
            msisdn,
            { resend_after_s: retryAfterS, expires_in_s: DEFAULT_CODE_TTL_S },
            Date.now(),
            subject,
          ),
        );
      },
      refused: (purpose, msisdn, error, subject) => {
        const retryAfterS = retryAfterOf(error);
        setRefusal(retryAfterS ? { purpose, msisdn, subject, retryAfterS, at: Date.now() } : null);
        return retryAfterS;
      },
      waitBeforeResend: (seconds) => {
        if (!step) return;
        const elapsedS = (Date.now() - Date.parse(step.sent_at)) / 1000;
        show({ ...step, resend_after_s: Math.ceil(elapsedS + seconds) });
      },
      clear: () => {
        if (step) clearCodeStep(step.purpose);
        setRefusal(null);
        setStep(null);
        setExpired(false);
      },
    }),
    [step, secondsLeft, expired, show, matchesRefusal, stored, refusal],
  );
}
