import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CodeForm } from '../../../components/ui/code-form';
import { MsisdnForm } from '../../../components/ui/msisdn-form';
import { Notice } from '../../../components/ui/states';
import { hrefFor } from '../../../config/routes';
import { t } from '../../../i18n/language';
import { setLoading } from '../../../lib/loading-store';
import { readMsisdn } from '../../../lib/session';
import { useFormProblems } from '../../../lib/use-form-problems';
import { useCodeStep } from '../../../lib/use-code-step';
import { checkSubscriber, signInToBill } from '../api/my-bill-api';

const PURPOSES = ['mybill'] as const;

/**
 * The `/mybill` sign-in (client.mybill.login): number, code, then the bill information. The code
 * step survives a reload (docs/product.md#code-steps).
 */
export function BillSignIn() {
  const navigate = useNavigate();
  const [msisdn, setMsisdn] = useState(() => readMsisdn() ?? '');
  const codeStep = useCodeStep({ purposes: PURPOSES });
  const sentTo = codeStep.step?.msisdn ?? null;
  const [busy, setBusy] = useState(false);
  const problems = useFormProblems();
  const { errors, formError } = problems;
  const [notSubscribed, setNotSubscribed] = useState(false);

  const sendCode = async (number: string) => {
    setMsisdn(number);
    setBusy(true);
    problems.clear();
    try {
      codeStep.begin('mybill', number, await checkSubscriber(number));
    } catch (error) {
      codeStep.refused('mybill', number, error);
      problems.fail(error);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (otp: string) => {
    if (!sentTo) return;
    setBusy(true);
    problems.clear();
    setLoading(true);
    try {
      const opened = await signInToBill(sentTo, otp);
      // Either way the code is used up: the step is over.
      codeStep.clear();
      if (opened) {
        await navigate(hrefFor('client.mybill.information'));
        return;
      }
      setLoading(false);
      setNotSubscribed(true);
    } catch (error) {
      setLoading(false);
      problems.fail(error);
    }
    setBusy(false);
  };

  if (notSubscribed) {
    return (
      <Notice tone="info">
        <p className="font-bold">{t.myBill.notSubscribedTitle}</p>
        <p>{t.myBill.notSubscribedText}</p>
      </Notice>
    );
  }

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4">
      {sentTo === null ? (
        <MsisdnForm
          initialMsisdn={msisdn}
          busy={busy}
          errors={errors.msisdn}
          formError={formError}
          onSend={(number) => void sendCode(number)}
          haveCode={{
            canResume: (number) => codeStep.canResume('mybill', number),
            onResume: (number) => {
              problems.clear();
              codeStep.resume('mybill', number);
            },
          }}
        />
      ) : (
        <CodeForm
          codeStep={codeStep}
          showSentTo
          busy={busy}
          errors={errors.otp ?? errors.msisdn}
          formError={formError}
          submitLabel={t.myBill.showBill}
          onConfirm={(otp) => void confirm(otp)}
          onResend={() => checkSubscriber(sentTo)}
          onBack={() => {
            codeStep.clear();
            problems.clear();
          }}
        />
      )}
    </div>
  );
}
