import { describe, expect, it } from 'vitest';
import { ZReceiveOperatorNotificationRequest } from './receive-operator-notification';

const renewal = {
  type: 'renewal',
  event_id: 'ren-1',
  msisdn: '+967771234567',
  status: 'succeeded',
  amount: '50.00',
  currency: 'YER',
  reference: 'OP-CHG-1',
  at: '2026-01-08T09:30:00Z',
};

const issuesOf = (body: unknown) => {
  const parsed = ZReceiveOperatorNotificationRequest.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
};

describe("the operator's renewal report", () => {
  it('accepts a renewal with its amount in major units, and reads the currency as typed', () => {
    const parsed = ZReceiveOperatorNotificationRequest.parse({ ...renewal, currency: ' yer ' });
    expect(parsed).toMatchObject({ type: 'renewal', currency: 'YER', amount: '50.00' });
    expect(issuesOf({ ...renewal, status: 'failed', reason: 'POL1000' })).toEqual([]);
    expect(issuesOf({ ...renewal, amount: '1.500', currency: 'KWD' })).toEqual([]);
    expect(issuesOf({ ...renewal, amount: '50.000' })).toEqual([]);
  });

  it.each([
    [{ amount: '50.001' }, 'amount'],
    [{ amount: '1.5', currency: 'JPY' }, 'amount'],
    [{ amount: '0' }, 'amount'],
    [{ amount: '5e3' }, 'amount'],
    [{ amount: 50 }, 'amount'],
    [{ currency: 'RIAL' }, 'currency'],
    [{ at: '1800-01-01T00:00:00Z' }, 'at'],
    [{ at: '2101-01-01T00:00:00Z' }, 'at'],
    [{ status: 'pending' }, 'status'],
    [{ reference: ' ' }, 'reference'],
  ])('refuses %j on %s', (change, field) => {
    expect(issuesOf({ ...renewal, ...change })).toEqual([field]);
  });
});
