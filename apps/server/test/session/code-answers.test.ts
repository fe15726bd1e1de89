import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TCodeSentResponse, TErrorBody } from '@sarraf/contracts';
import { readError, readOk } from '@sarraf/contracts/typed-client';
import { otps } from '../../src/db/schema/index';
import type { OtpPurpose } from '../../src/lib/otp-policy';
import { startTestServer, type TestServer } from '../support/test-server';
import { newLocalMsisdn, signUp, stored } from '../support/billing';

/**
 * Every answer that sends a code says when the next one may be asked for (`resend_after_s`) and how
 * long the code lasts (`expires_in_s`), and the 429 of a request that comes too early carries that
 * wait in `Retry-After` (docs/product.md#code-steps). Under the real default policy: a 60 s first
 * wait that doubles with each send of the hour, codes valid 300 s.
 */

/** A signed-in route's subscriber: its token, and the plan to change to (request-change-subscription). */
interface Signed {
  readonly token: string;
  readonly uuid?: string;
}

/** The routes that send a code: each answers the code-sent body. */
type CodeRoute =
  | 'login'
  | 'resendOtp'
  | 'checkSubscriber'
  | 'generateOtp'
  | 'requestUnsubscribe'
  | 'requestActivation'
  | 'requestChangeSubscription';

interface Route {
  readonly name: string;
  readonly route: CodeRoute;
  readonly purpose: OtpPurpose;
  /** Signed-in routes: sign the number up first (and put its subscription in shape). */
  readonly prepare?: (local: string) => Promise<Signed>;
  /** One request of the route for the number, with the portal's headers. */
  readonly request: (local: string, signed?: Signed) => Promise<Response>;
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
    {
      name: 'login',
      route: 'login',
      purpose: 'login',
      request: (local) => server.api.call('login', { json: { msisdn: local } }),
    },
    {
      name: 'resend/otp',
      route: 'resendOtp',
      purpose: 'login',
      request: (local) => server.api.call('resendOtp', { json: { msisdn: local } }),
    },
    {
      name: 'my-bill check/subscriber',
      route: 'checkSubscriber',
      purpose: 'mybill',
      request: (local) => server.api.call('checkSubscriber', { query: { msisdn: local } }),
    },
    {
      name: 'generate/otp',
      route: 'generateOtp',
      purpose: 'profile',
      prepare: signedIn,
      request: (_local, signed) => server.api.call('generateOtp', { token: signed!.token }),
    },
    {
      name: 'request-unsubscribe',
      route: 'requestUnsubscribe',
      purpose: 'unsubscribe',
      prepare: signedIn,
      request: (_local, signed) => server.api.call('requestUnsubscribe', { token: signed!.token }),
    },
    {
      name: 'request-activation',
      route: 'requestActivation',
      purpose: 'activation',
      prepare: async (local) => {
        const { token } = await signedIn(local);
        // Activation is for a subscription that is not running: cancel it first.
        await server.api.ok('cancelSubscriberSubscription', { token, json: { msisdn: local } });
        return { token };
      },
      request: (_local, signed) => server.api.call('requestActivation', { token: signed!.token }),
    },
    {
      name: 'request-change-subscription',
      route: 'requestChangeSubscription',
      purpose: 'change',
      prepare: async (local) => {
        const { token, subscriber } = await signedIn(local);
        const other = subscriber.plans.find((plan) => plan.uuid !== subscriber.plan.uuid);
        expect(other).toBeTruthy();
        return { token, uuid: other!.uuid };
      },
      request: (_local, signed) =>
        server.api.call('requestChangeSubscription', { token: signed!.token, json: { uuid: signed!.uuid! } }),
    },
  ];

  /** One request of the route for the number, read whole: a code sent, or the error body. */
  async function send(route: Route, local: string, signed?: Signed): Promise<Sent> {
    const response = await route.request(local, signed);
    const retryAfter = response.headers.get('retry-after');
    return {
      status: response.status,
      retryAfter: retryAfter === null ? null : Number(retryAfter),
      body: response.ok ? await readOk(route.route, response) : await readError(response),
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
    const first = await server.api.ok('login', { json: { msisdn: local } });
    expect(first.resend_after_s).toBe(0);

    const last = await server.api.ok('login', { json: { msisdn: local } });
    expect(last.resend_after_s).toBeGreaterThan(3500);
    expect(last.resend_after_s).toBeLessThanOrEqual(3600);

    const refused = await server.api.call('login', { json: { msisdn: local } });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(Math.abs(retryAfter - last.resend_after_s)).toBeLessThanOrEqual(2);
  });

  it('answers a subscriber and an unknown number with the same wait for the same sends', async () => {
    const known = await signUp(server, { local: newLocalMsisdn() });
    const unknown = newLocalMsisdn();
    const subscriberAnswer = await server.api.ok('resendOtp', { json: { msisdn: known.local } });
    const unknownAnswer = await server.api.ok('resendOtp', { json: { msisdn: unknown } });
    // The subscriber's number has one send more this hour (its sign-up): both fill the window of 2
    // only when it is their second, so compare the subscriber with the unknown number's second.
    const unknownSecond = await server.api.ok('resendOtp', { json: { msisdn: unknown } });
    expect(unknownAnswer.resend_after_s).toBe(0);
    expect(Math.abs(unknownSecond.resend_after_s - subscriberAnswer.resend_after_s)).toBeLessThanOrEqual(1);
  });
});
