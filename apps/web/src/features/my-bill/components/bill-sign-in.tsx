import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CodeForm, RESEND_WAIT_SECONDS } from '../../../components/ui/code-form';
import { MsisdnForm } from '../../../components/ui/msisdn-form';
import { Notice } from '../../../components/ui/states';
import { hrefFor } from '../../../config/routes';
import { t } from '../../../i18n/language';
import { errorMessageOf, fieldErrorsOf, retryAfterOf, type FieldErrors } from '../../../lib/api-client';
import { setLoading } from '../../../lib/loading-store';
import { readMsisdn } from '../../../lib/session';
import { checkSubscriber, signInToBill } from '../api/my-bill-api';

/** The `/mybill` sign-in (client.mybill.login): number, code, then the bill information. */
export function BillSignIn() {
  const navigate = useNavigate();
  const [msisdn, setMsisdn] = useState(() => readMsisdn() ?? '');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [notSubscribed, setNotSubscribed] = useState(false);

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
      await checkSubscriber(number);
      setSentTo(number);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (otp: string) => {
    if (!sentTo) return;
    setBusy(true);
    setErrors({});
    setFormError(null);
    setLoading(true);
    try {
      if (await signInToBill(sentTo, otp)) {
        await navigate(hrefFor('client.mybill.information'));
        return;
      }
      setLoading(false);
      setNotSubscribed(true);
    } catch (error) {
      setLoading(false);
      fail(error);
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
        />
      ) : (
        <CodeForm
          sentTo={sentTo}
          busy={busy}
          errors={errors.otp ?? errors.msisdn}
          formError={formError}
          submitLabel={t.myBill.showBill}
          onConfirm={(otp) => void confirm(otp)}
          onResend={async () => {
            try {
              await checkSubscriber(sentTo);
              return RESEND_WAIT_SECONDS;
            } catch (error) {
              setFormError(errorMessageOf(error));
              const wait = retryAfterOf(error);
              if (wait) return wait;
              throw error;
            }
          }}
          onBack={() => {
            setSentTo(null);
            setErrors({});
            setFormError(null);
          }}
        />
      )}
    </div>
  );
}
