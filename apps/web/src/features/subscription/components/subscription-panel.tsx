import type { TPlan, TSubscription, TSubscriptionActionResponse } from '@sarraf/contracts';
import { useState } from 'react';
import { AlreadyHaveCode } from '../../../components/ui/already-have-code';
import { CodeForm } from '../../../components/ui/code-form';
import { buttonClass, FormMessage } from '../../../components/ui/form';
import { QueryView } from '../../../components/ui/query-view';
import { Notice } from '../../../components/ui/states';
import { t } from '../../../i18n/language';
import { errorMessageOf, fieldErrorsOf } from '../../../lib/api-client';
import { useCodeStep } from '../../../lib/use-code-step';
import { useFormat } from '../../../lib/use-format';
import { isContentOpen } from '../hooks/subscription-state';
import { usePlans } from '../hooks/use-plans';
import {
  actionOfStep,
  codeStepOf,
  SUBSCRIPTION_CODE_PURPOSES,
  useConfirmCode,
  useRequestCode,
  type CodeAction,
} from '../hooks/use-subscription-actions';
import { PlanList } from './plan-list';
import { TermsLink } from './terms-link';
import { Bdi } from '../../../components/ui/bdi';

type Flow = { readonly step: 'idle' } | { readonly step: 'choose-plan' };

/** An action whose code was asked for: the plan is known when it was chosen on this page. */
interface Requested {
  readonly action: CodeAction;
  readonly plan?: TPlan;
}

/**
 * Subscription management: plan, status, next renewal, and every action as request → code by SMS →
 * confirm: unsubscribe (cancels at once), activation, reactivation, renewal and change of plan
 * (docs/design.md#consent). No one-step cancel: a stolen unlocked session cannot end the service
 * without the phone, and the code step is no harder than subscribing was. A code step survives a
 * reload, and when a new code is refused (429) the one already received can still be typed
 * (docs/product.md#code-steps). `msisdn` is the subscriber's number: the steps are bound to it.
 */
export function SubscriptionPanel({
  subscription,
  msisdn,
}: {
  readonly subscription: TSubscription | null;
  readonly msisdn: string;
}) {
  const format = useFormat();
  const [flow, setFlow] = useState<Flow>({ step: 'idle' });
  const [outcome, setOutcome] = useState<TSubscriptionActionResponse | null>(null);
  const requestCode = useRequestCode();
  const confirmCode = useConfirmCode();
  const codeStep = useCodeStep({ purposes: SUBSCRIPTION_CODE_PURPOSES, msisdn });
  const [requestError, setRequestError] = useState<string | null>(null);
  // The last action asked for: its plan for the code step's text, and what «لديّ رمز بالفعل» opens.
  const [requested, setRequested] = useState<Requested | null>(null);

  const stepAction = codeStep.step ? actionOfStep(codeStep.step) : null;
  const stepUuid = stepAction === 'change' ? codeStep.step?.subject : undefined;
  const stepPlan = requested?.plan?.uuid === stepUuid ? requested?.plan : undefined;

  const start = (action: CodeAction, plan?: TPlan) => {
    setOutcome(null);
    setRequestError(null);
    setRequested({ action, ...(plan ? { plan } : {}) });
    confirmCode.reset();
    const { purpose, subject } = codeStepOf(action, plan?.uuid);
    requestCode.mutate(
      { action, ...(plan ? { uuid: plan.uuid } : {}) },
      {
        onSuccess: (answer) => {
          setFlow({ step: 'idle' });
          codeStep.begin(purpose, msisdn, answer, subject);
        },
        onError: (error) => {
          codeStep.refused(purpose, msisdn, error, subject);
          setRequestError(errorMessageOf(error));
        },
      },
    );
  };

  const resumeRequested = requested
    ? { ...codeStepOf(requested.action, requested.plan?.uuid), plan: requested.plan }
    : null;
  const canResume =
    !codeStep.step &&
    resumeRequested !== null &&
    codeStep.canResume(resumeRequested.purpose, msisdn, resumeRequested.subject);

  const finish = (response: TSubscriptionActionResponse) => {
    codeStep.clear();
    setOutcome(response);
    setFlow({ step: 'idle' });
  };

  if (!subscription) {
    return (
      <section
        id="subscription"
        aria-labelledby="subscription-title"
        className="rounded-2xl border border-slate-200 bg-white p-4"
      >
        <h2 id="subscription-title" className="text-lg font-bold text-loader">
          {t.subscription.title}
        </h2>
        <p className="mt-2 text-slate-800">{t.subscription.none}</p>
      </section>
    );
  }

  const open = isContentOpen(subscription);
  const dates: { label: string; value: string | null }[] = [
    { label: t.subscription.periodEnd, value: subscription.current_period_end },
    { label: t.subscription.nextRenewal, value: subscription.next_renewal_at },
    { label: t.subscription.trialEnds, value: subscription.trial_ends_at },
    { label: t.subscription.graceEnds, value: subscription.grace_ends_at },
    { label: t.subscription.cancelledAt, value: subscription.cancelled_at },
  ];
  const codeErrors = fieldErrorsOf(confirmCode.error);

  return (
    <section
      id="subscription"
      aria-labelledby="subscription-title"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4"
    >
      <h2 id="subscription-title" className="text-lg font-bold text-loader">
        {t.subscription.title}
      </h2>
      <dl className="flex flex-col gap-2">
        <div className="flex flex-wrap justify-between gap-2 border-b border-slate-100 pb-2">
          <dt className="text-slate-700">{t.subscription.plan}</dt>
          <dd className="font-bold">
            <Bdi text={subscription.plan.name} /> —{' '}
            {format.money(subscription.plan.price_minor, subscription.plan.currency)}{' '}
            {t.plans.per[subscription.plan.period]}
          </dd>
        </div>
        <div className="flex flex-wrap justify-between gap-2 border-b border-slate-100 pb-2">
          <dt className="text-slate-700">{t.subscription.status}</dt>
          <dd className="font-bold" data-testid="subscription-state">
            {t.subscription.states[subscription.state]}
          </dd>
        </div>
        {dates
          .filter((row) => row.value)
          .map((row) => (
            <div
              key={row.label}
              className="flex flex-wrap justify-between gap-2 border-b border-slate-100 pb-2"
            >
              <dt className="text-slate-700">{row.label}</dt>
              <dd className="font-bold">
                <time dateTime={row.value ?? ''}>{format.dateTime(row.value ?? '')}</time>
              </dd>
            </div>
          ))}
      </dl>
      {subscription.last_failure_reason ? (
        <Notice tone="warning">
          {t.subscription.lastFailure(t.chargeReasons(subscription.last_failure_reason))}
        </Notice>
      ) : null}

      {outcome ? (
        <FormMessage tone="success">
          {outcome.message}
          {outcome.data.charge?.status === 'failed'
            ? ` ${t.subscription.chargeFailed(t.chargeReasons(outcome.data.charge.reason ?? ''))}`
            : ''}
        </FormMessage>
      ) : null}
      {requestError && !codeStep.step ? <FormMessage tone="error">{requestError}</FormMessage> : null}
      {canResume && resumeRequested ? (
        <AlreadyHaveCode
          onClick={() => {
            setRequestError(null);
            setFlow({ step: 'idle' });
            codeStep.resume(resumeRequested.purpose, msisdn, resumeRequested.subject);
          }}
        />
      ) : null}

      {flow.step === 'idle' && !stepAction ? (
        <div className="flex flex-wrap gap-3">
          {open ? (
            <>
              <button
                type="button"
                className={buttonClass.primary}
                disabled={requestCode.isPending}
                onClick={() => start('renew')}
              >
                {t.subscription.renew}
              </button>
              <button
                type="button"
                className={buttonClass.secondary}
                onClick={() => setFlow({ step: 'choose-plan' })}
              >
                {t.subscription.change}
              </button>
              <button
                type="button"
                className={buttonClass.danger}
                disabled={requestCode.isPending}
                onClick={() => start('unsubscribe')}
              >
                {t.subscription.cancel}
              </button>
            </>
          ) : (
            <>
              <button
                type="button"
                className={buttonClass.primary}
                disabled={requestCode.isPending}
                onClick={() => start(subscription.state === 'pending_payment' ? 'activate' : 'reactivate')}
              >
                {subscription.state === 'pending_payment'
                  ? t.subscription.activate
                  : t.subscription.reactivate}
              </button>
              <button
                type="button"
                className={buttonClass.secondary}
                onClick={() => setFlow({ step: 'choose-plan' })}
              >
                {t.subscription.change}
              </button>
            </>
          )}
        </div>
      ) : null}

      {flow.step === 'choose-plan' && !stepAction ? (
        <ChangePlan
          currentPlan={subscription.plan.uuid}
          busy={requestCode.isPending}
          onChoose={(plan) => start('change', plan)}
          onBack={() => setFlow({ step: 'idle' })}
        />
      ) : null}

      {codeStep.step && stepAction ? (
        <div
          className={`flex flex-col gap-3 rounded-xl p-4 ${stepAction === 'unsubscribe' ? 'bg-red-50' : 'bg-slate-50'}`}
        >
          {stepAction === 'unsubscribe' ? (
            <>
              <p className="font-bold text-red-950">{t.subscription.cancelQuestion}</p>
              <p className="text-red-950">{t.subscription.cancelEffect}</p>
            </>
          ) : null}
          <p className="font-bold text-slate-900">
            {stepAction === 'change' && stepPlan
              ? t.subscription.codeForChange(
                  stepPlan.name,
                  format.money(stepPlan.price_minor, stepPlan.currency),
                )
              : t.subscription.codeFor[stepAction]}
          </p>
          <CodeForm
            codeStep={codeStep}
            busy={confirmCode.isPending}
            {...(stepAction === 'unsubscribe' ? { submitLabel: t.subscription.confirmCancel } : {})}
            errors={codeErrors?.otp ?? (codeErrors ? Object.values(codeErrors).flat() : undefined)}
            formError={confirmCode.isError && !codeErrors ? errorMessageOf(confirmCode.error) : null}
            onConfirm={(otp) =>
              confirmCode.mutate(
                { action: stepAction, otp, ...(stepUuid ? { uuid: stepUuid } : {}) },
                { onSuccess: finish },
              )
            }
            onResend={() =>
              requestCode.mutateAsync({ action: stepAction, ...(stepUuid ? { uuid: stepUuid } : {}) })
            }
            onBack={() => {
              codeStep.clear();
              confirmCode.reset();
              setFlow({ step: 'idle' });
            }}
            {...(stepAction === 'unsubscribe' ? { backLabel: t.subscription.keep } : {})}
          />
        </div>
      ) : null}
    </section>
  );
}

function ChangePlan({
  currentPlan,
  busy,
  onChoose,
  onBack,
}: {
  readonly currentPlan: string;
  readonly busy: boolean;
  readonly onChoose: (plan: TPlan) => void;
  readonly onBack: () => void;
}) {
  const plans = usePlans();
  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-bold">{t.subscription.choosePlan}</h3>
      <QueryView query={plans} isEmpty={(data) => data.plans.length === 0} empty={t.plans.empty}>
        {(data) => (
          <PlanList
            plans={data.plans}
            chooseLabel={t.subscription.moveTo}
            currentPlan={currentPlan}
            busyPlan={busy ? 'busy' : null}
            onChoose={onChoose}
          />
        )}
      </QueryView>
      <TermsLink signedIn />
      <button type="button" className={`${buttonClass.link} self-start`} onClick={onBack}>
        {t.code.back}
      </button>
    </div>
  );
}
