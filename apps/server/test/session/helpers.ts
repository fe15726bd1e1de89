import { expect } from 'vitest';
import type { TestServer } from '../support/test-server';

/** A fresh Yemeni mobile number in the local form a person types (77xxxxxxx). */
export function newLocalMsisdn(prefix = '77'): string {
  return `${prefix}${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

/** The stored form of a local Yemeni number. */
export const stored = (local: string) => `967${local}`;

export interface DevSms {
  id: number;
  to: string;
  text: string;
  purpose: string;
  status: string;
  sender: string | null;
  created_at: string;
}

export async function outbox(server: TestServer, msisdn: string): Promise<DevSms[]> {
  return (await server.api.ok('getDevSms', { query: { msisdn } })).data;
}

/** The code of the newest SMS to the number, read from the dev outbox as a person reads their phone. */
export async function latestCode(server: TestServer, msisdn: string): Promise<string> {
  const [latest] = await outbox(server, msisdn);
  const code = /:\s*(\d{4,8})/.exec(latest?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${msisdn}`);
  return code;
}

export async function requestLoginCode(server: TestServer, msisdn: string): Promise<string> {
  await server.api.ok('login', { json: { msisdn } });
  return latestCode(server, msisdn);
}

export interface Plan {
  uuid: string;
  name: string;
}

/** Signs a new number up the way the portal does: login, confirm (Code 50), create/subscriber. */
export async function signUp(server: TestServer, msisdn: string): Promise<{ token: string; plan: Plan }> {
  const code = await requestLoginCode(server, msisdn);
  const confirmed = await server.api.ok('confirmOtp', { json: { otp: code, msisdn } });
  expect(confirmed.Code).toBe(50);
  if (confirmed.Code !== 50) throw new Error('expected the plans (Code 50) for a new number');
  const plan = confirmed.SubscriptionsList[0]!;
  const { access_token } = await server.api.ok('createSubscriber', { json: { uuid: plan.uuid, msisdn } });
  return { token: access_token, plan };
}

/** Signs a known subscriber in: login, confirm (Code 0). */
export async function signIn(server: TestServer, msisdn: string): Promise<string> {
  const code = await requestLoginCode(server, msisdn);
  const body = await server.api.ok('confirmOtp', { json: { otp: code, msisdn } });
  expect(body.Code).toBe(0);
  if (body.Code !== 0) throw new Error('expected a token (Code 0) for a subscriber');
  return body.access_token;
}

export interface SetCookie {
  value: string;
  attributes: Record<string, string | true>;
}

/** The Set-Cookie headers of a response, by cookie name, attributes lower-cased. */
export function setCookies(response: Response): Record<string, SetCookie> {
  const cookies: Record<string, SetCookie> = {};
  for (const line of response.headers.getSetCookie()) {
    const [pair, ...rest] = line.split(';');
    const separator = pair!.indexOf('=');
    const name = pair!.slice(0, separator).trim();
    const attributes: Record<string, string | true> = {};
    for (const attribute of rest) {
      const [key, ...value] = attribute.trim().split('=');
      attributes[key!.toLowerCase()] = value.length ? value.join('=') : true;
    }
    cookies[name] = { value: pair!.slice(separator + 1), attributes };
  }
  return cookies;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
