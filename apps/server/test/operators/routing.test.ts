import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { plans, smsMessages, subscribers, transactions } from '../../src/db/schema/index';
import {
  latestCode,
  newLocalMsisdn,
  outbox,
  signUp,
  startBillingServer,
  stored,
  sweep,
} from '../support/billing';
import { type FakeOperator, startFakeOperator } from '../billing/fake-operator';
import type { TestServer } from '../support/test-server';
import { startTwoOperatorServer, twoOperators } from '../support/two-operators';

describe('numbers go to their operator', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Each operator's SMS budget is its own: the shared variable stays unset beside the file. Sabafon
    // has its own short code, support line and address, which its subscribers' SMS give.
    const sabafon = {
      service_short_code: '5050',
      support_phone: '+967 1 300 300',
      public_url: 'https://sabafon.sarraf.example',
    };
    server = await startTwoOperatorServer({ sabafon });
  });
  afterAll(() => server.close());

  const subscriberRow = async (msisdn: string) =>
    (await server.database.db.select().from(subscribers).where(eq(subscribers.msisdn, msisdn)))[0];

  it('refuses at login a number no operator serves, in Arabic on msisdn, and sends nothing', async () => {
    const local = newLocalMsisdn('73');
    const refused = await server.api.fails('login', 422, { json: { msisdn: local } });
    expect(refused.errors?.msisdn).toEqual([
      'هذه الخدمة متاحة لمشتركي الشبكة فقط، يرجى إدخال رقم جوال من أرقام الشبكة.',
    ]);
    const sent = await server.database.db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.msisdn, stored(local)));
    expect(sent).toEqual([]);
  });

  it('sends the code to a number of either operator', async () => {
    for (const prefix of ['77', '71']) {
      const local = newLocalMsisdn(prefix);
      await server.api.ok('login', { json: { msisdn: local } });
      expect((await outbox(server, stored(local))).map((sms) => sms.purpose)).toEqual(['otp.login']);
    }
  });

  it("files a subscriber under its number's operator, and offers it only that operator's plans", async () => {
    const ours = await signUp(server);
    expect((await subscriberRow(ours.msisdn))?.operatorId).toBe('default');

    // A Sabafon number asks for `default`'s plan: refused on uuid, and no subscriber is made.
    const local = newLocalMsisdn('71');
    await server.api.ok('login', { json: { msisdn: local } });
    const code = await latestCode(server, local);
    await server.api.ok('confirmOtp', { json: { otp: code, msisdn: local } });
    const refused = await server.api.fails('createSubscriber', 422, {
      json: { uuid: ours.plan.uuid, msisdn: local },
    });
    expect(Object.keys(refused.errors ?? {})).toEqual(['uuid']);
    expect(await subscriberRow(stored(local))).toBeUndefined();

    // Sabafon's own plan: the subscriber is Sabafon's.
    const [sabafonPlan] = await server.database.db
      .insert(plans)
      .values({
        name: 'باقة سبأفون',
        priceMinor: 20_000,
        currency: 'YER',
        period: 'monthly',
        operatorId: 'sabafon',
      })
      .returning();
    await server.api.ok('createSubscriber', { json: { uuid: sabafonPlan!.id, msisdn: local } });
    expect((await subscriberRow(stored(local)))?.operatorId).toBe('sabafon');

    // Its welcome SMS says how to cancel at Sabafon's short code (the address gives way to fit two parts).
    const welcome = (await outbox(server, stored(local))).find((sms) => sms.purpose === 'billing.welcome');
    expect(welcome?.text).toContain('إلى 5050 ');
    expect(welcome?.text).not.toContain('4545');
  });
});

describe("charges go to their operator's gateway, under its own rate", () => {
  let ours: FakeOperator;
  let theirs: FakeOperator;
  let server: TestServer;
  let sabafonPlan: { id: string; priceMinor: number };
  let metricsAtStart = '';
  beforeAll(async () => {
    [ours, theirs] = await Promise.all([startFakeOperator(), startFakeOperator()]);
    const gateway = (url: string, tps: number) => ({
      charging_driver: 'http',
      charging_http_url: url,
      charging_tps: tps,
    });
    server = await startBillingServer({
      env: {
        OPERATORS_FILE: twoOperators({
          default: gateway(ours.url, 1000),
          sabafon: gateway(theirs.url, 1000),
        }),
        SMS_DAILY_BUDGET: '',
      },
    });
    sabafonPlan = (
      await server.database.db
        .insert(plans)
        .values({
          name: 'سبأفون اليومية',
          priceMinor: 7_500,
          currency: 'YER',
          period: 'daily',
          operatorId: 'sabafon',
        })
        .returning({ id: plans.id, priceMinor: plans.priceMinor })
    )[0]!;
    metricsAtStart = await (await server.request('/metrics')).text();
  });
  afterAll(async () => {
    await server?.close();
    await Promise.all([ours?.close(), theirs?.close()]);
  });

  /** Signs a number up to a plan through the real API: login, the code, confirm, create. */
  async function subscribe(local: string, planId: string) {
    await server.api.ok('login', { json: { msisdn: local } });
    const confirmed = await server.api.ok('confirmOtp', {
      json: { otp: await latestCode(server, local), msisdn: local },
    });
    // A new number is offered its own operator's plans only.
    const offered =
      'SubscriptionsList' in confirmed ? confirmed.SubscriptionsList.map((plan) => plan.uuid) : [];
    expect(offered).toContain(planId);
    const created = await server.api.ok('createSubscriber', { json: { uuid: planId, msisdn: local } });
    return { offered, created };
  }

  it('charges the first period and every renewal at the gateway of the number’s operator, at its price', async () => {
    const ourNumber = await signUp(server, { local: newLocalMsisdn('77') });
    const theirLocal = newLocalMsisdn('71');
    const { offered, created } = await subscribe(theirLocal, sabafonPlan.id);
    expect(offered).toEqual([sabafonPlan.id]);
    expect(created.data.charge?.status).toBe('succeeded');
    expect(ourNumber.plans.map((plan) => plan.uuid)).not.toContain(sabafonPlan.id);

    expect(ours.takenFrom(ourNumber.msisdn)).toHaveLength(1);
    expect(theirs.takenFrom(ourNumber.msisdn)).toEqual([]);
    expect(theirs.takenFrom(stored(theirLocal)).map((charge) => charge.amount)).toEqual([
      sabafonPlan.priceMinor,
    ]);
    expect(ours.takenFrom(stored(theirLocal))).toEqual([]);

    // A day later the daily plan renews, through Sabafon's gateway again.
    await sweep(server, new Date(Date.now() + 26 * 3_600_000));
    expect(theirs.takenFrom(stored(theirLocal)).map((charge) => charge.amount)).toEqual([
      sabafonPlan.priceMinor,
      sabafonPlan.priceMinor,
    ]);
    expect(ours.takenFrom(stored(theirLocal))).toEqual([]);
    const ledger = await server.database.db
      .select({ operatorId: transactions.operatorId })
      .from(transactions)
      .innerJoin(subscribers, eq(subscribers.id, transactions.subscriberId))
      .where(eq(subscribers.msisdn, stored(theirLocal)));
    expect(ledger.map((row) => row.operatorId)).toEqual(['sabafon', 'sabafon']);
  });

  it('counts charges, renewals and SMS under each operator in the metrics', async () => {
    // The counters are the process's: what this describe's server added since it started.
    const metrics = await (await server.request('/metrics')).text();
    const count = (line: RegExp) =>
      Number(line.exec(metrics)?.[1] ?? 0) - Number(line.exec(metricsAtStart)?.[1] ?? 0);
    expect(count(/^sarraf_charges_total\{operator="sabafon",cause="first",status="succeeded"\} (\d+)/m)).toBe(
      1,
    );
    expect(count(/^sarraf_renewals_total\{operator="sabafon",status="succeeded"\} (\d+)/m)).toBe(1);
    expect(
      count(/^sarraf_charges_total\{operator="default",cause="first",status="succeeded"\} (\d+)/m),
    ).toBeGreaterThan(0);
    expect(count(/^sarraf_sms_total\{operator="sabafon",outcome="sent"\} (\d+)/m)).toBeGreaterThan(0);
  });
});

describe('one operator with MSISDN_PREFIXES, as production sets it', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startBillingServer({
      env: { MSISDN_PREFIXES: '77,78', OPERATOR_WEBHOOK_SECRET: 'one-operator-secret-0123456789' },
    });
  });
  afterAll(() => server.close());

  it('answers a keyword from a number outside the prefixes (ported in), through its one gateway', async () => {
    // The operator delivered it, so the number is on its network whatever its prefix says.
    const from = stored(newLocalMsisdn('73'));
    await server.api.ok('receiveOperatorSms', {
      json: { message_id: `ported-${Date.now()}`, from, to: '4545', text: 'مساعدة' },
      headers: { 'x-operator-secret': 'one-operator-secret-0123456789' },
    });
    const replies = await server.database.db.select().from(smsMessages).where(eq(smsMessages.msisdn, from));
    expect(replies.map((row) => [row.purpose, row.operatorId])).toEqual([['keyword.reply', 'default']]);
  });
});

describe("each operator's code SMS: its own daily budget, its own link", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startBillingServer({
      env: {
        OPERATORS_FILE: twoOperators({
          sabafon: { sms_daily_budget: 2, public_url: 'https://sabafon.sarraf.example' },
        }),
        SMS_DAILY_BUDGET: '',
      },
    });
  });
  afterAll(() => server.close());

  it("refuses codes past one operator's budget while the other's numbers still get theirs", async () => {
    for (let sent = 0; sent < 2; sent++) {
      await server.api.ok('login', { json: { msisdn: newLocalMsisdn('71') } });
    }
    const over = newLocalMsisdn('71');
    await server.api.fails('login', 503, { json: { msisdn: over } });
    expect(await outbox(server, stored(over))).toEqual([]);

    const ours = newLocalMsisdn('77');
    await server.api.ok('login', { json: { msisdn: ours } });
    expect((await outbox(server, stored(ours))).map((sms) => sms.purpose)).toEqual(['otp.login']);
  });

  it("puts the operator's own address in the sign-in link", async () => {
    const theirs = newLocalMsisdn('71');
    const fresh = await startBillingServer({
      env: {
        OPERATORS_FILE: twoOperators({ sabafon: { public_url: 'https://sabafon.sarraf.example' } }),
        SMS_DAILY_BUDGET: '',
      },
    });
    try {
      await fresh.api.ok('login', { json: { msisdn: theirs } });
      const [code] = await outbox(fresh, stored(theirs));
      expect(code!.text).toContain(
        `https://sabafon.sarraf.example/client/home?msisdn=${stored(theirs)}&otp=`,
      );
      const ours = newLocalMsisdn('77');
      await fresh.api.ok('login', { json: { msisdn: ours } });
      const [own] = await outbox(fresh, stored(ours));
      expect(own!.text).toContain(`${fresh.config.publicUrl}/client/home?msisdn=`);
    } finally {
      await fresh.close();
    }
  });
});
