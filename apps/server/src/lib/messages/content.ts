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
  // The converter's amount, one message per problem (packages/contracts/src/amount.ts); the
  // portal checks the same before it calls, in the reader's digits.
  amount_not_a_number: {
    ar: 'اكتب المبلغ بالأرقام، مثل 1500 أو 25.5.',
    en: 'Write the amount in figures, such as 1500 or 25.5.',
  },
  amount_not_positive: { ar: 'أدخل مبلغاً أكبر من صفر.', en: 'Enter an amount greater than zero.' },
  amount_too_large: {
    ar: 'المبلغ كبير جداً: أدخل مبلغاً أقل من 1,000,000,000,000,000.',
    en: 'The amount is too large: enter less than 1,000,000,000,000,000.',
  },
  amount_too_many_decimals: {
    ar: 'اكتب 8 أرقام على الأكثر بعد الفاصلة العشرية.',
    en: 'Write at most 8 digits after the decimal point.',
  },
  different_currencies: { ar: 'اختر عملتين مختلفتين.', en: 'Choose two different currencies.' },
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
