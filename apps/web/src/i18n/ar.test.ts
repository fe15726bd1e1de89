import { describe, expect, it } from 'vitest';
import { CHARGE_FAILURE_REASONS } from '@sarraf/contracts/charge-reasons';
import { ar } from './ar';

describe('ar.chargeReasons', () => {
  it.each(CHARGE_FAILURE_REASONS)('explains %s in Arabic', (reason) => {
    const text = ar.chargeReasons(reason);
    expect(text).toMatch(/^[\u0600-\u06FF\s،.]+$/);
    // `declined` is the generic refusal itself; every other code says more.
    if (reason !== 'declined') expect(text).not.toBe(ar.chargeReasons('no_such_code'));
  });

  it('tells the mapped OneAPI refusals apart', () => {
    expect(ar.chargeReasons('insufficient_balance')).toBe('الرصيد غير كافٍ');
    expect(ar.chargeReasons('barred')).toBe('الخط موقوف لدى المشغّل');
    expect(ar.chargeReasons('unknown_subscriber')).toBe('الرقم غير معروف لدى المشغّل');
  });

  it('gives an unknown code a generic Arabic reason, never the code itself', () => {
    expect(ar.chargeReasons('POL9999')).toBe('رفض المشغّل عملية الخصم');
    expect(ar.chargeReasons('')).toBe('رفض المشغّل عملية الخصم');
  });
});
