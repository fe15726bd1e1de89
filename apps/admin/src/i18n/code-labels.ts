import { CONTENT_ENTITIES, type AuditAction, type ContentEntity } from '@sarraf/contracts/audit-actions';
import type { SmsPurpose } from '@sarraf/contracts/sms-purposes';

// The words staff read for the codes the server stores: what an audit row says was done, why an
// SMS was sent. One table each, typed by the contract's lists, so a new action or purpose does not
// compile until it has its words here; a code the tables do not know (an older row) shows as itself.

const CONTENT_NAMES: Record<ContentEntity, string> = {
  currency: 'عملة',
  price_source: 'مصدر أسعار',
  price_list: 'نشرة أسعار',
  category: 'قسم',
  category_item: 'عنصر قسم',
  exchange_company: 'شركة صرافة',
  exchange_company_phone: 'رقم شركة صرافة',
  news: 'خبر',
  plan: 'باقة',
};

const CONTENT_VERBS = { create: 'إضافة', update: 'تعديل', delete: 'حذف' } as const;

type ContentAction = `${ContentEntity}.${keyof typeof CONTENT_VERBS}`;

const contentActions = Object.fromEntries(
  CONTENT_ENTITIES.flatMap((entity) =>
    (Object.keys(CONTENT_VERBS) as (keyof typeof CONTENT_VERBS)[]).map((verb) => [
      `${entity}.${verb}`,
      `${CONTENT_VERBS[verb]} ${CONTENT_NAMES[entity]}`,
    ]),
  ),
) as Record<ContentAction, string>;

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  ...contentActions,
  'admin_session.sign_in': 'تسجيل دخول',
  'admin_session.sign_in_failed': 'محاولة دخول فاشلة',
  'admin_session.locked': 'إيقاف الدخول مؤقتاً',
  'admin_session.sign_out': 'تسجيل خروج',
  'admin_session.sign_out_everywhere': 'تسجيل خروج من جميع الأجهزة',
  'admin_user.create': 'إنشاء حساب في اللوحة',
  'admin_user.password_reset': 'كلمة مرور جديدة لحساب',
  'admin_user.update': 'تعديل حساب',
  'admin_user.role': 'تغيير صلاحية حساب',
  'admin_user.disable': 'تعطيل حساب',
  'admin_user.enable': 'إعادة تفعيل حساب',
  'contact_message.answer': 'رد على رسالة تواصل',
  'contact_message.mark_new': 'إعادة رسالة تواصل إلى جديدة',
  'contact_message.mark_read': 'قراءة رسالة تواصل',
  'information_page.update': 'تعديل صفحة معلومات',
  'partner_key.create': 'إنشاء مفتاح شريك',
  'partner_key.revoke': 'إلغاء مفتاح شريك',
  'rate.publish': 'نشر أسعار',
  'rate.feed_import': 'أسعار من خلاصة آلية',
  'rate.partner_push': 'أسعار أرسلها شريك',
  'rate_feed.create': 'إضافة خلاصة أسعار',
  'rate_feed.update': 'تعديل خلاصة أسعار',
  'rate_feed.delete': 'حذف خلاصة أسعار',
  'rate_review.approve': 'اعتماد سعر معلّق',
  'rate_review.reject': 'رفض سعر معلّق',
  'settings.update': 'تعديل الإعدادات',
  'operator.assign': 'نقل المشتركين والباقات والقيود إلى مشغّل',
  'settlement.import': 'استيراد ملف تسوية',
  'subscription.cancel': 'إلغاء اشتراك',
  'transaction.refund': 'استرداد مبلغ',
  'upload.create': 'رفع صورة',
};

export const SMS_PURPOSE_LABELS: Record<SmsPurpose, string> = {
  'otp.login': 'رمز الدخول',
  'otp.profile': 'رمز تعديل الملف الشخصي',
  'otp.unsubscribe': 'رمز إلغاء الاشتراك',
  'otp.activation': 'رمز تفعيل الاشتراك',
  'otp.change': 'رمز تغيير الباقة',
  'otp.mybill': 'رمز فاتورتي',
  'billing.welcome': 'ترحيب بالاشتراك',
  'billing.trial': 'بدء التجربة المجانية',
  'billing.reactivated': 'إعادة تفعيل الاشتراك',
  'billing.reactivated_in_period': 'عودة الاشتراك دون خصم',
  'billing.plan_changed': 'تغيير الباقة',
  'billing.renewal_failed': 'تعذّر التجديد',
  'billing.renewal_recovered': 'عودة الخدمة بعد التجديد',
  'billing.suspended': 'إيقاف الاشتراك',
  'billing.cancelled': 'إلغاء الاشتراك',
  'billing.reminder.renewal': 'تذكير بالتجديد',
  'billing.reminder.trial_end': 'تذكير بنهاية التجربة',
  'billing.reminder.how_to_stop': 'تذكير بطريقة الإلغاء',
  'billing.receipt': 'إيصال التجديد',
  'billing.price_change': 'إشعار بتغيير السعر',
  'keyword.reply': 'رد قناة الكلمات',
  'contact.reply': 'رد على رسالة تواصل',
  'alert.rate': 'تنبيه سعر',
  'alert.digest': 'ملخص الأسعار اليومي',
};

const labelIn = (table: Readonly<Record<string, string>>, code: string) =>
  Object.hasOwn(table, code) ? table[code]! : code;

/** An audit row's action in words; an action the table does not know, as its code. */
export const auditActionLabel = (code: string): string => labelIn(AUDIT_ACTION_LABELS, code);

/** Why an SMS was sent, in words; a purpose the table does not know, as its code. */
export const smsPurposeLabel = (code: string): string => labelIn(SMS_PURPOSE_LABELS, code);
