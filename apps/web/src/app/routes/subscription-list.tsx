import type { TPlan } from '@sarraf/contracts';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClass, FormMessage } from '../../components/ui/form';
import { Screen } from '../../components/ui/screen';
import { LoadingState, Notice } from '../../components/ui/states';
import { getRoute, hrefFor } from '../../config/routes';
import { HeSubscribeConfirm } from '../../features/he/components/he-subscribe-confirm';
import { useHeIdentity } from '../../features/he/hooks/use-he-identity';
import { SubscribeConfirm } from '../../components/ui/charge-confirm';
import { createSubscriber } from '../../features/session/api/session-api';
import { Disclaimer } from '../../features/subscription/components/disclaimer';
import { PlanList } from '../../features/subscription/components/plan-list';
import { PlansByNetwork } from '../../features/subscription/components/plans-by-network';
import { TermsLink } from '../../features/subscription/components/terms-link';
import { usePlans } from '../../features/subscription/hooks/use-plans';
import { t } from '../../i18n/language';
import { errorMessageOf, fieldErrorsOf } from '../../lib/api-errors';
import { setLoading } from '../../lib/loading-store';
import { readMsisdn, readSubscriptions } from '../../lib/session';
import { subscribedState } from '../../lib/subscribed-state';
import { isolateLtr } from '../../lib/text-direction';
import { useFormat } from '../../lib/use-format';

/**
 * client.subscription.list: the plans with the required disclaimer. After a Code 50 confirmation
 * the stored plans are offered to the verified number; choosing one shows the screen before the
 * charge (plan, price, period, renewal, how to stop), whose one button is the consent: it
 * subscribes, signs in and lands on client.home with the success notice. A guest just browsing is
 * sent to sign in first.
 */
export default function SubscriptionListScreen() {
  const navigate = useNavigate();
  const format = useFormat();
  const [stored] = useState(() => readSubscriptions());
  const [msisdn] = useState(() => readMsisdn());
  const plans = usePlans();
  const [busy, setBusy] = useState(false);
  const [chosen, setChosen] = useState<TPlan | null>(null);
  const [error, setError] = useState<string | null>(null);
  const isVerified = Boolean(stored && msisdn);
  // Header enrichment: the one-tap card sent a new number here; the identity it read is reused.
  const location = useLocation();
  const heRequested = (location.state as { he?: unknown } | null)?.he === true;
  const he = useHeIdentity({ enabled: heRequested && !isVerified });
  const heIdentity = !isVerified && he.data?.identified && !he.data.subscriber ? he.data : null;
  const [heChosen, setHeChosen] = useState<TPlan | null>(null);
  const offered: readonly TPlan[] | undefined = stored ?? plans.data?.plans;
  const service = plans.data?.service ?? null;
  // A guest on a host of no operator, with several served: no price until the number is known
  // (docs/operators.md#brand-by-host).
  const plansNotice =
    !isVerified && !heIdentity && offered?.length === 0 ? (service?.plans_notice ?? null) : null;

  const subscribe = async (plan: TPlan) => {
    if (!msisdn) return;
    setBusy(true);
    setError(null);
    setLoading(true);
    try {
      const created = await createSubscriber({ uuid: plan.uuid, msisdn });
      await navigate(hrefFor('client.home'), { state: subscribedState(created.data) });
    } catch (failure) {
      setLoading(false);
      const fields = fieldErrorsOf(failure);
      setError(fields ? Object.values(fields).flat().join(' ') : errorMessageOf(failure));
      setBusy(false);
    }
  };

  return (
    <Screen
      title={getRoute('client.subscription.list').title}
      lead={
        isVerified && msisdn
          ? t.plans.verifiedLead(isolateLtr(format.typedMsisdn(msisdn)))
          : heIdentity
            ? t.he.plansLead
            : t.plans.guestLead
      }
    >
      {!heIdentity && error ? <FormMessage tone="error">{error}</FormMessage> : null}
      {isVerified && msisdn && chosen ? (
        <SubscribeConfirm
          plan={chosen}
          service={service}
          number={<bdi dir="ltr">{format.typedMsisdn(msisdn)}</bdi>}
          busy={busy}
          error={error}
          onConfirm={() => void subscribe(chosen)}
          onBack={() => {
            setChosen(null);
            setError(null);
          }}
          testId="subscribe-confirm"
        />
      ) : heIdentity && heChosen ? (
        <HeSubscribeConfirm
          plan={heChosen}
          service={service}
          maskedMsisdn={heIdentity.msisdn_masked}
          onBack={() => setHeChosen(null)}
        />
      ) : plansNotice ? (
        <PlansByNetwork notice={plansNotice} />
      ) : offered ? (
        <>
          {offered.length === 0 ? <Notice tone="info">{t.plans.empty}</Notice> : null}
          <PlanList
            plans={offered}
            chooseLabel={t.plans.subscribe}
            {...(isVerified ? { onChoose: setChosen } : heIdentity ? { onChoose: setHeChosen } : {})}
          />
          <Disclaimer plans={offered} service={service} />
        </>
      ) : plans.isPending ? (
        <LoadingState />
      ) : (
        <Notice tone="warning">{errorMessageOf(plans.error)}</Notice>
      )}
      <TermsLink />
      {isVerified || heIdentity || plansNotice ? null : (
        <Link to="/#sign-in" className={`${buttonClass.primary} self-start`}>
          {t.plans.signInToSubscribe}
        </Link>
      )}
    </Screen>
  );
}
