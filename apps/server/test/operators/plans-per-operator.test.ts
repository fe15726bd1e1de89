import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminPlanInput } from '@sarraf/contracts';
import { plans, subscribers } from '../../src/db/schema/index';
import { signInAs, type AdminClient } from '../admin/helpers';
import {
  giveConsent,
  latestCode,
  ledgerOf,
  newLocalMsisdn,
  signUp,
  startBillingServer,
  stored,
  subscriptionOf,
} from '../support/billing';
import type { TestServer } from '../support/test-server';
import { twoOperators } from '../support/two-operators';

/**
 * docs/operators.md#plans: a plan belongs to one operator, chosen in the back office when there is
 * more than one, and no door sells a number another operator's plan: create/subscriber, header
 * enrichment's subscribe and a plan change all answer 422 on `uuid`.
 */

const ARABIC = /[\u0600-\u06FF]/;

const planInput = (overrides: Partial<TAdminPlanInput> = {}): TAdminPlanInput => ({
  name: `باقة مشغل ${Math.random().toString(36).slice(2, 8)}`,
  description: '',
  price_minor: 12_000,
  currency: 'YER',
  period: 'weekly',
  free_trial_days: 0,
  grace_days: 3,
  suspension_days: 30,
  active: true,
  // Before the seed's plans: a new number's first offer.
  sort_order: 0,
  ...overrides,
});

// Each operator's header-enrichment gateway; the test client plays our nginx (X-Forwarded-For).
const SABAFON_GATEWAY = '10.71.0.5';

describe('plans per operator, with two operators', () => {
  let server: TestServer;
  let admin: AdminClient;
  let editor: AdminClient;
  beforeAll(async () => {
    server = await startBillingServer({
      env: {
        OPERATORS_FILE: twoOperators({
          default: { he_enabled: true, he_trusted_cidrs: ['10.9.0.0/24'] },
          sabafon: {
            name: { ar: 'سبأفون', en: 'Sabafon' },
            color: '#0A6E3C',
            he_enabled: true,
            he_trusted_cidrs: ['10.71.0.0/24'],
          },
        }),
        SMS_DAILY_BUDGET: '',
      },
    });
    admin = await signInAs(server, 'admin');
    editor = await signInAs(server, 'editor');
  });
  afterAll(() => server.close());

  /** A number's own plan through the real API: login, the code, confirm, create/subscriber. */
  async function subscribeTo(local: string, planId: string) {
    await server.api.ok('login', { json: { msisdn: local } });
    await server.api.ok('confirmOtp', { json: { otp: await latestCode(server, local), msisdn: local } });
    return server.api.ok('createSubscriber', { json: { uuid: planId, msisdn: local } });
  }

  it('lists the operators to admins and editors, for the plan form', async () => {
    for (const who of [admin, editor]) {
      const { data } = await who.api.ok('adminListOperators');
      expect(data).toEqual([
        { id: 'default', name: { ar: 'default', en: 'default' } },
        { id: 'sabafon', name: { ar: 'سبأفون', en: 'Sabafon' }, color: '#0a6e3c' },
      ]);
    }
    await server.api.fails('adminListOperators', 401);
  });

  it("creates a plan for each operator, names it in the answers, and offers each only to its operator's numbers", async () => {
    const ours = await admin.api.ok('adminCreatePlan', { json: planInput({ operator_id: 'default' }) });
    const theirs = await admin.api.ok('adminCreatePlan', { json: planInput({ operator_id: 'sabafon' }) });
    expect(ours.data.operator_id).toBe('default');
    expect(theirs.data.operator_id).toBe('sabafon');

    const listed = await admin.api.ok('adminListPlans', { query: { per_page: 100 } });
    const operatorOf = (id: string) => listed.data.find((plan) => plan.id === id)?.operator_id;
    expect(operatorOf(ours.data.id)).toBe('default');
    expect(operatorOf(theirs.data.id)).toBe('sabafon');

    const local = newLocalMsisdn('71');
    await server.api.ok('login', { json: { msisdn: local } });
    const confirmed = await server.api.ok('confirmOtp', {
      json: { otp: await latestCode(server, local), msisdn: local },
    });
    const offered = 'SubscriptionsList' in confirmed ? confirmed.SubscriptionsList.map((p) => p.uuid) : [];
    expect(offered).toEqual([theirs.data.id]);
  });

  it('refuses a plan without an operator, or with one this deployment does not serve, in Arabic on operator_id', async () => {
    const before = (await admin.api.ok('adminListPlans', { query: { per_page: 100 } })).meta.total;
    for (const operator_id of [undefined, 'tihama', '']) {
      const refused = await admin.api.fails('adminCreatePlan', 422, {
        rawJson: planInput(operator_id === undefined ? {} : { operator_id }),
      });
      expect(Object.keys(refused.errors ?? {}), String(operator_id)).toEqual(['operator_id']);
      expect(refused.errors?.operator_id?.[0]).toMatch(ARABIC);
    }
    expect((await admin.api.ok('adminListPlans', { query: { per_page: 100 } })).meta.total).toBe(before);
  });

  it('moves a plan nobody subscribed to, and refuses to move one that has subscriptions', async () => {
    const fresh = await admin.api.ok('adminCreatePlan', { json: planInput({ operator_id: 'default' }) });
    const moved = await admin.api.ok('adminUpdatePlan', {
      params: { id: fresh.data.id },
      json: planInput({ name: fresh.data.name, operator_id: 'sabafon' }),
    });
    expect(moved.data.operator_id).toBe('sabafon');

    const used = await admin.api.ok('adminCreatePlan', { json: planInput({ operator_id: 'sabafon' }) });
    await subscribeTo(newLocalMsisdn('71'), used.data.id);
    const refused = await admin.api.fails('adminUpdatePlan', 422, {
      params: { id: used.data.id },
      json: planInput({ name: used.data.name, operator_id: 'default' }),
    });
    expect(Object.keys(refused.errors ?? {})).toEqual(['operator_id']);
    expect(refused.errors?.operator_id?.[0]).toMatch(ARABIC);
    const [row] = await server.database.db.select().from(plans).where(eq(plans.id, used.data.id));
    expect(row?.operatorId).toBe('sabafon');

    // An edit that names the same operator, or none, is an ordinary edit.
    const renamed = await admin.api.ok('adminUpdatePlan', {
      params: { id: used.data.id },
      json: planInput({ name: 'باقة سبأفون المعدلة' }),
    });
    expect(renamed.data).toMatchObject({ name: 'باقة سبأفون المعدلة', operator_id: 'sabafon' });
    await admin.api.ok('adminUpdatePlan', {
      params: { id: used.data.id },
      json: planInput({ name: 'باقة سبأفون المعدلة', operator_id: 'sabafon' }),
    });
  });

  it("refuses a plan change to another operator's plan on uuid: nothing charged, nothing changed", async () => {
    const theirs = await admin.api.ok('adminCreatePlan', { json: planInput({ operator_id: 'sabafon' }) });
    const me = await signUp(server, { local: newLocalMsisdn('77') });
    const before = await subscriptionOf(server, me.token);
    await giveConsent(server, me);

    for (const name of ['changeSubscription', 'requestChangeSubscription'] as const) {
      const refused = await server.api.fails(name, 422, { token: me.token, json: { uuid: theirs.data.id } });
      expect(Object.keys(refused.errors ?? {}), name).toEqual(['uuid']);
      expect(refused.errors?.uuid).toEqual(['الباقة المختارة غير متاحة، يرجى اختيار باقة أخرى.']);
    }
    expect(await ledgerOf(server, before.uuid)).toHaveLength(1);
    expect(await subscriptionOf(server, me.token)).toEqual(before);
    const [subscriber] = await server.database.db
      .select()
      .from(subscribers)
      .where(eq(subscribers.msisdn, me.msisdn));
    expect(subscriber?.operatorId).toBe('default');

    // The consent was not spent on the refusal: a change to its own operator's plan takes it.
    const own = me.plans.find((plan) => plan.uuid !== me.plan.uuid)!;
    const changed = await server.api.ok('changeSubscription', { token: me.token, json: { uuid: own.uuid } });
    expect(changed.data.subscription.plan.uuid).toBe(own.uuid);
  });

  it("refuses header enrichment's subscribe to another operator's plan on uuid, and keeps the token", async () => {
    const ours = await admin.api.ok('adminCreatePlan', { json: planInput({ operator_id: 'default' }) });
    const theirs = await admin.api.ok('adminCreatePlan', { json: planInput({ operator_id: 'sabafon' }) });
    const msisdn = stored(newLocalMsisdn('71'));
    const identified = await server.api.ok('heIdentify', {
      headers: { 'x-forwarded-for': SABAFON_GATEWAY, 'x-forwarded-proto': 'http', 'x-msisdn': msisdn },
    });
    if (!identified.data.identified) throw new Error('expected the number to be identified');
    const { he_token } = identified.data;
    const from = { 'x-forwarded-for': SABAFON_GATEWAY };

    const refused = await server.api.fails('heSubscribe', 422, {
      json: { he_token, uuid: ours.data.id },
      headers: from,
    });
    expect(refused.errors).toEqual({ uuid: ['الباقة المختارة غير متاحة، يرجى اختيار باقة أخرى.'] });
    expect(await server.database.db.select().from(subscribers).where(eq(subscribers.msisdn, msisdn))).toEqual(
      [],
    );

    // The refusal spent nothing: the same token subscribes to its own operator's plan.
    const subscribed = await server.api.ok('heSubscribe', {
      json: { he_token, uuid: theirs.data.id },
      headers: from,
    });
    expect(subscribed.data.subscription.plan.uuid).toBe(theirs.data.id);
    const [row] = await server.database.db.select().from(subscribers).where(eq(subscribers.msisdn, msisdn));
    expect(row?.operatorId).toBe('sabafon');
  });
});

describe('plans with one operator, as before', () => {
  let server: TestServer;
  let admin: AdminClient;
  beforeAll(async () => {
    server = await startBillingServer();
    admin = await signInAs(server, 'admin');
  });
  afterAll(() => server.close());

  it('files a plan created without an operator under the one operator, and lists it as one', async () => {
    const created = await admin.api.ok('adminCreatePlan', { json: planInput() });
    expect(created.data.operator_id).toBe('default');
    const named = await admin.api.ok('adminCreatePlan', { json: planInput({ operator_id: 'default' }) });
    expect(named.data.operator_id).toBe('default');
    const refused = await admin.api.fails('adminCreatePlan', 422, {
      json: planInput({ operator_id: 'sabafon' }),
    });
    expect(Object.keys(refused.errors ?? {})).toEqual(['operator_id']);

    const { data } = await admin.api.ok('adminListOperators');
    expect(data).toEqual([{ id: 'default', name: expect.any(Object) as unknown }]);
  });
});
