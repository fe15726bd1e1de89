import { describe, expect, it } from 'vitest';
import { sanitizeForwardedFor } from './forwarded-for';

describe('sanitizeForwardedFor', () => {
  it('keeps addresses and drops anything else', () => {
    expect(sanitizeForwardedFor('203.0.113.7')).toBe('203.0.113.7');
    expect(sanitizeForwardedFor('garbage, 203.0.113.7')).toBe('203.0.113.7');
    expect(sanitizeForwardedFor(' 2001:db8::1 ,10.0.0.1')).toBe('2001:db8::1, 10.0.0.1');
    expect(sanitizeForwardedFor(['1.1.1.1', 'x'])).toBe('1.1.1.1');
  });

  it('leaves no header when nothing in it is an address', () => {
    expect(sanitizeForwardedFor('garbage')).toBeUndefined();
    expect(sanitizeForwardedFor("'; drop table otps; --")).toBeUndefined();
    expect(sanitizeForwardedFor(undefined)).toBeUndefined();
  });
});
