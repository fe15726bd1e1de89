import { describe, expect, it } from 'vitest';
import { parseLandingTeaser } from './landing-teaser';

const rate = {
  currency: 'USD',
  quote_currency: 'YER',
  source: { id: 1, name: 'سوق صنعاء', city: 'صنعاء' },
  type: 'parallel',
  buy: '534.900000',
  sell: '536.770000',
  recorded_at: '2026-11-25T06:00:00.000Z',
};
const teaser = { source_id: 1, currencies: [{ code: 'USD', name: 'دولار أمريكي', rates: [rate] }] };

describe('the landing page teaser written in by the server', () => {
  it('reads the shape the server writes', () => {
    expect(parseLandingTeaser(JSON.stringify(teaser))).toEqual(teaser);
    expect(parseLandingTeaser(JSON.stringify({ ...teaser, source_id: null }))?.source_id).toBeNull();
  });

  it('ignores what is missing, not JSON or not that shape, so the teaser asks the API instead', () => {
    expect(parseLandingTeaser(null)).toBeNull();
    expect(parseLandingTeaser('')).toBeNull();
    expect(parseLandingTeaser('{"source_id":1,')).toBeNull();
    expect(parseLandingTeaser(JSON.stringify({ source_id: '1', currencies: [] }))).toBeNull();
    expect(
      parseLandingTeaser(
        JSON.stringify({
          ...teaser,
          currencies: [{ code: 'USD', name: 'x', rates: [{ ...rate, buy: 534.9 }] }],
        }),
      ),
    ).toBeNull();
    expect(
      parseLandingTeaser(JSON.stringify({ ...teaser, currencies: [{ code: 'USD', rates: [] }] })),
    ).toBeNull();
  });
});
