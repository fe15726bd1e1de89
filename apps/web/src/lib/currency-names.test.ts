import { describe, expect, it } from 'vitest';
import { displayNameOf, shownCurrencyName } from './currency-names';

describe('currency names in the language in use', () => {
  it("keeps the server's Arabic name in Arabic and uses the browser's English name in English", () => {
    expect(shownCurrencyName('USD', 'دولار أمريكي', 'ar')).toBe('دولار أمريكي');
    expect(shownCurrencyName('USD', 'دولار أمريكي', 'en')).toBe('US Dollar');
    expect(displayNameOf('SAR', 'en')).toBe('Saudi Riyal');
  });

  it("falls back to the server's name for a code the browser cannot name", () => {
    expect(shownCurrencyName('XQQ', 'عملة محلية', 'en')).toBe('عملة محلية');
  });
});
