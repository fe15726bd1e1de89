import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZGetCategoryDetailsChartsResponse } from '../../content/get-category-details-charts';
import { ZGetCurrencyListResponse } from '../../content/get-currency-list';
import { ZGetGuestSubscriberInfoResponse } from '../../my-bill/get-guest-subscriber-info';
import { ZCancelProfileSubscriptionResponse } from '../../subscription/cancel-profile-subscription';
import { ZRenewSubscriptionResponse } from '../../subscription/renew-subscription';
import type { TCurrencyWithRates } from '../../content/get-currency-list';
import type { TPlan } from './plan';
import type { TSubscription } from './subscription';
import type { TTransaction } from './transaction';

const sanaa = { id: 1, name: 'سوق صنعاء', city: 'صنعاء' };
const at = '2025-01-10T08:00:00.000Z';

const usd: TCurrencyWithRates = {
  code: 'USD',
  name: 'دولار أمريكي',
  symbol: '$',
  flag: '🇺🇸',
  minor_units: 2,
  is_base: false,
  rates: [
    {
      currency: 'USD',
      quote_currency: 'YER',
      source: sanaa,
      type: 'parallel',
      buy: '530.00',
      sell: '532.50',
      buy_change: '-1.50',
      sell_change: null,
      recorded_at: at,
      is_stale: false,
    },
  ],
};

const plan: TPlan = {
  uuid: '0b3c6f7e-2a51-4c7b-9d4e-8f1a2b3c4d5e',
  name: 'الباقة اليومية',
  description: '',
  price_minor: 2500,
  currency: 'YER',
  period: 'daily',
  free_trial_days: 0,
};

const subscription: TSubscription = {
  uuid: '5d2f8a1e-7c3b-4e9a-b6d1-2f4e6a8c0b1d',
  state: 'active',
  plan,
  created_at: at,
  current_period_start: at,
  current_period_end: '2025-01-11T08:00:00.000Z',
  next_renewal_at: '2025-01-11T08:00:00.000Z',
  trial_ends_at: null,
  grace_ends_at: null,
  suspended_at: null,
  cancelled_at: null,
  access_until: null,
  last_failure_reason: null,
};

const charge: TTransaction = {
  reference: `renewal:${subscription.uuid}:2025-01-10`,
  kind: 'charge',
  status: 'failed',
  amount_minor: 2500,
  currency: 'YER',
  description: 'تجديد الباقة اليومية',
  reason: 'insufficient_balance',
  subscription_uuid: subscription.uuid,
  period_start: at,
  period_end: '2025-01-11T08:00:00.000Z',
  created_at: at,
  settled_at: at,
};

// The server encodes responses through these schemas (fastify-type-provider-zod's safeEncode).
describe('response shapes', () => {
  it('carry rates as decimal strings with their source, type, change and freshness', () => {
    const encoded = z.encode(ZGetCurrencyListResponse, { data: [usd] });
    expect(encoded.data[0]?.rates[0]?.buy).toBe('530.00');
  });

  it('refuse a rate sent as a float or a time sent as a Date', () => {
    const rate = usd.rates[0];
    expect(
      ZGetCurrencyListResponse.safeParse({ data: [{ ...usd, rates: [{ ...rate, buy: 530 }] }] }).success,
    ).toBe(false);
    expect(
      ZGetCurrencyListResponse.safeParse({
        data: [{ ...usd, rates: [{ ...rate, recorded_at: new Date(at) }] }],
      }).success,
    ).toBe(false);
  });

  it('drop fields a contract does not name, so nothing internal leaks by accident', () => {
    const fromDatabase = {
      ...subscription,
      state: 'cancelled' as const,
      cancelled_at: at,
      internal_note: 'x',
    };
    const encoded = z.encode(ZCancelProfileSubscriptionResponse, {
      message: 'تم إلغاء الاشتراك',
      data: { subscription: fromDatabase, charge: null },
    });
    expect(encoded.data.subscription).not.toHaveProperty('internal_note');
  });

  it('answer a declined renewal with the failed ledger row and its reason', () => {
    const response = ZRenewSubscriptionResponse.parse({
      message: 'تعذر التجديد: الرصيد غير كافٍ',
      data: {
        subscription: { ...subscription, state: 'grace', grace_ends_at: '2025-01-13T08:00:00.000Z' },
        charge,
      },
    });
    expect(response.data.charge?.status).toBe('failed');
    expect(response.data.charge?.reason).toBe('insufficient_balance');
  });

  it('give chart points as [unix seconds, decimal string]', () => {
    const chart = {
      item_id: 3,
      period: '7d',
      from: '2025-01-03T00:00:00.000Z',
      to: at,
      series: [{ source: sanaa, side: 'buy', points: [[1736496000, '530.00']] }],
    };
    expect(ZGetCategoryDetailsChartsResponse.safeParse({ data: chart }).success).toBe(true);
    const inMs = { ...chart, series: [{ ...chart.series[0], points: [[1736496000.5, '530.00']] }] };
    expect(ZGetCategoryDetailsChartsResponse.safeParse({ data: inMs }).success).toBe(false);
  });

  it('let the my-bill sign-in narrow on data === null', () => {
    const none = ZGetGuestSubscriberInfoResponse.parse({ data: null });
    expect(none.data).toBeNull();
    const signedIn = ZGetGuestSubscriberInfoResponse.parse({
      access_token: '7|secret',
      token_type: 'Bearer',
      expires_at: at,
      data: {
        subscriber: {
          msisdn: '967771234567',
          name: null,
          email: null,
          level: null,
          notifications_enabled: true,
          created_at: at,
        },
        subscription,
        last_charge: charge,
        next_charge: { at: '2025-01-11T08:00:00.000Z', amount_minor: 2500, currency: 'YER' },
      },
    });
    if (signedIn.data === null) throw new Error('expected a bill');
    expect('access_token' in signedIn && signedIn.access_token).toBe('7|secret');
  });
});
