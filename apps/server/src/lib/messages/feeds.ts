/** Price sources' feeds (docs/design.md#rate-feeds). */
export const feedMessages = {
  rate_feed_saved: { ar: 'تم حفظ الخلاصة، وستُجلب الآن ثم حسب الجدول.', en: 'The feed was saved.' },
  rate_feed_saved_headers_dropped: {
    ar: 'تم حفظ الخلاصة. تغيّر خادمها فحُذفت قيم الترويسات المحفوظة التي لم تُكتب من جديد:',
    en: 'The feed was saved. Its server changed, so the stored header values not typed again were dropped:',
  },
  rate_feed_header_retype: {
    ar: 'تغيّر خادم الخلاصة؛ اكتب قيمة هذه الترويسة من جديد، فالقيمة المحفوظة لا تُرسل إلا إلى الخادم الذي حُفظت له.',
    en: "The feed's server changed: type this header's value again; the stored value is sent only to the server it was saved for.",
  },
  rate_feed_deleted: { ar: 'تم حذف الخلاصة؛ بقيت الأسعار المنشورة كما هي.', en: 'The feed was deleted.' },
  rate_feed_ran: { ar: 'تم جلب الخلاصة.', en: 'The feed was fetched.' },
  rate_feed_not_modified: {
    ar: 'لم تتغيّر الخلاصة منذ آخر جلب، فلم يُنشر شيء.',
    en: 'The feed has not changed.',
  },
  rate_feed_failed: { ar: 'فشل جلب الخلاصة؛ انظر سبب الخطأ.', en: 'The feed failed; see the error.' },
};
