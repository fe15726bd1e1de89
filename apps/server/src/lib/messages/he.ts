/** Header enrichment: the one-tap sign-in and subscribe on the operator's mobile data. */
export const heMessages = {
  he_token_invalid: {
    ar: 'تعذّر التعرّف على رقمك تلقائياً، يرجى تسجيل الدخول برقم جوالك ورمز التحقق.',
    en: 'Your number could not be recognised automatically; sign in with your number and a code.',
  },
  he_token_expired: {
    ar: 'انتهت مهلة التعرّف التلقائي على رقمك، يرجى إعادة تحميل الصفحة أو تسجيل الدخول برمز التحقق.',
    en: 'The automatic recognition of your number has expired; reload the page or sign in with a code.',
  },
  he_token_used: {
    ar: 'سبق استخدام هذا التعرّف التلقائي، يرجى إعادة تحميل الصفحة أو تسجيل الدخول برمز التحقق.',
    en: 'This automatic recognition was already used; reload the page or sign in with a code.',
  },
  he_token_other_network: {
    ar: 'تغيّر اتصالك منذ التعرّف على رقمك، يرجى إعادة تحميل الصفحة أو تسجيل الدخول برمز التحقق.',
    en: 'Your connection changed since your number was recognised; reload the page or sign in with a code.',
  },
  he_not_subscriber: {
    ar: 'هذا الرقم غير مشترك بعد، يرجى اختيار باقة للاشتراك.',
    en: 'This number is not subscribed yet; choose a plan to subscribe.',
  },
} as const satisfies Record<string, { ar: string; en: string }>;
