import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { CodeForm, RESEND_WAIT_SECONDS } from '../../../components/ui/code-form';
import { buttonClass, FormMessage, TextField } from '../../../components/ui/form';
import { Notice } from '../../../components/ui/states';
import { hrefFor } from '../../../config/routes';
import { ar } from '../../../i18n/ar';
import { errorMessageOf, fieldErrorsOf, retryAfterOf, type FieldErrors } from '../../../lib/api-client';
import { toLatinDigits } from '../../../lib/format';
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

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    const number = toLatinDigits(msisdn.trim());
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
        <p className="font-bold">{ar.myBill.notSubscribedTitle}</p>
        <p>{ar.myBill.notSubscribedText}</p>
      </Notice>
    );
  }

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4">
      {sentTo === null ? (
        <form onSubmit={(event) => void sendCode(event)} className="flex flex-col gap-4" noValidate>
          <TextField
            label={ar.session.msisdnLabel}
            hint={ar.session.msisdnHint}
            errors={errors.msisdn}
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
            {busy ? ar.session.sending : ar.session.sendCode}
          </button>
        </form>
      ) : (
        <CodeForm
          sentTo={sentTo}
          busy={busy}
          errors={errors.otp ?? errors.msisdn}
          formError={formError}
          submitLabel={ar.myBill.showBill}
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
