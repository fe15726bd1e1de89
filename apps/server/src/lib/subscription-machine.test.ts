import { describe, expect, it } from 'vitest';
import { CHARGE_CAUSES, type ChargeCause } from './charge-reference';
import {
  canStartCharge,
  chargePeriod,
  hasAccess,
  isDue,
  paidAccessUntil,
  SUBSCRIPTION_STATES,
  transition,
  type PlanTerms,
  type SubscriptionSnapshot,
  type SubscriptionState,
} from './subscription-machine';

const ADEN = 'Asia/Aden';
const DAY = 86_400_000;
const HOUR = 3_600_000;
const t0 = new Date('2025-03-10T09:00:00.000Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

const daily: PlanTerms = {
  id: 'plan-daily',
  period: 'daily',
  freeTrialDays: 0,
  graceDays: 2,
  suspensionDays: 7,
};
const monthly: PlanTerms = {
  id: 'plan-monthly',
  period: 'monthly',
  freeTrialDays: 0,
  graceDays: 5,
  suspensionDays: 30,
};

function snapshot(
  state: SubscriptionState,
  overrides: Partial<SubscriptionSnapshot> = {},
): SubscriptionSnapshot {
  const open = state !== 'pending_payment';
  return {
    state,
    planId: daily.id,
    currentPeriodStart: open ? at(-DAY) : null,
    currentPeriodEnd: open ? t0 : null,
    trialEndsAt: null,
    nextRenewalAt: state === 'active' || state === 'grace' || state === 'suspended' ? t0 : null,
    retryCount: 0,
    lastChargeAttemptAt: null,
    lastFailureReason: null,
    graceEndsAt: state === 'grace' ? at(2 * DAY) : null,
    suspendedAt: state === 'suspended' ? at(-DAY) : null,
    cancelledAt: state === 'cancelled' ? at(-HOUR) : null,
    accessUntil: null,
    ...overrides,
  };
}

const succeeded = (cause: ChargeCause, periodStart = t0, planId = daily.id) => ({
  type: 'charge_succeeded' as const,
  cause,
  at: t0,
  periodStart,
  periodEnd: new Date(periodStart.getTime() + DAY),
  planId,
});
const failed = (cause: ChargeCause, when = t0) => ({
  type: 'charge_failed' as const,
  cause,
  at: when,
  reason: 'insufficient_balance',
});

describe('the subscription state machine', () => {
  describe('a successful charge', () => {
    // Every (cause, state) pair: which ones make the subscription active, which are refused.
    const allowed: Record<ChargeCause, SubscriptionState[]> = {
      first: ['pending_payment'],
      renewal: ['active', 'grace', 'suspended'],
      renew: ['grace', 'suspended'],
      reactivation: ['pending_payment', 'suspended', 'cancelled'],
      change: ['pending_payment', 'active', 'grace', 'suspended', 'cancelled'],
    };
    const cases = CHARGE_CAUSES.flatMap((cause) =>
      SUBSCRIPTION_STATES.map((state) => [cause, state, allowed[cause].includes(state)] as const),
    );

    it.each(cases)('of cause %s from %s: allowed=%s', (cause, state, isAllowed) => {
      const result = transition(snapshot(state), daily, succeeded(cause));
      expect(result.ok).toBe(isAllowed);
      if (!result.ok) return;
      expect(result.from).toBe(state);
      expect(result.to).toBe('active');
      expect(result.next).toMatchObject({
        state: 'active',
        currentPeriodStart: t0,
        currentPeriodEnd: at(DAY),
        nextRenewalAt: at(DAY),
        retryCount: 0,
        lastFailureReason: null,
        graceEndsAt: null,
        suspendedAt: null,
        cancelledAt: null,
      });
    });

    it('names why: subscribed, renewed, recovered, renewed by the subscriber, reactivated, changed', () => {
      const reason = (cause: ChargeCause, state: SubscriptionState) => {
        const result = transition(snapshot(state), daily, succeeded(cause));
        return result.ok ? result.reason : result.refusal;
      };
      expect(reason('first', 'pending_payment')).toBe('subscribed');
      expect(reason('renewal', 'active')).toBe('renewed');
      expect(reason('renewal', 'grace')).toBe('renewal_recovered');
      expect(reason('renewal', 'suspended')).toBe('renewal_recovered');
      expect(reason('renew', 'grace')).toBe('renewed_by_subscriber');
      expect(reason('reactivation', 'suspended')).toBe('reactivated');
      expect(reason('change', 'active')).toBe('plan_changed');
    });

    it('refuses with the reason a subscriber can be told', () => {
      const refusal = (cause: ChargeCause, state: SubscriptionState) => {
        const result = transition(snapshot(state), daily, succeeded(cause));
        return result.ok ? null : result.refusal;
      };
      expect(refusal('first', 'active')).toBe('not_pending');
      expect(refusal('renewal', 'pending_payment')).toBe('not_renewable');
      expect(refusal('renewal', 'cancelled')).toBe('not_renewable');
      expect(refusal('reactivation', 'active')).toBe('already_active');
      expect(refusal('reactivation', 'grace')).toBe('already_active');
      expect(refusal('renew', 'active')).toBe('paid_up');
      expect(refusal('renew', 'cancelled')).toBe('already_cancelled');
      expect(refusal('renew', 'pending_payment')).toBe('not_renewable');
    });

    it('moves a change to the new plan', () => {
      const result = transition(snapshot('active'), daily, succeeded('change', t0, monthly.id));
      expect(result.ok && result.next.planId).toBe(monthly.id);
    });

    it('keeps the running period when an early renewal pays the next one', () => {
      const running = snapshot('active', { currentPeriodStart: at(-HOUR), currentPeriodEnd: at(DAY - HOUR) });
      const result = transition(running, daily, { ...succeeded('renewal', at(DAY - HOUR)) });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.next.currentPeriodStart).toEqual(at(-HOUR));
      expect(result.next.currentPeriodEnd).toEqual(at(2 * DAY - HOUR));
      expect(result.next.nextRenewalAt).toEqual(at(2 * DAY - HOUR));
    });
  });

  describe('a failed automatic renewal', () => {
    it('moves active to grace, keeps access, and retries the daily plan a day later', () => {
      const result = transition(snapshot('active'), daily, failed('renewal'));
      expect(result).toMatchObject({ ok: true, from: 'active', to: 'grace', reason: 'renewal_failed' });
      if (!result.ok) return;
      expect(hasAccess(result.next, t0)).toBe(true);
      expect(result.next.graceEndsAt).toEqual(at(2 * DAY));
      expect(result.next.nextRenewalAt).toEqual(at(DAY));
      expect(result.next.retryCount).toBe(1);
      expect(result.next.lastFailureReason).toBe('insufficient_balance');
      // The paid period is not rewritten by a failure.
      expect(result.next.currentPeriodEnd).toEqual(t0);
    });

    it('retries a daily plan at most once a day, however many failures', () => {
      let current = snapshot('active');
      const attempts: Date[] = [];
      for (let step = 0; step < 20 && current.nextRenewalAt && current.state !== 'cancelled'; step++) {
        const when = current.nextRenewalAt;
        attempts.push(when);
        const result = transition(current, daily, failed('renewal', when));
        if (!result.ok) throw new Error(result.refusal);
        current = result.next;
      }
      for (let i = 1; i < attempts.length; i++) {
        expect(attempts[i]!.getTime() - attempts[i - 1]!.getTime()).toBeGreaterThanOrEqual(DAY);
      }
      expect(current.state).toBe('cancelled');
    });

    it('backs off for longer plans: 6 h, 12 h, then a day, never past the end of grace', () => {
      let current = snapshot('active', { planId: monthly.id });
      const gaps: number[] = [];
      while (current.state !== 'suspended') {
        const when: Date = current.nextRenewalAt!;
        const result = transition(current, monthly, failed('renewal', when));
        if (!result.ok) throw new Error(result.refusal);
        if (result.next.nextRenewalAt) gaps.push(result.next.nextRenewalAt.getTime() - when.getTime());
        current = result.next;
      }
      expect(gaps.slice(0, 4)).toEqual([6 * HOUR, 12 * HOUR, DAY, DAY]);
      expect(current.suspendedAt!.getTime()).toBe(t0.getTime() + 5 * DAY);
    });

    it('stays in grace until the grace days are over, then suspends (premium locked)', () => {
      const grace = snapshot('grace', { graceEndsAt: at(2 * DAY), retryCount: 1 });
      const early = transition(grace, daily, failed('renewal', at(DAY)));
      expect(early).toMatchObject({ ok: true, to: 'grace', reason: 'grace_retry_failed' });
      expect(early.ok && early.next.nextRenewalAt).toEqual(at(2 * DAY));

      const last = transition(grace, daily, failed('renewal', at(2 * DAY)));
      expect(last).toMatchObject({ ok: true, from: 'grace', to: 'suspended', reason: 'suspended' });
      if (!last.ok) return;
      expect(hasAccess(last.next, t0)).toBe(false);
      expect(last.next.suspendedAt).toEqual(at(2 * DAY));
      expect(last.next.nextRenewalAt).toEqual(at(3 * DAY));
      expect(last.next.graceEndsAt).toBeNull();
    });

    it('retries a suspended subscription daily, then cancels it after the suspension days', () => {
      const suspendedAt = at(-DAY);
      const suspended = snapshot('suspended', { suspendedAt, retryCount: 3 });
      const retry = transition(suspended, daily, failed('renewal', t0));
      expect(retry).toMatchObject({ ok: true, to: 'suspended', reason: 'suspended_retry_failed' });
      expect(retry.ok && retry.next.nextRenewalAt).toEqual(at(DAY));

      const nearEnd = transition(suspended, daily, failed('renewal', at(5.5 * DAY)));
      // Never past the end of the suspension: the last retry is exactly at its end.
      expect(nearEnd.ok && nearEnd.next.nextRenewalAt).toEqual(new Date(suspendedAt.getTime() + 7 * DAY));

      const end = transition(suspended, daily, failed('renewal', new Date(suspendedAt.getTime() + 7 * DAY)));
      expect(end).toMatchObject({ ok: true, from: 'suspended', to: 'cancelled', reason: 'cancelled_unpaid' });
      expect(end.ok && end.next.nextRenewalAt).toBeNull();
    });

    it('skips grace when the plan has none, and suspension when it has none', () => {
      const noGrace = { ...daily, graceDays: 0 };
      expect(transition(snapshot('active'), noGrace, failed('renewal'))).toMatchObject({ to: 'suspended' });
      const neither = { ...daily, graceDays: 0, suspensionDays: 0 };
      expect(transition(snapshot('active'), neither, failed('renewal'))).toMatchObject({
        to: 'cancelled',
        reason: 'cancelled_unpaid',
      });
      expect(
        transition(snapshot('grace'), { ...daily, suspensionDays: 0 }, failed('renewal', at(2 * DAY))),
      ).toMatchObject({ to: 'cancelled' });
    });

    it.each(['pending_payment', 'cancelled'] as const)('is refused from %s', (state) => {
      expect(transition(snapshot(state), daily, failed('renewal'))).toEqual({
        ok: false,
        refusal: 'not_renewable',
      });
    });
  });

  describe('a failed charge the subscriber asked for', () => {
    it('leaves a pending subscription pending with the reason (first charge)', () => {
      const result = transition(snapshot('pending_payment'), daily, failed('first'));
      expect(result).toMatchObject({
        ok: true,
        from: 'pending_payment',
        to: 'pending_payment',
        reason: 'first_charge_failed',
      });
      expect(result.ok && result.next.lastFailureReason).toBe('insufficient_balance');
      expect(result.ok && result.next.nextRenewalAt).toBeNull();
    });

    it.each(['active', 'grace', 'suspended', 'cancelled'] as const)(
      'refuses a first-charge failure from %s',
      (state) => {
        expect(transition(snapshot(state), daily, failed('first'))).toEqual({
          ok: false,
          refusal: 'not_pending',
        });
      },
    );

    it.each(
      (['renew', 'reactivation', 'change'] as const).flatMap((cause) =>
        SUBSCRIPTION_STATES.map((state) => [cause, state] as const),
      ),
    )('of cause %s from %s changes neither the state nor the schedule', (cause, state) => {
      const before = snapshot(state);
      const result = transition(before, daily, failed(cause));
      expect(result).toMatchObject({ ok: true, from: state, to: state, reason: 'charge_declined' });
      if (!result.ok) return;
      expect(result.next.nextRenewalAt).toEqual(before.nextRenewalAt);
      expect(result.next.retryCount).toBe(before.retryCount);
    });
  });

  describe('cancel', () => {
    it.each(['pending_payment', 'active', 'grace', 'suspended'] as const)('cancels %s at once', (state) => {
      const result = transition(snapshot(state), daily, { type: 'cancel', at: t0 });
      expect(result).toMatchObject({ ok: true, from: state, to: 'cancelled', reason: 'cancelled' });
      if (!result.ok) return;
      expect(result.next.cancelledAt).toEqual(t0);
      // Nothing is ever charged again without a new consent.
      expect(result.next.nextRenewalAt).toBeNull();
    });

    const paid = snapshot('active', { currentPeriodStart: at(-HOUR), currentPeriodEnd: at(DAY - HOUR) });

    it('keeps the content open until the end of the period already paid', () => {
      const result = transition(paid, daily, { type: 'cancel', at: t0 });
      expect(result.ok && result.next).toMatchObject({ state: 'cancelled', accessUntil: at(DAY - HOUR) });
      if (!result.ok) return;
      expect(hasAccess(result.next, t0)).toBe(true);
      expect(hasAccess(result.next, at(DAY - HOUR - 1))).toBe(true);
      expect(hasAccess(result.next, at(DAY - HOUR))).toBe(false);
    });

    it('closes at once what was not paid: a free trial, a failed renewal, a pending or suspended subscription', () => {
      const trial = snapshot('active', {
        currentPeriodStart: at(-HOUR),
        currentPeriodEnd: at(3 * DAY),
        trialEndsAt: at(3 * DAY),
      });
      for (const unpaid of [trial, snapshot('grace'), snapshot('pending_payment'), snapshot('suspended')]) {
        const result = transition(unpaid, daily, { type: 'cancel', at: t0 });
        expect(result.ok && result.next.accessUntil).toBeNull();
        if (result.ok) expect(hasAccess(result.next, t0)).toBe(false);
      }
      // After the trial, a paid period is kept like any other.
      const afterTrial = { ...trial, currentPeriodStart: at(3 * DAY), currentPeriodEnd: at(4 * DAY) };
      expect(paidAccessUntil(afterTrial, at(3 * DAY + HOUR))).toEqual(at(4 * DAY));
    });

    it("ends access at once on the operator's word, even after the subscriber's own cancellation", () => {
      const byOperator = transition(paid, daily, { type: 'cancel', at: t0, endAccess: true });
      expect(byOperator.ok && byOperator.next.accessUntil).toBeNull();

      const bySubscriber = transition(paid, daily, { type: 'cancel', at: t0 });
      if (!bySubscriber.ok) throw new Error('expected a cancellation');
      const closed = transition(bySubscriber.next, daily, { type: 'cancel', at: at(HOUR), endAccess: true });
      expect(closed).toMatchObject({ ok: true, from: 'cancelled', to: 'cancelled', reason: 'access_ended' });
      if (closed.ok) expect(hasAccess(closed.next, at(HOUR))).toBe(false);
    });

    it('refuses to cancel twice', () => {
      expect(transition(snapshot('cancelled'), daily, { type: 'cancel', at: t0 })).toEqual({
        ok: false,
        refusal: 'already_cancelled',
      });
    });
  });

  describe('reactivating within the period paid', () => {
    const cancelledPaid = snapshot('cancelled', {
      currentPeriodStart: at(-HOUR),
      currentPeriodEnd: at(DAY - HOUR),
      accessUntil: at(DAY - HOUR),
      nextRenewalAt: null,
    });

    it('charges nothing and renews when the paid period ends', () => {
      expect(canStartCharge(cancelledPaid, 'reactivation', daily, t0)).toBe('paid_up');
      const result = transition(cancelledPaid, daily, { type: 'reactivate_in_period', at: t0 });
      expect(result).toMatchObject({ ok: true, to: 'active', reason: 'reactivated_in_period' });
      if (!result.ok) return;
      expect(result.next).toMatchObject({
        currentPeriodEnd: at(DAY - HOUR),
        nextRenewalAt: at(DAY - HOUR),
        cancelledAt: null,
        accessUntil: null,
      });
      expect(isDue(result.next, at(DAY - HOUR))).toBe(true);
      expect(chargePeriod(result.next, 'renewal', daily, at(DAY - HOUR), ADEN).periodStart).toEqual(
        at(DAY - HOUR),
      );
    });

    it('is refused once the period is over: that reactivation is charged', () => {
      expect(transition(cancelledPaid, daily, { type: 'reactivate_in_period', at: at(DAY) })).toEqual({
        ok: false,
        refusal: 'period_over',
      });
      expect(canStartCharge(cancelledPaid, 'reactivation', daily, at(DAY))).toBeNull();
      expect(transition(snapshot('active'), daily, { type: 'reactivate_in_period', at: t0 })).toEqual({
        ok: false,
        refusal: 'already_active',
      });
    });
  });

  describe('a free trial', () => {
    const trial = { ...daily, freeTrialDays: 3 };
    it('activates a pending subscription without a charge until the trial ends', () => {
      const result = transition(snapshot('pending_payment'), trial, { type: 'start_trial', at: t0 });
      expect(result).toMatchObject({
        ok: true,
        from: 'pending_payment',
        to: 'active',
        reason: 'trial_started',
      });
      expect(result.ok && result.next.trialEndsAt).toEqual(at(3 * DAY));
      expect(result.ok && result.next.nextRenewalAt).toEqual(at(3 * DAY));
    });

    it('is refused for a plan without one, and for anything but a pending subscription', () => {
      expect(transition(snapshot('pending_payment'), daily, { type: 'start_trial', at: t0 })).toEqual({
        ok: false,
        refusal: 'no_trial',
      });
      for (const state of ['active', 'grace', 'suspended', 'cancelled'] as const) {
        expect(transition(snapshot(state), trial, { type: 'start_trial', at: t0 })).toEqual({
          ok: false,
          refusal: 'not_pending',
        });
      }
    });
  });

  describe('operator status notifications', () => {
    it('suspends an active or grace subscription, first retry when the paid period ends', () => {
      for (const state of ['active', 'grace'] as const) {
        const paid = snapshot(state, { currentPeriodEnd: at(10 * HOUR) });
        const result = transition(paid, daily, { type: 'operator_suspend', at: t0 });
        expect(result).toMatchObject({
          ok: true,
          from: state,
          to: 'suspended',
          reason: 'operator_suspended',
        });
        expect(result.ok && result.next.nextRenewalAt).toEqual(at(10 * HOUR));
      }
    });

    it.each(['pending_payment', 'suspended', 'cancelled'] as const)('refuses to suspend %s', (state) => {
      expect(transition(snapshot(state), daily, { type: 'operator_suspend', at: t0 })).toEqual({
        ok: false,
        refusal: 'not_active',
      });
    });

    it('resumes a suspension while its period is paid, and only then', () => {
      const paid = snapshot('suspended', { currentPeriodEnd: at(10 * HOUR) });
      expect(transition(paid, daily, { type: 'operator_resume', at: t0 })).toMatchObject({
        ok: true,
        to: 'active',
        reason: 'operator_resumed',
      });
      const unpaid = snapshot('suspended', { currentPeriodEnd: at(-HOUR) });
      expect(transition(unpaid, daily, { type: 'operator_resume', at: t0 })).toEqual({
        ok: false,
        refusal: 'nothing_to_resume',
      });
      for (const state of ['pending_payment', 'active', 'grace', 'cancelled'] as const) {
        expect(transition(snapshot(state), daily, { type: 'operator_resume', at: t0 })).toEqual({
          ok: false,
          refusal: 'nothing_to_resume',
        });
      }
    });
  });

  describe('a renewal the operator charges and has not reported', () => {
    const lapsed = (when = t0) => ({ type: 'renewal_lapsed' as const, at: when });

    it('moves an active subscription whose period ended into grace until the grace days end', () => {
      const result = transition(snapshot('active'), daily, lapsed());
      expect(result).toMatchObject({ ok: true, from: 'active', to: 'grace', reason: 'renewal_unreported' });
      if (!result.ok) return;
      // Nothing of ours failed: no retry count, no failure reason; the next step is the end of grace.
      expect(result.next).toMatchObject({
        graceEndsAt: at(2 * DAY),
        nextRenewalAt: at(2 * DAY),
        retryCount: 0,
        lastFailureReason: null,
      });
    });

    it('waits in grace until it ends, then suspends until the suspension days end', () => {
      // A failed report scheduled a retry time inside grace: nothing is ours to retry, so wait.
      const inGrace = snapshot('grace', { graceEndsAt: at(2 * DAY), nextRenewalAt: at(6 * HOUR) });
      const waiting = transition(inGrace, daily, lapsed(at(6 * HOUR)));
      expect(waiting).toMatchObject({ ok: true, from: 'grace', to: 'grace', reason: 'awaiting_operator' });
      expect(waiting.ok && waiting.next.nextRenewalAt).toEqual(at(2 * DAY));

      const over = transition({ ...inGrace, nextRenewalAt: at(2 * DAY) }, daily, lapsed(at(2 * DAY)));
      expect(over).toMatchObject({ ok: true, from: 'grace', to: 'suspended', reason: 'suspended' });
      expect(over.ok && over.next).toMatchObject({ suspendedAt: at(2 * DAY), nextRenewalAt: at(9 * DAY) });
    });

    it('cancels a suspension whose days are over, and waits for the end of one that is not', () => {
      const suspension = snapshot('suspended', { suspendedAt: t0, nextRenewalAt: at(DAY) });
      const waiting = transition(suspension, daily, lapsed(at(DAY)));
      expect(waiting).toMatchObject({ ok: true, to: 'suspended', reason: 'awaiting_operator' });
      expect(waiting.ok && waiting.next.nextRenewalAt).toEqual(at(7 * DAY));

      const over = transition({ ...suspension, nextRenewalAt: at(7 * DAY) }, daily, lapsed(at(7 * DAY)));
      expect(over).toMatchObject({
        ok: true,
        from: 'suspended',
        to: 'cancelled',
        reason: 'cancelled_unpaid',
      });
      expect(over.ok && over.next).toMatchObject({ cancelledAt: at(7 * DAY), nextRenewalAt: null });
    });

    it('goes straight to suspension, or to cancellation, when the plan has no grace or no suspension days', () => {
      const noGrace = { ...daily, graceDays: 0 };
      expect(transition(snapshot('active'), noGrace, lapsed())).toMatchObject({ ok: true, to: 'suspended' });
      expect(transition(snapshot('active'), { ...noGrace, suspensionDays: 0 }, lapsed())).toMatchObject({
        ok: true,
        to: 'cancelled',
        reason: 'cancelled_unpaid',
      });
    });

    it('refuses before anything is due, and for a subscription that renews nothing', () => {
      expect(transition(snapshot('active'), daily, lapsed(at(-1)))).toEqual({
        ok: false,
        refusal: 'not_due',
      });
      for (const state of ['pending_payment', 'cancelled'] as const) {
        expect(transition(snapshot(state), daily, lapsed())).toEqual({ ok: false, refusal: 'not_renewable' });
      }
    });

    it("is undone by the operator's late report of a successful renewal", () => {
      const lapsedOnce = transition(snapshot('active'), daily, lapsed());
      if (!lapsedOnce.ok) throw new Error('expected grace');
      const late = transition(lapsedOnce.next, daily, succeeded('renewal', at(HOUR)));
      expect(late).toMatchObject({ ok: true, from: 'grace', to: 'active', reason: 'renewal_recovered' });
      expect(late.ok && late.next).toMatchObject({ graceEndsAt: null, nextRenewalAt: at(DAY + HOUR) });
    });
  });

  describe('starting a charge', () => {
    it('lets the sweep charge only what is due', () => {
      expect(canStartCharge(snapshot('active'), 'renewal', daily, t0)).toBeNull();
      expect(canStartCharge(snapshot('active'), 'renewal', daily, at(-1))).toBe('not_due');
      expect(canStartCharge(snapshot('pending_payment'), 'renewal', daily, t0)).toBe('not_renewable');
      expect(canStartCharge(snapshot('cancelled'), 'renewal', daily, t0)).toBe('not_renewable');
      expect(isDue(snapshot('cancelled', { nextRenewalAt: t0 }), t0)).toBe(false);
    });

    it('lets a subscriber renew only a failed renewal: in grace or suspended, never what is paid up', () => {
      expect(canStartCharge(snapshot('grace'), 'renew', daily, t0)).toBeNull();
      expect(canStartCharge(snapshot('suspended'), 'renew', daily, t0)).toBeNull();
      const fresh = snapshot('active', { currentPeriodStart: t0, currentPeriodEnd: at(DAY) });
      expect(canStartCharge(fresh, 'renew', daily, t0)).toBe('paid_up');
      expect(canStartCharge(snapshot('cancelled'), 'renew', daily, t0)).toBe('already_cancelled');
    });

    it('refuses to reactivate what is active, and to start a first charge twice', () => {
      expect(canStartCharge(snapshot('active'), 'reactivation', daily, t0)).toBe('already_active');
      expect(canStartCharge(snapshot('grace'), 'reactivation', daily, t0)).toBe('already_active');
      expect(canStartCharge(snapshot('cancelled'), 'reactivation', daily, t0)).toBeNull();
      expect(canStartCharge(snapshot('active'), 'first', daily, t0)).toBe('not_pending');
    });

    it('continues an active period without a gap, and starts afresh after a lapse', () => {
      expect(chargePeriod(snapshot('active'), 'renewal', daily, at(HOUR), ADEN)).toEqual({
        periodStart: t0,
        periodEnd: at(DAY),
      });
      // More than a whole period late: the past is not billed.
      expect(chargePeriod(snapshot('active'), 'renewal', daily, at(3 * DAY), ADEN).periodStart).toEqual(
        at(3 * DAY),
      );
      expect(chargePeriod(snapshot('grace'), 'renewal', daily, at(DAY), ADEN).periodStart).toEqual(at(DAY));
      expect(chargePeriod(snapshot('cancelled'), 'reactivation', daily, at(DAY), ADEN).periodStart).toEqual(
        at(DAY),
      );
      expect(chargePeriod(snapshot('active'), 'change', monthly, at(HOUR), ADEN)).toEqual({
        periodStart: at(HOUR),
        periodEnd: new Date('2025-04-10T10:00:00.000Z'),
      });
    });
  });
});
