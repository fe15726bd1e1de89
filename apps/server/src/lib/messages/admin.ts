/** Back office. */
export const adminMessages = {
  admin_bad_credentials: {
    ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    en: 'The email or password is incorrect.',
  },
  admin_locked: {
    ar: 'تم إيقاف الدخول مؤقتاً بعد محاولات فاشلة متكررة، حاول بعد ١٥ دقيقة.',
    en: 'Sign-in is locked after repeated failures; try again in 15 minutes.',
  },
  admin_signed_out: { ar: 'تم تسجيل الخروج.', en: 'Signed out.' },
  admin_signed_out_everywhere: {
    ar: 'تم تسجيل الخروج من جميع الأجهزة.',
    en: 'Signed out everywhere.',
  },
  care_operator: {
    ar: 'حساب خدمة العملاء يتبع مشغّلاً واحداً: اختر المشغّل، ولا تختره لغير هذا الدور.',
    en: 'A customer-care account belongs to one operator: choose it, and choose none for other roles.',
  },
  operator_required: {
    ar: 'اختر المشغّل الذي يخصّه هذا الملف.',
    en: 'Choose the operator this file belongs to.',
  },
  unknown_operator: {
    ar: 'هذا المشغّل غير موجود في إعدادات الخدمة.',
    en: 'This operator is not in the service configuration.',
  },
} as const satisfies Record<string, { ar: string; en: string }>;
