import { plural, type ArabicPlural } from '@sarraf/contracts/plural';

// The nouns the back office counts, in their six Arabic forms: `count(13, ITEMS)` → «13 عنصراً»,
// `count(2, ITEMS)` → «عنصران» (`@sarraf/contracts/plural` chooses by the count). The back office
// writes Latin digits (lib/format.ts), so the count is shown as it is.

export const count = (n: number, forms: ArabicPlural): string => plural('ar', n, forms);

export const ITEMS: ArabicPlural = {
  zero: 'لا عناصر',
  one: 'عنصر واحد',
  two: 'عنصران',
  few: '{n} عناصر',
  many: '{n} عنصراً',
  other: '{n} عنصر',
};

export const SUBSCRIBERS: ArabicPlural = {
  zero: 'لا مشتركين',
  one: 'مشترك واحد',
  two: 'مشتركان',
  few: '{n} مشتركين',
  many: '{n} مشتركاً',
  other: '{n} مشترك',
};

export const MINUTES: ArabicPlural = {
  one: 'دقيقة واحدة',
  two: 'دقيقتان',
  few: '{n} دقائق',
  many: '{n} دقيقةً',
  other: '{n} دقيقة',
};

export const DAYS: ArabicPlural = {
  one: 'يوم واحد',
  two: 'يومان',
  few: '{n} أيام',
  many: '{n} يوماً',
  other: '{n} يوم',
};

export const OPERATIONS: ArabicPlural = {
  zero: 'لا عمليات',
  one: 'عملية واحدة',
  two: 'عمليتان',
  few: '{n} عمليات',
  many: '{n} عمليةً',
  other: '{n} عملية',
};

export const MESSAGES: ArabicPlural = {
  zero: 'لا رسائل',
  one: 'رسالة واحدة',
  two: 'رسالتان',
  few: '{n} رسائل',
  many: '{n} رسالةً',
  other: '{n} رسالة',
};

export const PRICES: ArabicPlural = {
  one: 'سعر واحد',
  two: 'سعران',
  few: '{n} أسعار',
  many: '{n} سعراً',
  other: '{n} سعر',
};

export const LINES: ArabicPlural = {
  zero: 'لا أسطر',
  one: 'سطر واحد',
  two: 'سطران',
  few: '{n} أسطر',
  many: '{n} سطراً',
  other: '{n} سطر',
};

export const CANCELLATIONS: ArabicPlural = {
  zero: 'لا إلغاءات',
  one: 'إلغاء واحد',
  two: 'إلغاءان',
  few: '{n} إلغاءات',
  many: '{n} إلغاءً',
  other: '{n} إلغاء',
};

export const NEW_SUBSCRIPTIONS: ArabicPlural = {
  zero: 'لا اشتراكات جديدة',
  one: 'اشتراك جديد واحد',
  two: 'اشتراكان جديدان',
  few: '{n} اشتراكات جديدة',
  many: '{n} اشتراكاً جديداً',
  other: '{n} اشتراك جديد',
};

export const ATTEMPTS: ArabicPlural = {
  zero: 'لا محاولات',
  one: 'محاولة واحدة',
  two: 'محاولتان',
  few: '{n} محاولات',
  many: '{n} محاولةً',
  other: '{n} محاولة',
};
