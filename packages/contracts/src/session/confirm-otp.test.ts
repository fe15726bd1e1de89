import { describe, expect, expectTypeOf, it } from 'vitest';
import { ZConfirmOtpRequest, ZConfirmOtpResponse, type TConfirmOtpResponse } from './confirm-otp';

const plan = {
  uuid: '0b3c6f7e-2a51-4c7b-9d4e-8f1a2b3c4d5e',
  name: 'الباقة الشهرية',
  description: 'تجدد يوميًا',
  price_minor: 30000,
  currency: 'YER',
  period: 'monthly',
  free_trial_days: 0,
};

describe('ZConfirmOtpRequest', () => {
  it('takes the code and the number, and check_type otp from the link sign-in', () => {
    expect(ZConfirmOtpRequest.safeParse({ otp: '123456', msisdn: '771234567' }).success).toBe(true);
    expect(
      ZConfirmOtpRequest.safeParse({ otp: '123456', msisdn: '771234567', check_type: 'otp' }).success,
    ).toBe(true);
  });

  it('refuses any other check_type', () => {
    expect(
      ZConfirmOtpRequest.safeParse({ otp: '123456', msisdn: '771234567', check_type: 'sms' }).success,
    ).toBe(false);
  });

  it.each(['123', '123456789', '12a456', '١٢٣٤٥٦', 123456])('refuses the code %j', (otp) => {
    expect(ZConfirmOtpRequest.safeParse({ otp, msisdn: '771234567' }).success).toBe(false);
  });
});

describe('ZConfirmOtpResponse', () => {
  it('narrows on Code 0 to a signed-in answer with a bearer token', () => {
    const response = ZConfirmOtpResponse.parse({
      Code: 0,
      access_token: '12|abcdef',
      token_type: 'Bearer',
      expires_at: '2025-02-01T00:00:00.000Z',
    });
    expect(response.Code).toBe(0);
    if (response.Code === 0) expect(response.access_token).toBe('12|abcdef');
  });

  it('narrows on Code 50 to the plans to choose from, with no token', () => {
    const response = ZConfirmOtpResponse.parse({ Code: 50, SubscriptionsList: [plan] });
    if (response.Code !== 50) throw new Error('expected Code 50');
    expect(response.SubscriptionsList[0]?.name).toBe('الباقة الشهرية');
    expect('access_token' in response).toBe(false);
  });

  it('refuses a Code it does not know and a Code 0 without a token', () => {
    expect(ZConfirmOtpResponse.safeParse({ Code: 1, SubscriptionsList: [] }).success).toBe(false);
    expect(ZConfirmOtpResponse.safeParse({ Code: 0 }).success).toBe(false);
  });

  it('gives the portal a type it can narrow', () => {
    expectTypeOf<Extract<TConfirmOtpResponse, { Code: 0 }>>().toHaveProperty('access_token');
    expectTypeOf<Extract<TConfirmOtpResponse, { Code: 50 }>>().toHaveProperty('SubscriptionsList');
    expectTypeOf<Extract<TConfirmOtpResponse, { Code: 50 }>>().not.toHaveProperty('access_token');
  });
});
