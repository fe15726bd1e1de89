import { beforeAll, describe, expect, it } from 'vitest';
import { whenTextsReady } from '../../../i18n/language';
import type { RateCardContent } from './rate-card';
import { shareTextOf, whatsappLinkOf } from './share-text';

const content: RateCardContent = {
  heading: 'سوق صنعاء',
  market: 'المدينة: صنعاء',
  rows: [
    { label: 'دولار أمريكي', buy: '534.900000', sell: '536.770000' },
    { label: 'ريال سعودي', buy: '140.090000', sell: null },
  ],
  recordedAt: '2026-11-26T00:58:32.193Z',
};

// The share texts are not the first screen's: in the portal they arrive before any lazy module.
beforeAll(() => whenTextsReady());

describe('shareTextOf', () => {
  it('writes one line per rate with both sides, the time and the portal address', () => {
    const lines = shareTextOf(content, 'https://sarraf.example/', 'latn', 'Asia/Aden').split('\n');
    expect(lines[0]).toContain('صرّاف');
    expect(lines[1]).toBe('سوق صنعاء — المدينة: صنعاء');
    expect(lines[2]).toBe('دولار أمريكي: شراء 534.90 · بيع 536.77');
    expect(lines[3]).toBe('ريال سعودي: شراء 140.09 · بيع —');
    // 00:58 UTC is 03:58 in Aden, named whatever the reader's clock.
    expect(lines[4]).toMatch(/^آخر تحديث:.*3:58.*بتوقيت اليمن$/);
    expect(lines.at(-1)).toBe('https://sarraf.example/');
  });

  it('writes the reader’s digits and the converter’s answer', () => {
    const text = shareTextOf({ ...content, note: '100 USD = 53677 YER' }, 'https://x/', 'arab', 'Asia/Aden');
    expect(text).toContain('٥٣٤٫٩٠');
    expect(text.split('\n')[2]).toBe('100 USD = 53677 YER');
  });
});

describe('whatsappLinkOf', () => {
  it('puts the whole message, encoded, in the text parameter of wa.me', () => {
    const link = new URL(whatsappLinkOf('سعر الدولار\n534.90 & 536.77'));
    expect(link.origin).toBe('https://wa.me');
    expect(link.searchParams.get('text')).toBe('سعر الدولار\n534.90 & 536.77');
  });
});
