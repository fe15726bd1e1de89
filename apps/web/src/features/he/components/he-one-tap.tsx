import type { TResponse } from '@sarraf/contracts/api';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonClass, FormMessage } from '../../../components/ui/form';
import { hrefFor } from '../../../config/routes';
import { t } from '../../../i18n/language';
import { errorMessageOf, fieldErrorsOf } from '../../../lib/api-errors';
import { setLoading } from '../../../lib/loading-store';
import { signInWithHe } from '../api/he-api';
import { forgetHeToken, freshHeToken } from '../hooks/use-he-identity';
import { withQueryScope } from '../../../lib/query/query-client';
import { MaskedNumber } from './masked-number';

type Identified = Extract<TResponse<'heIdentify'>['data'], { identified: true }>;

/**
 * «متابعة كـ 96777****567» in place of the number field (docs/header-enrichment.md#the-portal): a
 * subscriber is signed in with this one tap and lands on client.home; a new number goes on to the
 * plan choice, where subscribing takes one more, explicit, confirm click. Another number is always
 * one tap away.
 */
export function HeOneTap({
  identity,
  onOtherNumber,
}: {
  readonly identity: Identified;
  readonly onOtherNumber: () => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const toPlans = () => navigate(hrefFor('client.subscription.list'), { state: { he: true } });

  const signIn = async () => {
    setBusy(true);
    setError(null);
    // The sign-in is the authentication the loading flag covers; the navigation clears it.
    setLoading(true);
    try {
      const token = await freshHeToken(queryClient);
      if (!token) throw new Error('not identified');
      forgetHeToken(queryClient);
      await signInWithHe(token);
      await navigate(hrefFor('client.home'));
    } catch (failure) {
      setLoading(false);
      setBusy(false);
      forgetHeToken(queryClient);
      const fields = fieldErrorsOf(failure);
      // Subscribed nowhere after all (cancelled by the operator meanwhile): the plans, then.
      if (fields && Object.keys(fields).length && !fields.he_token?.length) await toPlans();
      else setError(fields?.he_token?.join(' ') ?? (fields ? t.he.lost : errorMessageOf(failure)));
    }
  };

  return (
    <section
      id="sign-in"
      aria-labelledby="he-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="he-one-tap"
    >
      <h2 id="he-title" className="text-xl font-bold text-loader">
        {t.he.heading}
      </h2>
      <p className="mt-2 leading-relaxed text-slate-700">{t.he.text}</p>
      {error ? (
        <div className="mt-3">
          <FormMessage tone="error">{error}</FormMessage>
        </div>
      ) : null}
      <div className="mt-4 flex flex-col items-stretch gap-3 sm:flex-row sm:items-center">
        <button
          type="button"
          className={buttonClass.primary}
          disabled={busy}
          onClick={() => void (identity.subscriber ? signIn() : toPlans())}
        >
          {busy ? (
            t.he.continuing
          ) : (
            <>
              {t.he.continueAs} <MaskedNumber value={identity.msisdn_masked} />
            </>
          )}
        </button>
        <button type="button" className={`${buttonClass.link} min-h-11`} onClick={onOtherNumber}>
          {t.he.otherNumber}
        </button>
      </div>
    </section>
  );
}

/** The one-tap card with its query client: the landing page renders outside the screens' one. */
export const HeOneTapCard = withQueryScope(HeOneTap);
