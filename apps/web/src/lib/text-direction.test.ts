import { describe, expect, it } from 'vitest';
import { htmlTextProps, isolate, isolateLtr, languageOfText, textProps } from './text-direction';

describe('text direction of server texts', () => {
  it('judges a text by its first letter with a direction, as dir="auto" does', () => {
    expect(languageOfText('سوق صنعاء')).toBe('ar');
    expect(languageOfText('Sanaa market')).toBe('en');
    expect(languageOfText('21 ذهب عيار')).toBe('ar');
    expect(languageOfText('USD دولار')).toBe('en');
    expect(languageOfText('535.40')).toBeNull();
  });

  it('marks Arabic text on the English portal, and nothing on the Arabic one', () => {
    expect(textProps('سوق صنعاء', 'en')).toEqual({ dir: 'auto', lang: 'ar' });
    expect(textProps('Sanaa market', 'en')).toEqual({ dir: 'auto' });
    expect(textProps('سوق صنعاء', 'ar')).toEqual({ dir: 'auto' });
    expect(textProps('Visa', 'ar')).toEqual({ dir: 'auto', lang: 'en' });
  });

  it('isolates a text of the other direction inside the portal’s sentences only', () => {
    expect(isolate('سوق صنعاء', 'en')).toBe('\u2068سوق صنعاء\u2069');
    expect(isolate('Sanaa market', 'en')).toBe('Sanaa market');
    expect(isolate('سوق صنعاء', 'ar')).toBe('سوق صنعاء');
    // A grouped number keeps its groups in order inside an Arabic sentence.
    expect(isolateLtr('+967 771 234 567')).toBe('\u2066+967 771 234 567\u2069');
    expect(isolate('USD', 'ar')).toBe('\u2068USD\u2069');
    expect(isolate('1,620.50', 'ar')).toBe('1,620.50');
  });
});

describe('text direction of server HTML', () => {
  it('judges a body by its text, not by its tags', () => {
    expect(htmlTextProps('<p><strong>صرّاف</strong> خدمة</p>', 'en')).toEqual({ dir: 'auto', lang: 'ar' });
    expect(htmlTextProps('<p>Sarraf is a service</p>', 'en')).toEqual({ dir: 'auto' });
  });
});
