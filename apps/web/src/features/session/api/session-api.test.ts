// @vitest-environment jsdom
import { AxiosError, AxiosHeaders, type AxiosAdapter } from 'axios';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../../../lib/api-transport';
import { MSISDN_KEY, SUBSCRIPTIONS_KEY, TOKEN_KEY } from '../../../lib/session';
import { confirmOtp, createSubscriber, login, logout } from './session-api';

/** Answers every call with one status and body; records the URLs and the token held at each call. */
function answer(status: number, data: unknown) {
  const calls: { url: string | undefined; authorization: string | null }[] = [];
  const adapter: AxiosAdapter = (config) => {
    calls.push({
      url: config.url,
      authorization: (config.headers.get('Authorization') as string | null) ?? null,
    });
    const response = { data, status, statusText: '', headers: new AxiosHeaders(), config };
    return status < 300
      ? Promise.resolve(response)
      : Promise.reject(new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response));
  };
  apiClient.defaults.adapter = adapter;
  return calls;
}

const plan = {
  uuid: '2f1c3c7e-8a4b-4b0e-9a57-3f3f1e0b1a11',
  name: 'الباقة الشهرية',
  description: '',
  price_minor: 100000,
  currency: 'YER',
  period: 'monthly',
  free_trial_days: 0,
};

describe('session rules: login, confirmation, sign-up and logout', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'access_token=; Max-Age=0; Path=/';
  });

  it('stores the msisdn once the login call succeeds', async () => {
    answer(200, { message: 'ok' });
    await login('771234567');
    expect(localStorage.getItem(MSISDN_KEY)).toBe('771234567');
  });

  it('Code 0 signs in with the returned access_token', async () => {
    answer(200, {
      Code: 0,
      access_token: 'id|secret',
      token_type: 'Bearer',
      expires_at: '2026-12-01T00:00:00Z',
    });
    await confirmOtp({ msisdn: '771234567', otp: '123456' });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('id|secret');
  });

  it('Code 50 stores the SubscriptionsList and sets no token', async () => {
    answer(200, { Code: 50, SubscriptionsList: [plan] });
    await confirmOtp({ msisdn: '771234567', otp: '123456' });
    expect(JSON.parse(localStorage.getItem(SUBSCRIPTIONS_KEY) ?? 'null')).toEqual([plan]);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('a 422 on login or confirmation clears the token', async () => {
    localStorage.setItem(TOKEN_KEY, 'old');
    answer(422, { message: 'x', errors: { otp: ['رمز التحقق غير صحيح.'] } });
    await expect(confirmOtp({ msisdn: '771234567', otp: '000000' })).rejects.toBeInstanceOf(AxiosError);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    localStorage.setItem(TOKEN_KEY, 'old');
    await expect(login('1')).rejects.toBeInstanceOf(AxiosError);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('creating a subscriber clears the old session first, then stores the new token', async () => {
    localStorage.setItem(TOKEN_KEY, 'old');
    document.cookie = 'access_token=old; Path=/';
    const calls = answer(200, {
      access_token: 'new',
      token_type: 'Bearer',
      expires_at: '2026-12-01T00:00:00Z',
    });
    await createSubscriber({ uuid: plan.uuid, msisdn: '771234567' });
    expect(calls[0]?.authorization).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBe('new');
  });

  it('logout clears the token and the cookie whether the call succeeds or fails', async () => {
    for (const status of [200, 500]) {
      localStorage.setItem(TOKEN_KEY, 'T');
      document.cookie = 'access_token=T; Path=/';
      answer(status, { message: 'x' });
      window.alert = () => {};
      await logout();
      expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
      expect(document.cookie).not.toContain('access_token=T');
    }
  });
});
