import { describe, expect, it } from 'vitest';
import { checkRow, isUnchanged, movePercent, normalizeRateText } from './rate-values';

describe('rate cells', () => {
  it('reads Arabic-Indic digits and the Arabic decimal separator', () => {
    expect(normalizeRateText(' ٥٣٠٫٥ ')).toBe('530.5');
  });

  it('checks positive decimals and sell ≥ buy like the server', () => {
    expect(checkRow('530', '535')).toEqual({ buy: null, sell: null });
    expect(checkRow('', '535')).toEqual({ buy: 'required', sell: null });
    expect(checkRow('0', '1.1234567')).toEqual({ buy: 'invalid', sell: 'invalid' });
    expect(checkRow('540', '535')).toEqual({ buy: null, sell: 'sell_below_buy' });
  });

  it('measures the move from the last published value', () => {
    expect(movePercent('500', '550')).toBe(10);
    expect(movePercent(null, '550')).toBeNull();
  });

  it('tells a row left as last published from one the editor changed', () => {
    expect(isUnchanged('530.000000', '535.500000', '530', '535.5')).toBe(true);
    expect(isUnchanged('530.000000', '535.500000', '٥٣٠', '535.50')).toBe(true);
    expect(isUnchanged('530.000000', '535.500000', '530', '536')).toBe(false);
    expect(isUnchanged(null, null, '530', '535')).toBe(false);
    expect(isUnchanged('530', '535', '', '535')).toBe(false);
  });
});
