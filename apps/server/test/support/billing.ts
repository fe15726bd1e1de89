import { expect } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { transactions } from '../../src/db/schema/index';
import {
  confirmOtp,
  confirmProfileOtp,
  createSubscriber,
  fetchSubscription,
  generateOtp,
  login,
  runDevBillingSweep,
  type Contract,
  type TCreateSubscriberResponse,
  type TErrorBody,
  ZErrorBody,
  type TPlan,
  type TResponse,
  type TRunDevBillingSweepResponse,
  type TSubscription,
} from '@sarraf/contracts';
import { startTestServer, type TestServer, type TestServerOptions } from './test-server';

/**
 * Helpers for the billing and my-bill API tests: a subscriber signed up through the real
 * API (login → the code from the dev outbox → confirm → create/subscriber), fresh consent the way
 * the portal asks for it, the dev sweep, and the ledger as the database holds it.
 */

// Many codes go to one number in these tests: the per-number code limits are lifted, the
// rest of the code policy is the real one.
export const BILLING_TEST_ENV = {
  OTP_RESEND_S: '0',
  OTP_SENDS_PER_HOUR: '10000',
  OTP_BLOCK_SENDS_PER_HOUR: '100000',
  OTP_IP_SENDS_PER_HOUR: '100000',
  SMS_DAILY_BUDGET: '1000000',
};

export function startBillingServer(options: TestServerOptions = {}): Promise<TestServer> {
  return startTestServer({ ...options, env: { ...BILLING_TEST_ENV, ...options.env } });
}

/** A fresh Yemeni mobile number in the local form a person types (77xxxxxxx). */
export function newLocalMsisdn(prefix = '77'): string {
  return `${prefix}${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

export const stored = (local: string) => `967${local}`;
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface DevSms {
  id: number;
  to: string;
  text: string;
  purpose: string;
  status: string;
  created_at: string;
}

export async function outbox(server: TestServer, msisdn: string): Promise<DevSms[]> {
  return (await server.api.ok('getDevSms', { query: { msisdn, limit: 100 } })).data;
}

/** The code of the newest code SMS of a purpose, read from the outbox as a person reads their phone. */
export async function latestCode(server: TestServer, msisdn: string, purpose = 'login'): Promise<string> {
  const sms = (await outbox(server, msisdn)).find((message) => message.purpose === `otp.${purpose}`);
  const code = /:\s*(\d{4,8})/.exec(sms?.text ?? '')?.[1];
  if (!code) throw new Error(`no ${purpose} code in the outbox for ${msisdn}`);
  return code;
}

/** A response: its status and its decoded JSON body (an error body, `{message, errors?}`, when not 2xx). */
export interface Answer<T> {
  status: number;
  body: T & Partial<TErrorBody>;
}

/** Reads an answer: a success by the contract's schema, anything else as the error body. */
async function answer<C extends Contract>(contract: C, response: Response): Promise<Answer<TResponse<C>>> {
  const text = await response.text();
  const json: unknown = text ? JSON.parse(text) : {};
  const body: unknown = response.ok ? contract.response.parse(json) : ZErrorBody.parse(json);
  return { status: response.status, body: body as TResponse<C> & Partial<TErrorBody> };
}

/**
 * Calls an endpoint by its contract (the single truth for method and path), as the portal
 * does: bearer token when given, JSON body, query string; the body is typed by the contract.
 */
export async function call<C extends Contract>(
  server: TestServer,
  contract: C,
  options: { token?: string; json?: unknown; query?: Record<string, string> } = {},
): Promise<Answer<TResponse<C>>> {
  const query = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
  const json = options.json ?? (contract.method === 'GET' ? undefined : {});
  return answer(
    contract,
    await server.request(contract.path + query, {
      method: contract.method,
      ...(json !== undefined ? { json } : {}),
      headers: options.token ? bearer(options.token) : {},
    }),
  );
}

export type Plan = TPlan;

export interface Subscriber {
  local: string;
  msisdn: string;
  token: string;
  plan: Plan;
  plans: Plan[];
  /** The create/subscriber answer. */
  created: TCreateSubscriberResponse;
}

/** Signs a new number up the way the portal does; `planIndex` picks among the Code 50 plans. */
export async function signUp(
  server: TestServer,
  options: { local?: string; planIndex?: number } = {},
): Promise<Subscriber> {
  const local = options.local ?? newLocalMsisdn();
  expect((await call(server, login, { json: { msisdn: local } })).status).toBe(200);
  const code = await latestCode(server, local);
  const confirm = await call(server, confirmOtp, { json: { otp: code, msisdn: local } });
  expect(confirm.status).toBe(200);
  if (!('SubscriptionsList' in confirm.body)) throw new Error('expected Code 50 for a new number');
  const plans = confirm.body.SubscriptionsList;
  const plan = plans[options.planIndex ?? 0]!;
  const created = await call(server, createSubscriber, { json: { uuid: plan.uuid, msisdn: local } });
  expect(created.status).toBe(200);
  return {
    local,
    msisdn: stored(local),
    token: created.body.access_token,
    plan,
    plans,
    created: created.body,
  };
}

/**
 * A fresh consent (docs/design.md#consent) the way the portal asks for one before a payment: a `profile` code
 * to the subscriber's own number, confirmed.
 */
export async function giveConsent(
  server: TestServer,
  subscriber: Pick<Subscriber, 'local' | 'token'>,
): Promise<void> {
  expect((await call(server, generateOtp, { token: subscriber.token })).status).toBe(200);
  const code = await latestCode(server, subscriber.local, 'profile');
  const confirmed = await call(server, confirmProfileOtp, { token: subscriber.token, json: { otp: code } });
  expect(confirmed.status).toBe(200);
}

export type SweepCounts = TRunDevBillingSweepResponse['data'];

/** `POST /api/dev/billing/sweep {now}`: the renewal sweep as of `now`. */
export async function sweep(server: TestServer, now: Date | string): Promise<SweepCounts> {
  const response = await call(server, runDevBillingSweep, {
    json: { now: typeof now === 'string' ? now : now.toISOString() },
  });
  expect(response.status).toBe(200);
  return response.body.data;
}

export type Subscription = TSubscription;

export async function subscriptionOf(server: TestServer, token: string): Promise<Subscription> {
  const response = await call(server, fetchSubscription, { token });
  expect(response.status).toBe(200);
  if (!response.body.data) throw new Error('no subscription');
  return response.body.data;
}

/** The ledger rows of a subscription, oldest first, straight from the database. */
export function ledgerOf(server: TestServer, subscriptionId: string) {
  return server.database.db
    .select()
    .from(transactions)
    .where(eq(transactions.subscriptionId, subscriptionId))
    .orderBy(transactions.id);
}

/** Moves a subscription's clock: makes its renewal due at `at` (tests of later periods). */
export async function makeDue(server: TestServer, subscriptionId: string, at: Date): Promise<void> {
  await server.database.db.execute(
    sql`update subscriptions set next_renewal_at = ${at.toISOString()}::timestamptz where id = ${subscriptionId}::uuid`,
  );
}

export const addMs = (iso: string | Date, ms: number) => new Date(new Date(iso).getTime() + ms);
export const DAY_MS = 86_400_000;
