import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cancelProfileSubscription,
  cancelSubscriberSubscription,
  changeSubscription,
  confirmActivation,
  confirmChangeSubscription,
  confirmOtp,
  confirmUnsubscribe,
  fetchSubscriberDetails,
  fetchSubscription,
  generateOtp,
  getMyBillTransactions,
  getSubscriberDetails,
  getSubscriptionsList,
  login,
  renewSubscription,
  requestActivation,
  requestChangeSubscription,
  requestUnsubscribe,
  updateSubscriber,
  updateSubscriberLocal,
  updateSubscriberProfile,
  reactivateProfileSubscription,
  reactivateSubscriberSubscription,
} from '@sarraf/contracts';
import type { TestServer } from '../support/test-server';
import { type RouteName, routes, type TRequest } from '@sarraf/contracts/api';
import { readError } from '@sarraf/contracts/typed-client';
import {
  call,
  giveConsent,
  latestCode,
  ledgerOf,
  outbox,
  signUp,
  startBillingServer,
  subscriptionOf,
  type Subscriber,
} from '../support/billing';

/** An endpoint that needs a subscriber, called with a body that would be valid for its owner. */
interface SubscriberEndpoint {
  name: RouteName;
  /** Its body names a number: another subscriber's number is a 403. */
  namesNumber: boolean;
  call(server: TestServer, owner: Subscriber, token?: string): Promise<Response>;
}

function endpoint<N extends RouteName>(
  name: N,
  body?: (owner: Subscriber) => TRequest<N>,
  namesNumber = false,
): SubscriberEndpoint {
  return {
    name,
    namesNumber,
    call: (server, owner, token) =>
      server.api.call(name, { ...(body ? { json: body(owner) } : {}), ...(token ? { token } : {}) }),
  };
}

// docs/product.md#subscriber-and-subscription: every endpoint that needs a subscriber.
const SUBSCRIBER_ENDPOINTS: SubscriberEndpoint[] = [
  endpoint('fetchSubscriberDetails'),
  endpoint('fetchSubscription'),
  endpoint('renewSubscription'),
  endpoint('updateSubscriber', (o) => ({ msisdn: o.local, name: 'سالم' }), true),
  endpoint('updateSubscriberLocal', (o) => ({ msisdn: o.local, name: 'سالم', level: 'gold' }), true),
  endpoint('cancelSubscriberSubscription', (o) => ({ msisdn: o.local }), true),
  endpoint('reactivateSubscriberSubscription', (o) => ({ msisdn: o.local }), true),
  endpoint('getSubscriberDetails', (o) => ({ msisdn: o.local }), true),
  endpoint('updateSubscriberProfile', () => ({ name: 'سالم' })),
  endpoint('cancelProfileSubscription'),
  endpoint('reactivateProfileSubscription'),
  endpoint('changeSubscription', (o) => ({ uuid: o.plans[1]!.uuid })),
  endpoint('requestUnsubscribe'),
  endpoint('confirmUnsubscribe', () => ({ otp: '123456' })),
  endpoint('requestActivation'),
  endpoint('confirmActivation', () => ({ otp: '123456' })),
  endpoint('requestChangeSubscription', (o) => ({ uuid: o.plans[1]!.uuid })),
  endpoint('confirmChangeSubscription', (o) => ({ otp: '123456', uuid: o.plans[1]!.uuid })),
];

// The endpoints that name a number in the payload: another subscriber's number is a 403.
const MSISDN_ENDPOINTS = SUBSCRIBER_ENDPOINTS.filter((endpoint) => endpoint.namesNumber);

/** The method and path of an endpoint, to name its test. */
const byRoute = (endpoint: SubscriberEndpoint) =>
  [routes[endpoint.name].method, routes[endpoint.name].path, endpoint] as const;

describe('subscriber and subscription endpoints', () => {
  let server: TestServer;
  let owner: Subscriber;
  let other: Subscriber;
  beforeAll(async () => {
    server = await startBillingServer();
    owner = await signUp(server);
    other = await signUp(server);
  });
  afterAll(() => server.close());

  describe('for a guest', () => {
    it.each(SUBSCRIBER_ENDPOINTS.map(byRoute))('%s %s answers 401', async (_method, _path, endpoint) => {
      const error = await readError(await endpoint.call(server, owner), 401);
      expect(error.message).toMatch(/[\u0600-\u06FF]/);
    });

    it('lists the plans on sale with the disclaimer details', async () => {
      const response = await call(server, getSubscriptionsList);
      expect(response.status).toBe(200);
      expect(response.body.data.length).toBe(3);
      expect(typeof response.body.data[0]?.price_minor).toBe('number');
      expect(response.body.data[0]).toMatchObject({
        currency: 'YER',
        period: 'daily',
      });
      expect(response.body.service).toEqual({
        service_name: 'صرّاف',
        short_code: server.config.serviceShortCode,
        cancel_keyword: 'الغاء',
        support_phone: server.config.supportPhone,
        time_zone: 'Asia/Aden',
        // One operator without host names: none named, every plan listed (docs/operators.md#brand-by-host).
        operator: null,
        plans_notice: null,
      });
    });
  });

  describe("with another subscriber's number", () => {
    it.each(MSISDN_ENDPOINTS.map(byRoute))(
      '%s %s answers 403 and changes nothing',
      async (_method, _path, endpoint) => {
        await readError(await endpoint.call(server, owner, other.token), 403);
        const mine = await subscriptionOf(server, owner.token);
        expect(mine.state).toBe('active');
        const profile = await call(server, fetchSubscriberDetails, {
          token: owner.token,
        });
        expect(profile.body.data.name).toBeNull();
      },
    );
  });

  describe('for the owner', () => {
    it('reads the own profile and subscription', async () => {
      const details = await call(server, fetchSubscriberDetails, {
        token: owner.token,
      });
      expect(details.status).toBe(200);
      expect(details.body.data).toMatchObject({ msisdn: owner.msisdn, notifications_enabled: true });
      expect('subscription' in details.body.data).toBe(false);

      const subscription = await call(server, fetchSubscription, {
        token: owner.token,
      });
      expect(subscription.body.data).toMatchObject({ state: 'active', plan: { uuid: owner.plan.uuid } });

      const full = await call(server, getSubscriberDetails, {
        token: owner.token,
        json: { msisdn: `0${owner.local}` },
      });
      expect(full.status).toBe(200);
      expect(full.body.data).toMatchObject({ msisdn: owner.msisdn, subscription: { state: 'active' } });
    });

    it('updates name, email and level, each endpoint only what it carries', async () => {
      const me = await signUp(server);
      const update = await call(server, updateSubscriber, {
        token: me.token,
        json: { msisdn: me.local, name: 'سالم أحمد', email: 'salem@example.com' },
      });
      expect(update.status).toBe(200);
      expect(update.body.data).toMatchObject({ name: 'سالم أحمد', email: 'salem@example.com', level: null });

      const local = await call(server, updateSubscriberLocal, {
        token: me.token,
        json: { msisdn: me.msisdn, name: 'سالم', level: 'gold' },
      });
      expect(local.body.data).toMatchObject({ name: 'سالم', email: 'salem@example.com', level: 'gold' });

      const profile = await call(server, updateSubscriberProfile, {
        token: me.token,
        json: { email: '' },
      });
      expect(profile.body.data).toMatchObject({ name: 'سالم', email: null, level: 'gold' });

      const bad = await call(server, updateSubscriberProfile, {
        token: me.token,
        json: { email: 'not-an-email' },
      });
      expect(bad.status).toBe(422);
      expect(bad.body.errors?.email).toBeDefined();
    });

    it('refuses to renew what is active and paid, with or without consent: it renews by itself', async () => {
      const me = await signUp(server);
      const before = await subscriptionOf(server, me.token);
      const refused = await call(server, renewSubscription, { token: me.token });
      expect(refused.status).toBe(422);
      expect(refused.body.errors?.subscription).toHaveLength(1);

      await giveConsent(server, me);
      const again = await call(server, renewSubscription, { token: me.token });
      expect(again.status).toBe(422);
      expect(again.body.errors?.subscription).toHaveLength(1);
      expect(await ledgerOf(server, before.uuid)).toHaveLength(1);
      expect(await subscriptionOf(server, me.token)).toEqual(before);
    });

    it('accepts a sign-in within the last minutes as consent', async () => {
      const me = await signUp(server);
      expect((await call(server, login, { json: { msisdn: me.local } })).status).toBe(200);
      const code = await latestCode(server, me.local, 'login');
      const confirm = await call(server, confirmOtp, {
        json: { otp: code, msisdn: me.local },
      });
      if (!('access_token' in confirm.body)) throw new Error('expected Code 0 for a subscriber');
      const changed = await call(server, changeSubscription, {
        token: confirm.body.access_token,
        json: { uuid: me.plans[1]!.uuid },
      });
      expect(changed.status).toBe(200);
      expect(changed.body.data.charge!.status).toBe('succeeded');
    });

    it('cancels at once with the session alone, and not twice', async () => {
      const me = await signUp(server);
      const cancelled = await call(server, cancelSubscriberSubscription, {
        token: me.token,
        json: { msisdn: `+967${me.local}` },
      });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.data.charge).toBeNull();
      expect(cancelled.body.data.subscription).toMatchObject({ state: 'cancelled', next_renewal_at: null });
      expect(cancelled.body.data.subscription.cancelled_at).not.toBeNull();
      expect((await outbox(server, me.local)).some((sms) => sms.purpose === 'billing.cancelled')).toBe(true);

      const again = await call(server, cancelProfileSubscription, { token: me.token });
      expect(again.status).toBe(422);
      expect(again.body.errors?.subscription).toHaveLength(1);
    });

    it('reactivates a cancelled subscription with a fresh consent, by either endpoint', async () => {
      for (const contract of [reactivateProfileSubscription, reactivateSubscriberSubscription]) {
        const me = await signUp(server);
        await call(server, cancelProfileSubscription, { token: me.token });
        const json = { msisdn: me.local };
        const refused = await call(server, contract, { token: me.token, json });
        expect(refused.status).toBe(422);
        expect(refused.body.errors?.otp).toBeDefined();

        await giveConsent(server, me);
        const reactivated = await call(server, contract, { token: me.token, json });
        expect(reactivated.status).toBe(200);
        expect(reactivated.body.data.subscription.state).toBe('active');
        // Within the period already paid: nothing charged (docs/product.md#cancelling).
        expect(reactivated.body.data.charge).toBeNull();
        expect(await ledgerOf(server, reactivated.body.data.subscription.uuid)).toHaveLength(1);
        expect(
          (await outbox(server, me.local)).some((sms) => sms.purpose === 'billing.reactivated_in_period'),
        ).toBe(true);

        // Active already: a second reactivation is refused before any consent is spent.
        await giveConsent(server, me);
        const again = await call(server, contract, { token: me.token, json });
        expect(again.status).toBe(422);
        expect(again.body.errors?.subscription).toBeDefined();
      }
    });

    it('changes plan with a fresh consent, charging the new plan', async () => {
      const me = await signUp(server);
      const target = me.plans[2]!;
      const same = await call(server, changeSubscription, {
        token: me.token,
        json: { uuid: me.plan.uuid },
      });
      expect(same.status).toBe(422);
      expect(same.body.errors?.uuid).toBeDefined();

      const unknown = await call(server, changeSubscription, {
        token: me.token,
        json: { uuid: '00000000-0000-4000-8000-000000000000' },
      });
      expect(unknown.status).toBe(422);

      const noConsent = await call(server, changeSubscription, {
        token: me.token,
        json: { uuid: target.uuid },
      });
      expect(noConsent.status).toBe(422);
      expect(noConsent.body.errors?.otp).toBeDefined();

      await giveConsent(server, me);
      const changed = await call(server, changeSubscription, {
        token: me.token,
        json: { uuid: target.uuid },
      });
      expect(changed.status).toBe(200);
      expect(changed.body.data.subscription).toMatchObject({ state: 'active', plan: { uuid: target.uuid } });
      expect(changed.body.data.charge).toMatchObject({
        status: 'succeeded',
        amount_minor: target.price_minor,
      });
      expect((await outbox(server, me.local)).some((sms) => sms.purpose === 'billing.plan_changed')).toBe(
        true,
      );
    });

    it('unsubscribes in two steps with an unsubscribe code, and with no other code', async () => {
      const me = await signUp(server);
      // The request takes no fields: with no body at all, as with `{}`.
      const requested = await server.api.call('requestUnsubscribe', { token: me.token, body: null });
      expect(requested.status).toBe(200);
      const code = await latestCode(server, me.local, 'unsubscribe');

      const wrong = await call(server, confirmUnsubscribe, {
        token: me.token,
        json: { otp: code === '000000' ? '111111' : '000000' },
      });
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors?.otp).toBeDefined();
      // A code of another purpose does not confirm it.
      await call(server, generateOtp, { token: me.token });
      const profileCode = await latestCode(server, me.local, 'profile');
      expect(
        (
          await call(server, confirmUnsubscribe, {
            token: me.token,
            json: { otp: profileCode },
          })
        ).status,
      ).toBe(422);

      const confirmed = await call(server, confirmUnsubscribe, {
        token: me.token,
        json: { otp: code },
      });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.data.subscription.state).toBe('cancelled');

      expect((await call(server, requestUnsubscribe, { token: me.token })).status).toBe(422);
    });

    it('reactivates in two steps: the code names the plan and price, and is the consent', async () => {
      const me = await signUp(server);
      // Nothing to activate while active: no code is sent for nothing.
      expect((await call(server, requestActivation, { token: me.token })).status).toBe(422);

      await call(server, cancelProfileSubscription, { token: me.token });
      const requested = await call(server, requestActivation, { token: me.token });
      expect(requested.status).toBe(200);
      const sms = (await outbox(server, me.local)).find((message) => message.purpose === 'otp.activation')!;
      expect(sms.text).toContain(me.plan.name);
      expect(sms.text).toContain(String(me.plan.price_minor / 100));
      const code = await latestCode(server, me.local, 'activation');

      const confirmed = await call(server, confirmActivation, {
        token: me.token,
        json: { otp: code },
      });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.data.subscription.state).toBe('active');
      // Back within the period paid: free.
      expect(confirmed.body.data.charge).toBeNull();
      // Single use.
      const replay = await call(server, confirmActivation, {
        token: me.token,
        json: { otp: code },
      });
      expect(replay.status).toBe(422);
    });

    it('changes plan in two steps, and a code issued for one plan cannot confirm another', async () => {
      const me = await signUp(server);
      const [, weekly, monthly] = me.plans;
      const requested = await call(server, requestChangeSubscription, {
        token: me.token,
        json: { uuid: weekly!.uuid },
      });
      expect(requested.status).toBe(200);
      const sms = (await outbox(server, me.local)).find((message) => message.purpose === 'otp.change')!;
      expect(sms.text).toContain(weekly!.name);
      const code = await latestCode(server, me.local, 'change');

      const otherPlan = await call(server, confirmChangeSubscription, {
        token: me.token,
        json: { otp: code, uuid: monthly!.uuid },
      });
      expect(otherPlan.status).toBe(422);
      expect(otherPlan.body.errors?.otp).toBeDefined();
      expect((await subscriptionOf(server, me.token)).plan.uuid).toBe(me.plan.uuid);

      const confirmed = await call(server, confirmChangeSubscription, {
        token: me.token,
        json: { otp: code, uuid: weekly!.uuid },
      });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.data.subscription.plan.uuid).toBe(weekly!.uuid);
      expect(confirmed.body.data.charge).toMatchObject({
        status: 'succeeded',
        amount_minor: weekly!.price_minor,
      });
    });
  });

  describe('between two subscribers', () => {
    it("acts only on the caller's own subscription", async () => {
      const a = await signUp(server);
      const b = await signUp(server);
      expect((await call(server, cancelProfileSubscription, { token: b.token })).status).toBe(200);
      expect((await subscriptionOf(server, a.token)).state).toBe('active');
      expect((await subscriptionOf(server, b.token)).state).toBe('cancelled');

      const bill = await call(server, getMyBillTransactions, {
        token: b.token,
      });
      const aSubscription = await subscriptionOf(server, a.token);
      expect(bill.body.data.every((row) => row.subscription_uuid !== aSubscription.uuid)).toBe(true);
    });
  });
});
