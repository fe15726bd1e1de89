import { describe, expect, it } from 'vitest';
import { fitsUssd, gsmSeptets } from './ussd-screen';

describe('fitsUssd', () => {
  it('allows 80 UTF-16 units once any Arabic letter is on the screen', () => {
    expect(fitsUssd(`CON ${'ب'.repeat(76)}`)).toBe(true);
    expect(fitsUssd(`CON ${'ب'.repeat(77)}`)).toBe(false);
    // One Arabic letter makes the whole message UCS-2, Latin letters included.
    expect(fitsUssd(`CON ${'a'.repeat(75)}ب`)).toBe(true);
    expect(fitsUssd(`CON ${'a'.repeat(76)}ب`)).toBe(false);
  });

  it('allows 182 characters of the GSM 7-bit alphabet', () => {
    expect(fitsUssd(`END ${'a'.repeat(178)}`)).toBe(true);
    expect(fitsUssd(`END ${'a'.repeat(179)}`)).toBe(false);
  });

  it('counts a GSM extension character as two septets', () => {
    expect(gsmSeptets('€[')).toBe(4);
    expect(fitsUssd(`END ${'€'.repeat(89)}`)).toBe(true);
    expect(fitsUssd(`END ${'€'.repeat(90)}`)).toBe(false);
  });

  it('treats a character outside the GSM alphabet (an emoji flag) as UCS-2 by its UTF-16 units', () => {
    expect(gsmSeptets('🇾🇪')).toBeNull();
    expect(fitsUssd(`CON ${'🇾🇪'.repeat(19)}`)).toBe(true);
    expect(fitsUssd(`CON ${'🇾🇪'.repeat(20)}`)).toBe(false);
  });
});
