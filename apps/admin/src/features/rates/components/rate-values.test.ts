import { describe, expect, it } from 'vitest';
import { checkRow, movePercent, normalizeRateText } from './rate-values';

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
});
