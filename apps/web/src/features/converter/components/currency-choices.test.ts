import { describe, expect, it } from 'vitest';
import { displayNameOf } from '../../../lib/currency-names';
import { currencyChoices, currencyNameOf, referenceBridgeOf, referenceLabelOf } from './currency-choices';

const market = [
  { code: 'YER', name: 'ريال يمني' },
  { code: 'USD', name: 'دولار أمريكي' },
  { code: 'SAR', name: 'ريال سعودي' },
];
const reference = [
  { code: 'USD', name: 'دولار أمريكي' },
  { code: 'JPY', name: 'ين ياباني' },
  { code: 'GBP', name: 'جنيه إسترليني' },
  { code: 'CHF', name: 'CHF' },
];

describe('currencyChoices', () => {
  it('offers the market currencies first as they come, then the other reference ones by Arabic name', () => {
    const choices = currencyChoices(market, reference);
    expect(choices.market.map((choice) => choice.value)).toEqual(['YER', 'USD', 'SAR']);
    expect(choices.more.map((choice) => choice.value)).not.toContain('USD');
    expect(choices.more.map((choice) => choice.value).sort()).toEqual(['CHF', 'GBP', 'JPY']);
    const names = choices.more.map((choice) => choice.label);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ar')));
    expect(choices.more.find((choice) => choice.value === 'JPY')?.label).toBe('ين ياباني (JPY)');
  });

  it('names a code the feed left unnamed through CLDR in the browser', () => {
    const label = currencyChoices([], reference).more.find((choice) => choice.value === 'CHF')?.label;
    expect(label).toBe(`${displayNameOf('CHF')} (CHF)`);
    expect(displayNameOf('CHF')).toMatch(/[\u0600-\u06FF]/);
  });

  it('offers only the market currencies while the reference list is missing', () => {
    expect(currencyChoices(market, []).more).toEqual([]);
  });
});

describe('currencyNameOf', () => {
  it('prefers the market name, then the feed, then CLDR, then the code', () => {
    expect(currencyNameOf('USD', market, reference)).toBe('دولار أمريكي');
    expect(currencyNameOf('JPY', market, reference)).toBe('ين ياباني');
    expect(currencyNameOf('TRY', market, [])).toMatch(/[\u0600-\u06FF]/);
    expect(currencyNameOf('XQZ', market, [])).toBe('XQZ');
  });
});

describe('referenceLabelOf', () => {
  it('labels a reference rate with its day and staleness, and a market rate not at all', () => {
    expect(referenceLabelOf({ rate_kind: 'market', reference_date: null, is_stale: false })).toBeNull();
    expect(
      referenceLabelOf({ rate_kind: 'reference', reference_date: '2026-11-24', is_stale: true }),
    ).toEqual({
      day: '2026-11-24',
      isStale: true,
    });
  });
});

describe('referenceBridgeOf', () => {
  const feed = [
    { code: 'USD', name: 'دولار أمريكي' },
    { code: 'JPY', name: 'ين ياباني' },
    { code: 'GBP', name: 'جنيه إسترليني' },
  ];

  it('names the currency the feed lacks, which a market tied in', () => {
    expect(referenceBridgeOf({ from: 'JPY', to: 'YER', base: 'EUR' }, feed)).toBe('YER');
    expect(referenceBridgeOf({ from: 'YER', to: 'JPY', base: 'EUR' }, feed)).toBe('YER');
  });

  it('names none when both are the feed’s, its base included, or when the feed is not at hand', () => {
    expect(referenceBridgeOf({ from: 'JPY', to: 'GBP', base: 'EUR' }, feed)).toBeNull();
    expect(referenceBridgeOf({ from: 'EUR', to: 'JPY', base: 'EUR' }, feed)).toBeNull();
    expect(referenceBridgeOf({ from: 'JPY', to: 'YER', base: 'EUR' }, [])).toBeNull();
  });
});
