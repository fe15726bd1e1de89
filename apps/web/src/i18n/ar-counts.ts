import { plural, type ArabicPlural } from '@sarraf/contracts/plural';

// Arabic nouns the portal counts, in their six forms (`@sarraf/contracts/plural` picks one by the
// count): the catalogues call `plural` with them and the count as the reader sees it.

export const DAYS: ArabicPlural = {
  one: 'يوم واحد',
  two: 'يومين',
  few: '{n} أيام',
  many: '{n} يوماً',
  other: '{n} يوم',
};

export const ITEMS: ArabicPlural = {
  zero: 'لا بنود',
  one: 'بند واحد',
  two: 'بندان',
  few: '{n} بنود',
  many: '{n} بنداً',
  other: '{n} بند',
};

/** `لمدة 7 أيام`, `لمدة يومين`, `لمدة 14 يوماً`. */
export const daysAr = (days: number, shown: string) => plural('ar', days, DAYS, shown);
