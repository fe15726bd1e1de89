/** The partner API and the rate review queue (docs/partner-api.md). */
export const partnerMessages = {
  partner_key_refused: {
    ar: 'مفتاح الشريك مفقود أو غير صحيح أو أُلغي. أرسِله في الترويسة Authorization: Bearer.',
    en: 'The partner key is missing, invalid or revoked. Send it as Authorization: Bearer.',
  },
  partner_source_forbidden: {
    ar: 'هذا المفتاح لا يملك صلاحية على مصدر الأسعار المطلوب.',
    en: 'This key may not act on the requested price source.',
  },
  partner_too_many_requests: {
    ar: 'تجاوز هذا المفتاح عدد الطلبات المسموح في الدقيقة؛ أعِد المحاولة بعد المدة المذكورة في Retry-After.',
    en: 'This key made too many requests this minute; retry after the Retry-After delay.',
  },
  partner_key_revoked: { ar: 'تم إلغاء المفتاح، ولن يُقبل بعد الآن.', en: 'The key was revoked.' },
  rate_review_settled: {
    ar: 'سبق البتّ في هذا السعر، فلم يتغيّر شيء.',
    en: 'This rate was already settled; nothing changed.',
  },
  rate_review_approved: { ar: 'تمت الموافقة على السعر ونُشر.', en: 'The rate was approved and published.' },
  rate_review_rejected: {
    ar: 'تم رفض السعر، ولم يُنشر شيء.',
    en: 'The rate was rejected; nothing was published.',
  },
};
