/** Rate alerts, favourites, the digest and quiet hours. */
export const alertMessages = {
  alert_created: {
    ar: 'تم إنشاء التنبيه، وسنرسل لك رسالة عند تحقق الشرط.',
    en: 'The alert is set; we will text you when it is met.',
  },
  alert_updated: { ar: 'تم حفظ التنبيه.', en: 'The alert is saved.' },
  alert_deleted: { ar: 'تم حذف التنبيه.', en: 'The alert is deleted.' },
  alert_limit_reached: {
    ar: 'وصلت إلى الحد الأقصى لعدد التنبيهات في باقتك. احذف تنبيهاً أو رقِّ باقتك لإضافة المزيد.',
    en: 'You have reached your plan’s alert limit. Delete an alert or upgrade to add more.',
  },
  move_percent_too_big: {
    ar: 'نسبة التغيّر يجب ألا تزيد على 100٪.',
    en: 'The move must be at most 100 %.',
  },
  favourites_saved: { ar: 'تم حفظ المفضلة.', en: 'Your favourites are saved.' },
  digest_saved: { ar: 'تم حفظ إعدادات الملخص اليومي.', en: 'The daily digest settings are saved.' },
  push_subscribed: {
    ar: 'تم تفعيل إشعارات المتصفح على هذا الجهاز.',
    en: 'Browser notifications are on for this device.',
  },
  push_unsubscribed: {
    ar: 'تم إيقاف إشعارات المتصفح على هذا الجهاز.',
    en: 'Browser notifications are off for this device.',
  },
  push_endpoint_not_https: {
    ar: 'عنوان الإشعارات غير صالح: يجب أن يبدأ بـ https.',
    en: 'The push address must be an https URL.',
  },
  push_endpoint_not_public: {
    ar: 'عنوان إشعارات المتصفح يشير إلى شبكة خاصة أو محلية، ولا يُقبل إلا عنوان على الإنترنت العام.',
    en: 'The push address points to a private or local network; only an address on the public internet is accepted.',
  },
  quiet_hours_saved: { ar: 'تم حفظ ساعات الهدوء.', en: 'Your quiet hours are saved.' },
} as const;
