import { describe, expect, it } from 'vitest';
import { say, translate } from './index';

describe('say', () => {
  it('answers in Arabic unless the request clearly asks for English', () => {
    const arabic = translate('contact_sent', 'ar');
    expect(say({ headers: {} }, 'contact_sent')).toBe(arabic);
    expect(say({ headers: { 'accept-language': 'ar' } }, 'contact_sent')).toBe(arabic);
    expect(say({ headers: { 'accept-language': 'fr, en;q=0.8' } }, 'contact_sent')).toBe(arabic);
    expect(say({ headers: { 'accept-language': 'en-GB,ar;q=0.5' } }, 'contact_sent')).toBe(
      translate('contact_sent', 'en'),
    );
  });
});
