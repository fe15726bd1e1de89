/**
 * Fixed backoff against learned top-up hours, on a simulated base over `--days` (30) days
 * (docs/design.md#retries-at-top-up-hours). A benchmark of the retry rule, not of the database: it
 * drives the real state machine (`transition`, `chargePeriod`) and the real learning
 * (`countTopUpHours`, `learnedRetryAt` through the machine), minute by minute, with the gateway
 * calls of each minute capped at `--tps` a second as CHARGING_TPS caps them (what does not fit
 * waits for the next minute, in order).
 *
 * The base: `--subscribers` (20,000) on the demo plans (daily 2 + 7 days of grace and suspension,
 * weekly 3 + 14, monthly 5 + 30), a third each. 70 % always have credit. The other 30 % are
 * prepaid lines that top up every 1 to 4 days at a habitual hour (half of them in the evening,
 * 19:00–21:59 in Aden; a quarter in the morning, 08:00–09:59; a quarter at any hour), give or take
 * an hour, and spend the credit on calls and data within a few hours (exponential, mean 3 h); a
 * successful charge uses the credit of that top-up. Both rules run on the same world (same seed).
 * Learning runs once a simulated day from the attempts of the last 30 days, as the job does.
 *
 *   npx tsx apps/server/bench/retry-timing-simulation.ts [--subscribers 20000] [--days 30] [--tps 5] [--seed 7]
 */
import { parseArgs } from 'node:util';
import { DAY_MS, HOUR_MS } from '../src/lib/billing-period';
import {
  chargePeriod,
  transition,
  type PlanTerms,
  type SubscriptionSnapshot,
} from '../src/lib/subscription-machine';
import { DEFAULT_TIME_ZONE } from '@sarraf/contracts/time-zone';
import { countTopUpHours, topUpHoursOf, type TopUpHours } from '../src/lib/top-up-hours';
import { seededRandom } from '../src/lib/seeded-random';

const { values } = parseArgs({
  options: {
    subscribers: { type: 'string', default: '20000' },
    days: { type: 'string', default: '30' },
    tps: { type: 'string', default: '5' },
    seed: { type: 'string', default: '7' },
  },
});
const SUBSCRIBERS = Number(values.subscribers);
const DAYS = Number(values.days);
const PER_MINUTE = Number(values.tps) * 60;
const SEED = Number(values.seed);
const MINUTE_MS = 60_000;
const T0 = Date.parse('2026-01-01T00:00:00Z');
const AT = (minute: number) => new Date(T0 + minute * MINUTE_MS);
const YEMEN_MS = 3 * HOUR_MS;

const PLANS: (PlanTerms & { priceMinor: number })[] = [
  { id: 'daily', period: 'daily', freeTrialDays: 0, graceDays: 2, suspensionDays: 7, priceMinor: 5000 },
  { id: 'weekly', period: 'weekly', freeTrialDays: 0, graceDays: 3, suspensionDays: 14, priceMinor: 30000 },
  {
    id: 'monthly',
    period: 'monthly',
    freeTrialDays: 0,
    graceDays: 5,
    suspensionDays: 30,
    priceMinor: 100000,
  },
];

interface Line {
  plan: (typeof PLANS)[number];
  /** Null: the line always has credit. Else the top-ups: when credit arrives and until when it lasts. */
  credit: { from: number; to: number; used: boolean }[] | null;
  startMs: number;
}

/** The world both rules run on: plans, start times and every top-up of every line. */
function buildWorld(): Line[] {
  const next = seededRandom(SEED);
  const horizon = T0 + (DAYS + 2) * DAY_MS;
  return Array.from({ length: SUBSCRIBERS }, (_, index) => {
    const plan = PLANS[index % PLANS.length]!;
    // Subscriptions began during the period before the simulation, so renewals fall due all along.
    const periodMs = plan.period === 'daily' ? DAY_MS : plan.period === 'weekly' ? 7 * DAY_MS : 30 * DAY_MS;
    const startMs = T0 - Math.floor(next() * periodMs);
    if (next() < 0.7) return { plan, credit: null, startMs };
    const habit = next();
    const hour =
      habit < 0.5
        ? 19 + Math.floor(next() * 3)
        : habit < 0.75
          ? 8 + Math.floor(next() * 2)
          : Math.floor(next() * 24);
    const everyDays = 1 + Math.floor(next() * 4);
    const credit: Line['credit'] = [];
    for (let day = -1 - Math.floor(next() * everyDays); ; day += everyDays) {
      const localMidnight = T0 + day * DAY_MS - YEMEN_MS;
      const from = localMidnight + hour * HOUR_MS + Math.floor((next() * 2 - 0.5) * HOUR_MS);
      if (from > horizon) break;
      const lasts = -Math.log(1 - next()) * 3 * HOUR_MS;
      credit.push({ from, to: from + lasts, used: false });
    }
    return { plan, credit, startMs };
  });
}

interface Outcome {
  rule: string;
  renewalsDue: number;
  renewalsPaid: number;
  paidFirstTry: number;
  recoveredInGrace: number;
  recoveredSuspended: number;
  cancelledUnpaid: number;
  attempts: number;
  revenueMinor: number;
  maxCallsInAMinute: number;
  meanQueueWaitS: number;
  learnedTopUpHours: number[];
}

function simulate(rule: 'fixed' | 'learned'): Outcome {
  const world = buildWorld();
  const minutes = DAYS * 24 * 60;
  const buckets: number[][] = Array.from({ length: minutes + 1 }, () => []);
  const minuteOf = (ms: number) => Math.max(0, Math.ceil((ms - T0) / MINUTE_MS));
  const snapshots: SubscriptionSnapshot[] = world.map((line) => {
    let end =
      line.startMs +
      (line.plan.period === 'daily' ? DAY_MS : line.plan.period === 'weekly' ? 7 * DAY_MS : 30 * DAY_MS);
    if (end < T0) end = T0;
    return {
      state: 'active',
      planId: line.plan.id,
      currentPeriodStart: new Date(line.startMs),
      currentPeriodEnd: new Date(end),
      trialEndsAt: null,
      nextRenewalAt: new Date(end),
      retryCount: 0,
      lastChargeAttemptAt: null,
      lastFailureReason: null,
      graceEndsAt: null,
      suspendedAt: null,
      cancelledAt: null,
      accessUntil: null,
    };
  });
  snapshots.forEach((snapshot, index) => {
    const minute = minuteOf(snapshot.nextRenewalAt!.getTime());
    if (minute <= minutes) buckets[minute]!.push(index);
  });

  // What the learning job reads: retries after an insufficient-balance decline, with their outcome.
  const retries: { at: Date; succeeded: boolean }[] = [];
  const lastDeclined = new Uint8Array(world.length);
  let learned: TopUpHours | null = null;
  const outcome: Outcome = {
    rule,
    renewalsDue: 0,
    renewalsPaid: 0,
    paidFirstTry: 0,
    recoveredInGrace: 0,
    recoveredSuspended: 0,
    cancelledUnpaid: 0,
    attempts: 0,
    revenueMinor: 0,
    maxCallsInAMinute: 0,
    meanQueueWaitS: 0,
    learnedTopUpHours: [],
  };
  let waitedMs = 0;
  let carried: number[] = [];
  for (let minute = 0; minute <= minutes; minute++) {
    const now = AT(minute);
    if (rule === 'learned' && minute % (24 * 60) === 15) {
      const since = now.getTime() - 30 * DAY_MS;
      learned = countTopUpHours(
        retries.filter((retry) => retry.at.getTime() >= since),
        DEFAULT_TIME_ZONE,
      );
    }
    const due = carried.concat(buckets[minute]!);
    const calls = due.slice(0, PER_MINUTE);
    carried = due.slice(PER_MINUTE);
    outcome.maxCallsInAMinute = Math.max(outcome.maxCallsInAMinute, calls.length);
    for (const index of calls) {
      const snapshot = snapshots[index]!;
      const line = world[index]!;
      if (snapshot.nextRenewalAt === null || snapshot.nextRenewalAt.getTime() > now.getTime()) continue;
      waitedMs += now.getTime() - snapshot.nextRenewalAt.getTime();
      outcome.attempts += 1;
      const firstTry = snapshot.state === 'active';
      if (firstTry) outcome.renewalsDue += 1;
      const credit = line.credit?.find(
        (window) => !window.used && window.from <= now.getTime() && now.getTime() < window.to,
      );
      const paid = line.credit === null || credit !== undefined;
      if (lastDeclined[index]) retries.push({ at: now, succeeded: paid });
      const stateBefore = snapshot.state;
      let result;
      if (paid) {
        if (credit) credit.used = true;
        const period = chargePeriod(snapshot, 'renewal', line.plan, now, DEFAULT_TIME_ZONE);
        result = transition(snapshot, line.plan, {
          type: 'charge_succeeded',
          cause: 'renewal',
          at: now,
          ...period,
          planId: line.plan.id,
        });
        outcome.renewalsPaid += 1;
        outcome.revenueMinor += line.plan.priceMinor;
        if (firstTry) outcome.paidFirstTry += 1;
        else if (stateBefore === 'grace') outcome.recoveredInGrace += 1;
        else outcome.recoveredSuspended += 1;
        lastDeclined[index] = 0;
      } else {
        result = transition(snapshot, line.plan, {
          type: 'charge_failed',
          cause: 'renewal',
          at: now,
          reason: 'insufficient_balance',
          topUpHours: rule === 'learned' ? learned : null,
        });
        lastDeclined[index] = 1;
      }
      if (!result.ok) throw new Error(`refused: ${result.refusal}`);
      snapshots[index] = result.next;
      if (result.next.state === 'cancelled') outcome.cancelledUnpaid += 1;
      const nextAt = result.next.nextRenewalAt;
      if (nextAt) {
        const at = Math.max(minute + 1, minuteOf(nextAt.getTime()));
        if (at <= minutes) buckets[at]!.push(index);
      }
    }
  }
  outcome.meanQueueWaitS = Math.round(waitedMs / Math.max(1, outcome.attempts) / 1000);
  outcome.learnedTopUpHours = topUpHoursOf(learned);
  return outcome;
}

const started = performance.now();
const fixed = simulate('fixed');
const learned = simulate('learned');
const rate = (o: Outcome) => Number(((o.renewalsPaid / Math.max(1, o.renewalsDue)) * 100).toFixed(2));
const retryRate = (o: Outcome) =>
  Number(
    (
      ((o.recoveredInGrace + o.recoveredSuspended) / Math.max(1, o.renewalsDue - o.paidFirstTry)) *
      100
    ).toFixed(2),
  );
const summary = [fixed, learned].map((o) => ({
  ...o,
  renewalSuccessPct: rate(o),
  declinedRecoveredPct: retryRate(o),
  attemptsPerPaidRenewal: Number((o.attempts / Math.max(1, o.renewalsPaid)).toFixed(2)),
}));
console.table(
  summary.map(({ learnedTopUpHours, ...row }) => ({
    ...row,
    learnedTopUpHours: learnedTopUpHours.join(' '),
  })),
);
console.log(
  JSON.stringify({
    subscribers: SUBSCRIBERS,
    days: DAYS,
    tps: PER_MINUTE / 60,
    seed: SEED,
    seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
    fixed: summary[0],
    learned: summary[1],
  }),
);
