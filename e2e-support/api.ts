import { expect, type APIRequestContext } from '@playwright/test';
import { formatMsisdn } from '@sarraf/contracts/msisdn-display';
import { okApi } from './api-request';

// Real server helpers (scripts/e2e-server.mjs): numbers, the dev SMS outbox, sign-up through the API.

/**
 * A fresh Yemeni mobile number per test. Random digits everywhere but the prefix, so numbers fall
 * in different blocks (codes are limited per msisdn block of all digits but the last four).
 */
export function randomMsisdn(prefix = '77'): string {
  return `${prefix}${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

/** A number of randomMsisdn as every screen shows it: `+967 771 234 567`. */
export function shownNumber(msisdn: string): string {
  return formatMsisdn(`967${msisdn}`);
}

/** The newest code the outbox sent to the number (`GET /api/dev/sms?msisdn=`), optionally newer than `afterId`. */
export async function readCode(
  request: APIRequestContext,
  msisdn: string,
  options: { purpose?: string; afterId?: number } = {},
): Promise<{ code: string; id: number; text: string }> {
  let found: { code: string; id: number; text: string } | null = null;
  await expect
    .poll(
      async () => {
        const body = await okApi(request, 'getDevSms', { query: { msisdn } });
        const message = body.data.find(
          (sms) =>
            sms.id > (options.afterId ?? 0) && (!options.purpose || sms.purpose.startsWith(options.purpose)),
        );
        const code = message?.text.match(/(?<!\d)\d{4,8}(?!\d)/)?.[0];
        found = message && code ? { code, id: message.id, text: message.text } : null;
        return found !== null;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

export async function lastSmsId(request: APIRequestContext, msisdn: string): Promise<number> {
  const body = await okApi(request, 'getDevSms', { query: { msisdn } });
  return body.data[0]?.id ?? 0;
}

const ar = { 'Accept-Language': 'ar' };

export interface SignedUp {
  readonly msisdn: string;
  readonly token: string;
  readonly planName: string;
}

/** A new subscriber through the API: login → code → Code 50 → create subscriber (the first plan). */
export async function signUpViaApi(request: APIRequestContext, msisdn = randomMsisdn()): Promise<SignedUp> {
  await okApi(request, 'login', { data: { msisdn }, headers: ar });
  const { code } = await readCode(request, msisdn, { purpose: 'otp.login' });
  const confirmed = await okApi(request, 'confirmOtp', { data: { msisdn, otp: code }, headers: ar });
  expect(confirmed.Code).toBe(50);
  if (confirmed.Code !== 50) throw new Error('expected the plans (Code 50) for a new number');
  const plan = confirmed.SubscriptionsList[0]!;
  const created = await okApi(request, 'createSubscriber', {
    data: { msisdn, uuid: plan.uuid },
    headers: ar,
  });
  return { msisdn, token: created.access_token, planName: plan.name };
}

/** A known subscriber signs in again through the API and gets a new token (a new session). */
export async function signInViaApi(request: APIRequestContext, msisdn: string): Promise<string> {
  const afterId = await lastSmsId(request, msisdn);
  await okApi(request, 'login', { data: { msisdn }, headers: ar });
  const { code } = await readCode(request, msisdn, { purpose: 'otp.login', afterId });
  const body = await okApi(request, 'confirmOtp', { data: { msisdn, otp: code }, headers: ar });
  expect(body.Code).toBe(0);
  if (body.Code !== 0) throw new Error('expected a token (Code 0) for a subscriber');
  return body.access_token;
}
