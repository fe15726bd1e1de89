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
} as const satisfies Record<string, { ar: string; en: string }>;
