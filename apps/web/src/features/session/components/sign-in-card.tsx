import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CodeForm, RESEND_WAIT_SECONDS } from '../../../components/ui/code-form';
import { MsisdnForm } from '../../../components/ui/msisdn-form';
import { hrefFor } from '../../../config/routes';
import { t } from '../../../i18n/language';
import { errorMessageOf, fieldErrorsOf, retryAfterOf, type FieldErrors } from '../../../lib/api-client';
import { setLoading } from '../../../lib/loading-store';
import { readMsisdn } from '../../../lib/session';
import { confirmOtp, login, resendOtp } from '../api/session-api';

type Step = { readonly name: 'msisdn' } | { readonly name: 'code'; readonly msisdn: string };

/**
 * Sign-in by mobile number: the number, then the SMS code with a resend countdown,
 * then client.home for a subscriber or the plan choice for a new number (Code 50).
 */
export function SignInCard({ headingLevel = 2 }: { readonly headingLevel?: 1 | 2 }) {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ name: 'msisdn' });
  // The number the field shows: the last one used on this device, then the last one sent to.
  const [msisdn, setMsisdn] = useState(() => readMsisdn() ?? '');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  const fail = (error: unknown) => {
    const fields = fieldErrorsOf(error);
    setErrors(fields ?? {});
    setFormError(fields ? null : errorMessageOf(error));
  };

  const sendCode = async (number: string) => {
    setMsisdn(number);
    setBusy(true);
    setErrors({});
    setFormError(null);
    try {
      await login(number);
      setStep({ name: 'code', msisdn: number });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (code: string, number: string) => {
    setBusy(true);
    setErrors({});
    setFormError(null);
    // The authentication loading flag covers the sign-in; the navigation clears it.
    setLoading(true);
    try {
      const result = await confirmOtp({ otp: code, msisdn: number });
      await navigate(hrefFor(result.Code === 50 ? 'client.subscription.list' : 'client.home'));
    } catch (error) {
      setLoading(false);
      fail(error);
      setBusy(false);
    }
  };

  const otherErrors = Object.entries(errors)
    .filter(([field]) => field !== 'otp' && field !== 'msisdn')
    .flatMap(([, messages]) => messages);

  return (
    <section
      id="sign-in"
      aria-labelledby="sign-in-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <Heading id="sign-in-title" className="text-xl font-bold text-loader">
        {step.name === 'msisdn' ? t.session.signInHeading : t.session.codeHeading}
      </Heading>
      {step.name === 'msisdn' ? (
        <div className="mt-3">
          <MsisdnForm
            initialMsisdn={msisdn}
            busy={busy}
            errors={errors.msisdn}
            formError={formError}
            intro={t.session.signInText}
            onSend={(number) => void sendCode(number)}
          />
        </div>
      ) : (
        <div className="mt-3">
          <CodeForm
            sentTo={step.msisdn}
            busy={busy}
            errors={errors.otp ?? (otherErrors.length ? otherErrors : undefined)}
            formError={formError ?? (errors.msisdn ? errors.msisdn.join(' ') : null)}
            submitLabel={t.session.confirmCode}
            onConfirm={(code) => void confirm(code, step.msisdn)}
            onResend={async () => {
              try {
                await resendOtp(step.msisdn);
                setFormError(null);
                return RESEND_WAIT_SECONDS;
              } catch (error) {
                const wait = retryAfterOf(error);
                setFormError(errorMessageOf(error));
                if (wait) return wait;
                throw error;
              }
            }}
            onBack={() => {
              setStep({ name: 'msisdn' });
              setErrors({});
              setFormError(null);
            }}
          />
        </div>
      )}
    </section>
  );
}
