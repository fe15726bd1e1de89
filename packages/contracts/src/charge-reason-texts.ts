// Why a charge failed, in the Arabic both apps show: the portal's bill and subscription, the back
// office's transactions and revenue dashboard. Zod-free, so a browser bundle may import it
// (`@sarraf/contracts/charge-reason-texts`).
import type { ChargeFailureReason } from './charge-reasons';

/** Every reason code the ledger may keep, in plain Arabic (the compiler asks for a new code's text). */
const CHARGE_REASON_TEXTS: Record<ChargeFailureReason, string> = {
  insufficient_balance: 'الرصيد غير كافٍ',
  barred: 'الخط موقوف لدى المشغّل',
  unknown_subscriber: 'الرقم غير معروف لدى المشغّل',
  amount_limit: 'المبلغ يتجاوز الحدّ المسموح لخطّك',
  charging_not_allowed: 'لا يسمح المشغّل بالخصم من هذا الخط',
  declined: 'رفض المشغّل عملية الخصم',
  not_received: 'لم تصل عملية الخصم إلى المشغّل',
  msisdn_recycled: 'انتقل الرقم إلى مشترك آخر',
};

// Codes some `http` gateways send, kept from before the list above existed.
const OTHER_CHARGE_REASONS: Record<string, string | undefined> = {
  subscriber_blocked: 'الخط موقوف لدى المشغّل',
  subscriber_barred: 'الخط موقوف لدى المشغّل',
  gateway_error: 'خطأ في بوابة الدفع',
  timeout: 'لم تردّ بوابة الدفع',
};

/** Why a charge failed, from the ledger's reason code; a code we do not know gets a generic reason. */
export function chargeReasonText(reason: string): string {
  return (
    (Object.hasOwn(CHARGE_REASON_TEXTS, reason)
      ? CHARGE_REASON_TEXTS[reason as ChargeFailureReason]
      : OTHER_CHARGE_REASONS[reason]) ?? 'رفض المشغّل عملية الخصم'
  );
}
