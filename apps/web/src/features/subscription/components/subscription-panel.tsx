import type { TPlan, TSubscription, TSubscriptionActionResponse } from '@sarraf/contracts';
import { useState } from 'react';
import { AlreadyHaveCode } from '../../../components/ui/already-have-code';
import { Bdi } from '../../../components/ui/bdi';
import { ChargeConfirm } from '../../../components/ui/charge-confirm';
import { CodeForm } from '../../../components/ui/code-form';
import { buttonClass, FormMessage } from '../../../components/ui/form';
import { QueryView } from '../../../components/ui/query-view';
import { Notice } from '../../../components/ui/states';
import { t } from '../../../i18n/language';
import { errorMessageOf, fieldErrorsOf } from '../../../lib/api-errors';
import { useCodeStep } from '../../../lib/use-code-step';
import { useFormat } from '../../../lib/use-format';
import { chargeQuote, paymentActionOf, type ChargeAction } from '../hooks/charge-quote';
import { hasPaidDaysLeft } from '../hooks/subscription-state';
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

/**
 * What the panel shows beside the code step (which `useCodeStep` holds, so it survives a reload):
 * the actions, the plan choice, the screen before a charge with the code typed, or the outcome.
 */
type Flow =
  | { readonly step: 'idle' }
  | { readonly step: 'choose-plan' }
  | { readonly step: 'confirm'; readonly action: ChargeAction; readonly otp: string; readonly uuid?: string }
  | { readonly step: 'done'; readonly action: CodeAction; readonly response: TSubscriptionActionResponse };

/** An action whose code was asked for: the plan is known when it was chosen on this page. */
interface Requested {
  readonly action: CodeAction;
  readonly plan?: TPlan;
}

/**
 * Until when a cancellation now would keep the content open: the end of the period already paid,
 * as the server decides it (not in a free trial, not after a failed renewal). Null: it ends at once.
 */
function keptUntilOnCancel(subscription: TSubscription, now = Date.now()): string | null {
  const end = subscription.current_period_end;
  const paid = subscription.state === 'active' || subscription.state === 'grace';
  const inTrial = subscription.trial_ends_at !== null && Date.parse(subscription.trial_ends_at) > now;
  return paid && end && Date.parse(end) > now && !inTrial ? end : null;
}

const inTrialNow = (subscription: TSubscription) =>
  subscription.trial_ends_at !== null && Date.parse(subscription.trial_ends_at) > Date.now();

/**
 * Subscription management (docs/product.md#subscription-management): plan, status, dates, and
 * every action as a code by SMS first. A payment (activate, renew after a failed renewal,
 * reactivate, change of plan) then shows the confirmation screen, whose one button is the
 * consent; a clear success state follows. Cancelling is the unsubscribe code alone and says until
 * when the paid days stay open. No one-step cancel: a stolen unlocked session cannot end the
 * service without the phone, and the code step is no harder than subscribing was. A code step
 * survives a reload, and when a new code is refused (429) the one already received can still be
 * typed (docs/product.md#code-steps). `msisdn` is the subscriber's number: the steps are bound to it.
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
  const requestCode = useRequestCode();
  const confirmCode = useConfirmCode();
  const codeStep = useCodeStep({ purposes: SUBSCRIPTION_CODE_PURPOSES, msisdn });
  const plans = usePlans();
  const [requestError, setRequestError] = useState<string | null>(null);
  // The last action asked for: its plan for the code step's text, and what «لديّ رمز بالفعل» opens.
  const [requested, setRequested] = useState<Requested | null>(null);

  const stepAction = codeStep.step ? actionOfStep(codeStep.step) : null;
  const stepUuid = stepAction === 'change' ? codeStep.step?.subject : undefined;
  // After a reload the chosen plan is found again among the plans on sale.
  const stepPlan =
    stepUuid === undefined
      ? undefined
      : requested?.plan?.uuid === stepUuid
        ? requested.plan
        : plans.data?.plans.find((plan) => plan.uuid === stepUuid);

  const start = (action: CodeAction, plan?: TPlan) => {
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

  const resumeRequested = requested ? codeStepOf(requested.action, requested.plan?.uuid) : null;
  const canResume =
    !codeStep.step &&
    resumeRequested !== null &&
    codeStep.canResume(resumeRequested.purpose, msisdn, resumeRequested.subject);

  const confirm = (action: CodeAction, otp: string, uuid?: string) =>
    confirmCode.mutate(
      { action, otp, ...(uuid ? { uuid } : {}) },
      {
        onSuccess: (response) => {
          codeStep.clear();
          setFlow({ step: 'done', action, response });
        },
        // A wrong or spent code goes back to the code field (still held by the code step), with
        // the server's words under it; another refusal stays on the screen that was confirmed.
        onError: (error) => {
          if (fieldErrorsOf(error)?.otp) setFlow({ step: 'idle' });
        },
      },
    );

  const cancelStep = () => {
    codeStep.clear();
    confirmCode.reset();
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

  const payment = paymentActionOf(subscription);
  const paidDaysLeft = hasPaidDaysLeft(subscription);
  const dates: { label: string; value: string | null }[] = [
    { label: t.subscription.periodEnd, value: subscription.current_period_end },
    { label: t.subscription.nextRenewal, value: subscription.next_renewal_at },
    { label: t.subscription.trialEnds, value: subscription.trial_ends_at },
    { label: t.subscription.graceEnds, value: subscription.grace_ends_at },
    { label: t.subscription.cancelledAt, value: subscription.cancelled_at },
    { label: t.subscription.accessUntil, value: paidDaysLeft ? subscription.access_until : null },
  ];
  const codeErrors = fieldErrorsOf(confirmCode.error);
  const service = plans.data?.service ?? null;

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
      {paidDaysLeft && subscription.access_until && flow.step !== 'done' ? (
        <Notice tone="info">
          {t.subscription.cancelledWithAccess(format.dateTime(subscription.access_until))}
        </Notice>
      ) : null}
      {subscription.last_failure_reason ? (
        <Notice tone="warning">
          {t.subscription.lastFailure(t.chargeReasons(subscription.last_failure_reason))}
        </Notice>
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

      {flow.step === 'done' ? (
        <ActionDone action={flow.action} response={flow.response} onClose={() => setFlow({ step: 'idle' })} />
      ) : null}

      {flow.step === 'idle' && !stepAction ? (
        <div className="flex flex-wrap gap-3">
          {payment ? (
            <button
              type="button"
              className={buttonClass.primary}
              disabled={requestCode.isPending}
              onClick={() => start(payment)}
            >
              {t.subscription[payment]}
            </button>
          ) : null}
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={() => setFlow({ step: 'choose-plan' })}
          >
            {t.subscription.change}
          </button>
          {subscription.state !== 'cancelled' ? (
            <button
              type="button"
              className={buttonClass.danger}
              disabled={requestCode.isPending}
              onClick={() => start('unsubscribe')}
            >
              {t.subscription.cancel}
            </button>
          ) : null}
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

      {codeStep.step && stepAction && flow.step !== 'confirm' && flow.step !== 'done' ? (
        <div
          className={`flex flex-col gap-3 rounded-xl p-4 ${stepAction === 'unsubscribe' ? 'bg-red-50' : 'bg-slate-50'}`}
          data-testid={stepAction === 'unsubscribe' ? 'cancel-prompt' : 'subscription-code-step'}
        >
          {stepAction === 'unsubscribe' ? (
            <>
              <p className="font-bold text-red-950">{t.subscription.cancelQuestion}</p>
              <p className="text-red-950">
                {(() => {
                  const kept = keptUntilOnCancel(subscription);
                  if (kept) return t.subscription.cancelKeeps(format.dateTime(kept));
                  return inTrialNow(subscription)
                    ? t.subscription.cancelEndsTrial
                    : t.subscription.cancelEffect;
                })()}
              </p>
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
            submitLabel={stepAction === 'unsubscribe' ? t.subscription.confirmCancel : t.subscription.next}
            errors={codeErrors?.otp ?? (codeErrors ? Object.values(codeErrors).flat() : undefined)}
            formError={confirmCode.isError && !codeErrors ? errorMessageOf(confirmCode.error) : null}
            onConfirm={(otp) => {
              if (stepAction === 'unsubscribe') {
                confirm(stepAction, otp);
                return;
              }
              // A payment shows what it costs before anything is charged: the code is sent with
              // the confirmation screen's one button.
              confirmCode.reset();
              setFlow({ step: 'confirm', action: stepAction, otp, ...(stepUuid ? { uuid: stepUuid } : {}) });
            }}
            onResend={() =>
              requestCode.mutateAsync({ action: stepAction, ...(stepUuid ? { uuid: stepUuid } : {}) })
            }
            onBack={cancelStep}
            {...(stepAction === 'unsubscribe' ? { backLabel: t.subscription.keep } : {})}
          />
        </div>
      ) : null}

      {flow.step === 'confirm' ? (
        <ConfirmCharge
          subscription={subscription}
          action={flow.action}
          service={service}
          busy={confirmCode.isPending}
          error={confirmCode.isError && !codeErrors?.otp ? errorMessageOf(confirmCode.error) : null}
          onConfirm={() => confirm(flow.action, flow.otp, flow.uuid)}
          onBack={cancelStep}
          {...(stepPlan ? { plan: stepPlan } : {})}
        />
      ) : null}
    </section>
  );
}

function ConfirmCharge({
  subscription,
  action,
  plan: target,
  service,
  busy,
  error,
  onConfirm,
  onBack,
}: {
  readonly subscription: TSubscription;
  readonly action: ChargeAction;
  readonly plan?: TPlan;
  readonly service: Parameters<typeof ChargeConfirm>[0]['service'];
  readonly busy: boolean;
  readonly error: string | null;
  readonly onConfirm: () => void;
  readonly onBack: () => void;
}) {
  const format = useFormat();
  const { plan, when } = chargeQuote(subscription, action, target);
  const label =
    when.kind === 'now'
      ? t.subscription.confirmCharge[action](format.money(when.amountMinor, when.currency))
      : t.subscription.confirmFree;
  return (
    <ChargeConfirm
      heading={t.subscription.confirmHeading[action]}
      plan={plan}
      when={when}
      service={service}
      confirmLabel={label}
      busyLabel={t.subscription.confirming}
      busy={busy}
      error={error}
      onConfirm={onConfirm}
      onBack={onBack}
    />
  );
}

/** The success state of an action: what happened, what was charged, when it renews. */
function ActionDone({
  action,
  response,
  onClose,
}: {
  readonly action: CodeAction;
  readonly response: TSubscriptionActionResponse;
  readonly onClose: () => void;
}) {
  const format = useFormat();
  const { subscription, charge } = response.data;
  const failed = charge !== null && charge.status !== 'succeeded';
  const lines: string[] = [];
  if (charge?.status === 'succeeded') {
    lines.push(t.subscription.doneCharged(format.money(charge.amount_minor, charge.currency)));
  } else if (charge === null && action !== 'unsubscribe') {
    lines.push(t.subscription.doneFree);
  } else if (charge?.status === 'failed') {
    lines.push(t.subscription.chargeFailed(t.chargeReasons(charge.reason ?? '')));
  }
  if (subscription.state === 'active' && subscription.next_renewal_at) {
    lines.push(t.subscription.doneRenews(format.dateTime(subscription.next_renewal_at)));
  }
  if (action === 'unsubscribe' && subscription.access_until) {
    lines.push(t.subscription.cancelledWithAccess(format.dateTime(subscription.access_until)));
  }
  return (
    <div
      role="status"
      className={`flex flex-col gap-2 rounded-xl border-2 p-4 ${
        failed
          ? 'border-amber-400 bg-amber-50 text-amber-950'
          : 'border-emerald-600 bg-emerald-50 text-emerald-950'
      }`}
      data-testid="action-done"
    >
      <p className="text-lg font-bold">
        {failed ? t.subscription.doneFailedTitle : t.subscription.doneTitle[action]}
      </p>
      <p>{response.message}</p>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <button type="button" className={`${buttonClass.secondary} self-start`} onClick={onClose}>
        {t.subscription.doneOk}
      </button>
    </div>
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
