import { describe, expect, it } from 'vitest';
import { DEMO_CURRENCIES } from '../../seed';
import { currencyKeywordIndex, readKeyword } from './keywords';

const index = currencyKeywordIndex(DEMO_CURRENCIES);

describe('readKeyword', () => {
  it.each([
    ['USD', 'USD'],
    [' usd ', 'USD'],
    ['دولار', 'USD'],
    ['الدولار', 'USD'],
    ['دولار أمريكي', 'USD'],
    ['الدولار الامريكي', 'USD'],
    ['دولااار', null],
    ['ريال سعودي', 'SAR'],
    ['سعودي', 'SAR'],
    ['يـورو', 'EUR'],
    ['دِرْهَم', 'AED'],
  ])('reads %j as currency %s', (text, code) => {
    expect(readKeyword(text, index)).toEqual(code ? { kind: 'currency', code } : { kind: 'unknown' });
  });

  it('leaves a word several currencies share to no one', () => {
    expect(readKeyword('ريال', index)).toEqual({ kind: 'unknown' });
  });

  it.each([
    ['الغاء', 'cancel'],
    ['إلغاء الاشتراك', 'cancel'],
    ['STOP', 'cancel'],
    ['مساعدة', 'help'],
    ['مساعده', 'help'],
    ['help', 'help'],
    ['اشتراك', 'subscribe'],
    ['Sub', 'subscribe'],
    ['نعم', 'confirm'],
    ['YES!', 'confirm'],
    ['ذهب', 'gold'],
    ['الذهب', 'gold'],
    ['GOLD', 'gold'],
    ['أسعار', 'rates'],
    ['الاسعار', 'rates'],
    ['Rates', 'rates'],
  ])('reads %j as %s', (text, kind) => {
    expect(readKeyword(text, index)).toEqual({ kind });
  });

  it('reads nothing in an empty or unknown text', () => {
    expect(readKeyword('  ', index)).toEqual({ kind: 'unknown' });
    expect(readKeyword('مرحبا', index)).toEqual({ kind: 'unknown' });
  });
});
