import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  cancelSubscriberSubscription,
  checkSubscriber,
  generateOtp,
  login,
  requestActivation,
  requestChangeSubscription,
  requestUnsubscribe,
  resendOtp,
  type Contract,
  type TCodeSentResponse,
  type TErrorBody,
} from '@sarraf/contracts';
import { otps } from '../../src/db/schema/index';
import type { OtpPurpose } from '../../src/lib/otp-policy';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearer, call, newLocalMsisdn, signUp, stored } from '../support/billing';

/**
 * Every answer that sends a code says when the next one may be asked for (`resend_after_s`) and how
 * long the code lasts (`expires_in_s`), and the 429 of a request that comes too early carries that
 * wait in `Retry-After` (docs/product.md#code-steps). Under the real default policy: a 60 s first
 * wait that doubles with each send of the hour, codes valid 300 s.
 */

interface Route {
  readonly name: string;
  readonly contract: Contract;
  readonly purpose: OtpPurpose;
  /** Signed-in routes: sign the number up first (and put its subscription in shape). */
  readonly prepare?: (local: string) => Promise<{ token: string; json?: unknown }>;
}

interface Sent {
  readonly status: number;
  readonly retryAfter: number | null;
  readonly body: Partial<TCodeSentResponse> & Partial<TErrorBody>;
}

describe('the answers of the calls that send a code', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const signedIn = async (local: string) => {
    const subscriber = await signUp(server, { local });
    return { token: subscriber.token, subscriber };
  };

  const routes: Route[] = [
    { name: 'login', contract: login, purpose: 'login' },
    { name: 'resend/otp', contract: resendOtp, purpose: 'login' },
    { name: 'my-bill check/subscriber', contract: checkSubscriber, purpose: 'mybill' },
    { name: 'generate/otp', contract: generateOtp, purpose: 'profile', prepare: signedIn },
    { name: 'request-unsubscribe', contract: requestUnsubscribe, purpose: 'unsubscribe', prepare: signedIn },
    {
      name: 'request-activation',
      contract: requestActivation,
      purpose: 'activation',
      prepare: async (local) => {
        const { token } = await signedIn(local);
        // Activation is for a subscription that is not running: cancel it first.
        const cancelled = await call(server, cancelSubscriberSubscription, {
          token,
          json: { msisdn: local },
        });
        expect(cancelled.status).toBe(200);
        return { token };
      },
    },
    {
      name: 'request-change-subscription',
      contract: requestChangeSubscription,
      purpose: 'change',
      prepare: async (local) => {
        const { token, subscriber } = await signedIn(local);
        const other = subscriber.plans.find((plan) => plan.uuid !== subscriber.plan.uuid);
        expect(other).toBeTruthy();
        return { token, json: { uuid: other!.uuid } };
      },
    },
  ];

  /** One request of the route for the number, with the portal's headers, read whole. */
  async function send(
    route: Route,
    local: string,
    signed?: { token: string; json?: unknown },
  ): Promise<Sent> {
    const { contract } = route;
    const query = route.prepare ? '' : contract.method === 'GET' ? `?msisdn=${local}` : '';
    const json = route.prepare
      ? (signed?.json ?? (contract.method === 'POST' ? {} : undefined))
      : { msisdn: local };
    const response = await server.request(contract.path + query, {
      method: contract.method,
      ...(contract.method === 'POST' ? { json } : {}),
      headers: signed ? bearer(signed.token) : {},
    });
    const retryAfter = response.headers.get('retry-after');
    return {
      status: response.status,
      retryAfter: retryAfter === null ? null : Number(retryAfter),
      body: (await response.json()) as Sent['body'],
    };
  }

  /** Moves this number's codes of the purpose `seconds` into the past, as if that time had gone by. */
  const age = (local: string, purpose: OtpPurpose, seconds: number) =>
    server.database.db
      .update(otps)
      .set({ createdAt: new Date(Date.now() - seconds * 1000) })
      .where(and(eq(otps.msisdn, stored(local)), eq(otps.purpose, purpose)));

  for (const route of routes) {
    it(`${route.name}: says when a new code may be asked for, and a 429 says it in Retry-After`, async () => {
      const local = newLocalMsisdn();
      const signed = await route.prepare?.(local);

      const first = await send(route, local, signed);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ resend_after_s: 60, expires_in_s: 300 });
      expect(first.body.message).toMatch(/[\u0600-\u06FF]/);

      // Too early: a 429 with Retry-After, the wait the answer gave less the moment gone by.
      const early = await send(route, local, signed);
      expect(early.status).toBe(429);
      expect(early.body.message).toMatch(/[\u0600-\u06FF]/);
      expect(early.retryAfter).toBeGreaterThan(55);
      expect(early.retryAfter).toBeLessThanOrEqual(60);

      // Once the wait is over a second code goes out, and the next wait has doubled.
      await age(local, route.purpose, 61);
      const second = await send(route, local, signed);
      expect(second.status).toBe(200);
      expect(second.body).toMatchObject({ resend_after_s: 120, expires_in_s: 300 });
      const again = await send(route, local, signed);
      expect(again.status).toBe(429);
      expect(again.retryAfter).toBeGreaterThan(115);
      expect(again.retryAfter).toBeLessThanOrEqual(120);
    });
  }
});

describe('the wait the hourly limit adds', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { OTP_RESEND_S: '0', OTP_SENDS_PER_HOUR: '2' } });
  });
  afterAll(() => server.close());

  it("says so when a send used the number's last code of the hour, and the 429 agrees", async () => {
    const local = newLocalMsisdn();
    const first = await call(server, login, { json: { msisdn: local } });
    expect(first.status).toBe(200);
    expect(first.body.resend_after_s).toBe(0);

    const last = await call(server, login, { json: { msisdn: local } });
    expect(last.status).toBe(200);
    expect(last.body.resend_after_s).toBeGreaterThan(3500);
    expect(last.body.resend_after_s).toBeLessThanOrEqual(3600);

    const refused = await server.request(login.path, { method: 'POST', json: { msisdn: local } });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(Math.abs(retryAfter - last.body.resend_after_s)).toBeLessThanOrEqual(2);
  });

  it('answers a subscriber and an unknown number with the same wait for the same sends', async () => {
    const known = await signUp(server, { local: newLocalMsisdn() });
    const unknown = newLocalMsisdn();
    const subscriberAnswer = await call(server, resendOtp, { json: { msisdn: known.local } });
    const unknownAnswer = await call(server, resendOtp, { json: { msisdn: unknown } });
    expect(subscriberAnswer.status).toBe(200);
    // The subscriber's number has one send more this hour (its sign-up): both fill the window of 2
    // only when it is their second, so compare the subscriber with the unknown number's second.
    const unknownSecond = await call(server, resendOtp, { json: { msisdn: unknown } });
    expect(unknownAnswer.body.resend_after_s).toBe(0);
    expect(
      Math.abs(unknownSecond.body.resend_after_s - subscriberAnswer.body.resend_after_s),
    ).toBeLessThanOrEqual(1);
  });
});
