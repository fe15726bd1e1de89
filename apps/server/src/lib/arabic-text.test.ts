import { describe, expect, it } from 'vitest';
import { matchesSearch, normalizeArabic, searchableText, searchTerms, toAsciiDigits } from './arabic-text';

describe('normalizeArabic', () => {
  it.each([
    ['أحمد', 'احمد'],
    ['إبراهيم', 'ابراهيم'],
    ['آمنة', 'امنه'],
    ['ٱلله', 'الله'],
  ])('reads every alef form of %s as a bare alef', (input, expected) => {
    expect(normalizeArabic(input)).toBe(expected);
  });

  it('reads alef maqsura as ya and ta marbuta as ha', () => {
    expect(normalizeArabic('مستشفى')).toBe('مستشفي');
    expect(normalizeArabic('مؤسسة الوفاق')).toBe('مؤسسه الوفاق');
  });

  it('drops harakat, shadda, sukun, dagger alef and tatweel', () => {
    expect(normalizeArabic('صَرَّافٌ')).toBe('صراف');
    expect(normalizeArabic('صـــراف')).toBe('صراف');
    expect(normalizeArabic('هٰذا')).toBe('هذا');
    expect(normalizeArabic('عُمْلَة')).toBe('عمله');
  });

  it('composes a decomposed hamza or madda before mapping it', () => {
    // ا + U+0654 (hamza above) is أ written in two code points.
    expect(normalizeArabic('\u0627\u0654حمد')).toBe('احمد');
    expect(normalizeArabic('\u0627\u0653من')).toBe('امن');
  });

  it('turns Arabic-Indic and Persian digits into ASCII', () => {
    expect(normalizeArabic('عيار ٢١')).toBe('عيار 21');
    expect(normalizeArabic('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toAsciiDigits('٧٧١٢٣٤٥٦٧')).toBe('771234567');
  });

  it('lower-cases Latin letters and collapses white space', () => {
    expect(normalizeArabic('  USD\t دولار \n  أمريكي ')).toBe('usd دولار امريكي');
  });

  it('is idempotent', () => {
    for (const text of ['أَحْمَدُ', 'مؤسسة ٢١', 'ABC  ة ى']) {
      expect(normalizeArabic(normalizeArabic(text))).toBe(normalizeArabic(text));
    }
  });

  it('leaves letters it does not map alone (waw and ya hamza are distinct words)', () => {
    expect(normalizeArabic('مؤسسه')).toBe('مؤسسه');
    expect(normalizeArabic('رئيس')).toBe('رئيس');
  });
});

describe('searching', () => {
  const text = searchableText('مؤسسة الوفاق للصرافة', 'عدن', null, 'كريتر، الشارع الرئيسي');

  it('finds a text whatever spelling the query uses', () => {
    expect(matchesSearch(text, searchTerms('مؤسسه الوفاق'))).toBe(true);
    expect(matchesSearch(text, searchTerms('صِرافة'))).toBe(true);
    expect(matchesSearch(text, searchTerms('عـدن'))).toBe(true);
  });

  it('needs every word of the query', () => {
    expect(matchesSearch(text, searchTerms('الوفاق عدن'))).toBe(true);
    expect(matchesSearch(text, searchTerms('الوفاق صنعاء'))).toBe(false);
  });

  it('matches everything for a blank query', () => {
    expect(searchTerms('   ')).toEqual([]);
    expect(searchTerms(undefined)).toEqual([]);
    expect(matchesSearch(text, searchTerms(''))).toBe(true);
  });

  it('matches digits typed on an Arabic keyboard', () => {
    expect(matchesSearch(searchableText('ذهب عيار 21'), searchTerms('عيار ٢١'))).toBe(true);
  });
});
