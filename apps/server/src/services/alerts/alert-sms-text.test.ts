import { describe, expect, it } from 'vitest';
import { alertSmsText, digestSmsText, UCS2_SEGMENT, type AlertSmsFacts } from './alert-sms-text';

// Every demo currency and market name (services/seed/demo-market.ts), the longest ones included.
const CURRENCIES = [
  ['USD', 'دولار أمريكي'],
  ['SAR', 'ريال سعودي'],
  ['AED', 'درهم إماراتي'],
  ['GBP', 'جنيه إسترليني'],
  ['KWD', 'دينار كويتي'],
  ['BHD', 'دينار بحريني'],
] as const;
const SOURCES = [
  'سوق صنعاء',
  'سوق عدن',
  'البنك المركزي اليمني',
  'شركة الأمانة للصرافة',
  'مؤسسة الوفاق للصرافة',
];

const facts = (over: Partial<AlertSmsFacts> = {}): AlertSmsFacts => ({
  condition: 'above',
  side: 'buy',
  currencyName: 'دولار أمريكي',
  currencyCode: 'USD',
  sourceName: 'سوق صنعاء',
  value: '530.000000',
  rate: '531.500000',
  ...over,
});

describe('alert SMS text', () => {
  it('says which currency, side, rate, market and threshold, in Arabic', () => {
    expect(alertSmsText(facts())).toBe('صرّاف: دولار أمريكي شراء 531.5 في سوق صنعاء (≥530)');
    expect(alertSmsText(facts({ condition: 'below', side: 'sell', value: '140', rate: '139.9' }))).toBe(
      'صرّاف: دولار أمريكي بيع 139.9 في سوق صنعاء (≤140)',
    );
  });

  it('gives a move its signed percentage', () => {
    expect(alertSmsText(facts({ condition: 'move', value: '2', movePercent: '2.35' }))).toContain(
      '(+2.35% اليوم)',
    );
    expect(alertSmsText(facts({ condition: 'move', value: '2', movePercent: '-3.10' }))).toContain(
      '(-3.10% اليوم)',
    );
  });

  it('fits one UCS-2 segment (70 characters) for every demo currency and market, on every condition', () => {
    for (const [code, name] of CURRENCIES)
      for (const sourceName of SOURCES)
        for (const condition of ['above', 'below', 'move'] as const) {
          const text = alertSmsText(
            facts({
              condition,
              currencyCode: code,
              currencyName: name,
              sourceName,
              side: 'sell',
              value: '1234567.123456',
              rate: '1234567.654321',
              movePercent: '-12.34',
            }),
          );
          expect(text.length, text).toBeLessThanOrEqual(UCS2_SEGMENT);
        }
  });

  it('falls back to the ISO code, then shortens the market, when names are long', () => {
    const text = alertSmsText(
      facts({ sourceName: 'شركة الصرافة والتحويلات المالية الدولية المحدودة', rate: '1234.5678' }),
    );
    expect(text.length).toBeLessThanOrEqual(UCS2_SEGMENT);
    expect(text).toContain('USD');
    expect(text).toContain('…');
  });
});

describe('digest SMS text', () => {
  it('lists each market with its currencies, one segment for one market and three currencies', () => {
    const text = digestSmsText('2026-11-22', [
      {
        sourceName: 'سوق صنعاء',
        quotes: [
          { currencyCode: 'USD', buy: '530.000000', sell: '535.000000' },
          { currencyCode: 'SAR', buy: '140.500000', sell: '141.000000' },
          { currencyCode: 'AED', buy: '144', sell: '145' },
        ],
      },
    ]);
    expect(text).toBe('صرّاف 22/11 شراء/بيع\nسوق صنعاء\nUSD 530/535\nSAR 140.5/141\nAED 144/145');
    expect(text.length).toBeLessThanOrEqual(UCS2_SEGMENT);
  });
});
