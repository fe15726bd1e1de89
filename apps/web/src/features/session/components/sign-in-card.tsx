import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CodeForm } from '../../../components/ui/code-form';
import { MsisdnForm } from '../../../components/ui/msisdn-form';
import { hrefFor } from '../../../config/routes';
import { t } from '../../../i18n/language';
import { setLoading } from '../../../lib/loading-store';
import { readMsisdn } from '../../../lib/session';
import { useFormProblems } from '../../../lib/use-form-problems';
import { useCodeStep } from '../../../lib/use-code-step';
import { confirmOtp, login, resendOtp } from '../api/session-api';

const PURPOSES = ['login'] as const;

/**
 * Sign-in by mobile number: the number, then the SMS code with a resend countdown,
 * then client.home for a subscriber or the plan choice for a new number (Code 50). The code step
 * survives a reload, and a number whose new code is refused can still type the one it has
 * (docs/product.md#code-steps).
 */
export function SignInCard({ headingLevel = 2 }: { readonly headingLevel?: 1 | 2 }) {
  const navigate = useNavigate();
  const codeStep = useCodeStep({ purposes: PURPOSES });
  const step = codeStep.step;
  // The number the field shows: the last one used on this device, then the last one sent to.
  const [msisdn, setMsisdn] = useState(() => readMsisdn() ?? '');
  const [busy, setBusy] = useState(false);
  const problems = useFormProblems();
  const { errors, formError } = problems;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  const sendCode = async (number: string) => {
    setMsisdn(number);
    setBusy(true);
    problems.clear();
    try {
      codeStep.begin('login', number, await login(number));
    } catch (error) {
      codeStep.refused('login', number, error);
      problems.fail(error);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (code: string, number: string) => {
    setBusy(true);
    problems.clear();
    // The authentication loading flag covers the sign-in; the navigation clears it.
    setLoading(true);
    try {
      const result = await confirmOtp({ otp: code, msisdn: number });
      codeStep.clear();
      await navigate(hrefFor(result.Code === 50 ? 'client.subscription.list' : 'client.home'));
    } catch (error) {
      setLoading(false);
      problems.fail(error);
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
        {step ? t.session.codeHeading : t.session.signInHeading}
      </Heading>
      {!step ? (
        <div className="mt-3">
          <MsisdnForm
            initialMsisdn={msisdn}
            busy={busy}
            errors={errors.msisdn}
            formError={formError}
            intro={t.session.signInText}
            onSend={(number) => void sendCode(number)}
            haveCode={{
              canResume: (number) => codeStep.canResume('login', number),
              onResume: (number) => {
                problems.clear();
                codeStep.resume('login', number);
              },
            }}
          />
        </div>
      ) : (
        <div className="mt-3">
          <CodeForm
            codeStep={codeStep}
            showSentTo
            busy={busy}
            errors={errors.otp ?? (otherErrors.length ? otherErrors : undefined)}
            formError={formError ?? (errors.msisdn ? errors.msisdn.join(' ') : null)}
            submitLabel={t.session.confirmCode}
            onConfirm={(code) => void confirm(code, step.msisdn)}
            onResend={() => resendOtp(step.msisdn)}
            onBack={() => {
              codeStep.clear();
              problems.clear();
            }}
          />
        </div>
      )}
    </section>
  );
}
