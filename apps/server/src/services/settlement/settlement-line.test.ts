import { describe, expect, it } from 'vitest';
import { parseSettlementLine, SETTLEMENT_PRESETS, settlementAmountToMinor } from './settlement-line';

const ADEN = 'Asia/Aden';
const columns = SETTLEMENT_PRESETS.http;
const line = (overrides: Record<string, string> = {}) => ({
  reference: 'renewal:abc:2026-11-01T00:00:00.000Z',
  msisdn: '967771234567',
  amount: '50.00',
  currency: 'YER',
  status: 'charged',
  charged_at: '2026-11-01T21:30:00Z',
  ...overrides,
});

describe('settlement amounts: major units as decimal strings, never floats', () => {
  it.each([
    ['50.00', 'YER', 5000],
    ['50', 'YER', 5000],
    ['50.5', 'YER', 5050],
    ['0.10', 'USD', 10],
    ['1.500', 'KWD', 1500],
    ['500', 'JPY', 500],
    ['500.00', 'JPY', 500],
    ['50.000', 'YER', 5000],
  ])('%s %s → %d minor', (text, currency, minor) => {
    expect(settlementAmountToMinor(text, currency)).toBe(minor);
  });
  it.each([
    ['50.001', 'YER'],
    ['-5.00', 'YER'],
    ['5,00', 'YER'],
    ['', 'YER'],
    ['1e3', 'YER'],
    ['0.5', 'JPY'],
  ])('%s %s is refused', (text, currency) => {
    expect(settlementAmountToMinor(text, currency)).toBeNull();
  });
});

describe('one settlement line', () => {
  it("counts a line on its day in the service's zone", () => {
    // 22:30 UTC on 1 November is 01:30 on the 2nd in Aden.
    const late = (zone: string) =>
      parseSettlementLine(line({ charged_at: '2026-11-01T22:30:00Z' }), columns, zone);
    expect(late(ADEN)).toMatchObject({ ok: true, line: { day: '2026-11-02' } });
    expect(late('UTC')).toMatchObject({ ok: true, line: { day: '2026-11-01' } });
  });

  it('reads every field, the day in the service zone', () => {
    const parsed = parseSettlementLine(line({ charged_at: '2026-11-01T23:30:00-03:00' }), columns, ADEN);
    expect(parsed).toEqual({
      ok: true,
      line: {
        reference: 'renewal:abc:2026-11-01T00:00:00.000Z',
        msisdn: '967771234567',
        amountMinor: 5000,
        currency: 'YER',
        status: 'charged',
        chargedAt: new Date('2026-11-02T02:30:00Z'),
        day: '2026-11-02',
      },
    });
  });
  it('takes a tel: URI, a capitalised status and a lower-case currency', () => {
    const parsed = parseSettlementLine(
      line({ msisdn: 'tel:+967771234567', status: 'Refunded', currency: 'yer' }),
      columns,
      ADEN,
    );
    expect(parsed.ok && parsed.line).toMatchObject({
      msisdn: '967771234567',
      status: 'refunded',
      currency: 'YER',
    });
  });
  it.each([
    ['reference', '', /reference/],
    ['currency', 'RIAL', /currency/],
    ['currency', 'ZZQ', /^currency is not an ISO 4217 code$/],
    ['currency', '=1+', /currency/],
    ['amount', 'fifty', /amount/],
    ['status', 'failed', /status/],
    ['charged_at', '01/11/2026', /charged_at/],
    ['charged_at', '1850-01-01T00:00:00Z', /charged_at/],
  ])('a bad %s (%s) names its column', (field, value, problem) => {
    const parsed = parseSettlementLine(line({ [field]: value }), columns, ADEN);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.problem).toMatch(problem);
  });
  it('reads through a mapping: the OneAPI preset', () => {
    const parsed = parseSettlementLine(
      {
        clientCorrelator: 'r-1',
        endUserId: 'tel:+967771234567',
        amount: '1.00',
        currency: 'USD',
        transactionOperationStatus: 'Charged',
        timestamp: '2026-11-01T00:00:00Z',
      },
      SETTLEMENT_PRESETS.oneapi,
      ADEN,
    );
    expect(parsed.ok && parsed.line.reference).toBe('r-1');
  });
});
