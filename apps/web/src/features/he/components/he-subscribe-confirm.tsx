import type { TPlan, TServiceInfo } from '@sarraf/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SubscribeConfirm } from '../../../components/ui/charge-confirm';
import { hrefFor } from '../../../config/routes';
import { t } from '../../../i18n/language';
import { errorMessageOf, fieldErrorsOf } from '../../../lib/api-errors';
import { setLoading } from '../../../lib/loading-store';
import { subscribedState } from '../../../lib/subscribed-state';
import { subscribeWithHe } from '../api/he-api';
import { forgetHeToken, freshHeToken } from '../hooks/use-he-identity';
import { MaskedNumber } from './masked-number';

/**
 * The explicit consent of a one-tap subscription (docs/header-enrichment.md#subscribe): the screen
 * before any charge (components/ui/charge-confirm.tsx) with the number, and ONE confirm button
 * naming the charge, which calls he/subscribe and lands on client.home with the success notice.
 */
export function HeSubscribeConfirm({
  plan,
  service,
  maskedMsisdn,
  onBack,
}: {
  readonly plan: TPlan;
  readonly service: TServiceInfo | null;
  readonly maskedMsisdn: string;
  readonly onBack: () => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    setLoading(true);
    try {
      const token = await freshHeToken(queryClient);
      if (!token) throw new Error('not identified');
      forgetHeToken(queryClient);
      const created = await subscribeWithHe(token, plan.uuid);
      await navigate(hrefFor('client.home'), { state: subscribedState(created.data) });
    } catch (failure) {
      setLoading(false);
      setBusy(false);
      forgetHeToken(queryClient);
      const fields = fieldErrorsOf(failure);
      setError(fields ? Object.values(fields).flat().join(' ') || t.he.lost : errorMessageOf(failure));
    }
  };

  return (
    <SubscribeConfirm
      plan={plan}
      service={service}
      number={<MaskedNumber value={maskedMsisdn} />}
      busy={busy}
      error={error}
      onConfirm={() => void confirm()}
      onBack={onBack}
      testId="he-subscribe-confirm"
    />
  );
}
