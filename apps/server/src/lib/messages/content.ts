/** Public content: rates, converter, contact. */
export const contentMessages = {
  unknown_currency: { ar: 'العملة المختارة غير متاحة.', en: 'The selected currency is not available.' },
  unknown_source: { ar: 'مصدر الأسعار المختار غير متاح.', en: 'The selected price source is not available.' },
  no_primary_source: {
    ar: 'لا يوجد مصدر أسعار افتراضي، يرجى اختيار مصدر.',
    en: 'There is no default price source; choose one.',
  },
  no_rate_for_currency: {
    ar: 'لا يتوفر سعر لهذه العملة لدى المصدر المختار.',
    en: 'The selected source has no rate for this currency.',
  },
  duplicate_currency: { ar: 'هذه العملة مكررة.', en: 'This currency is repeated.' },
  invalid_rate: {
    ar: 'يجب أن يكون السعر رقماً موجباً بست خانات عشرية على الأكثر.',
    en: 'The rate must be a positive number with at most six decimals.',
  },
  sell_below_buy: {
    ar: 'سعر البيع يجب ألا يقل عن سعر الشراء.',
    en: 'The selling rate must not be below the buying rate.',
  },
  contact_too_many: {
    ar: 'أرسلت رسائل كثيرة خلال وقت قصير، يرجى المحاولة بعد قليل.',
    en: 'Too many messages in a short time; please try again later.',
  },
  contact_sent: {
    ar: 'تم استلام رسالتك، شكراً لتواصلك معنا وسنرد عليك في أقرب وقت.',
    en: 'Your message has been received; we will reply soon.',
  },
} as const satisfies Record<string, { ar: string; en: string }>;
