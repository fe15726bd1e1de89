import { describe, expect, it } from 'vitest';
import { parsePortalOperator } from './portal-operator';

describe('parsePortalOperator', () => {
  it('reads the name the server writes', () => {
    expect(parsePortalOperator('{"name":{"ar":"يمن موبايل","en":"Yemen Mobile"}}')).toEqual({
      name: { ar: 'يمن موبايل', en: 'Yemen Mobile' },
    });
  });

  it('shows no operator for anything else', () => {
    for (const text of [
      undefined,
      null,
      '',
      'not json',
      '[]',
      '{}',
      '{"name":{"ar":"x"}}',
      '{"name":{"ar":" ","en":"y"}}',
    ]) {
      expect(parsePortalOperator(text), String(text)).toBeNull();
    }
  });
});
