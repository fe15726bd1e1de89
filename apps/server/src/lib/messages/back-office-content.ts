/** Back office, content half: rates, import, content editing. */
export const backOfficeContentMessages = {
  rate_move_too_large: {
    ar: 'القيمة تبتعد عن آخر سعر منشور أكثر من الحد المسموح؛ راجِعها أو أكّد النشر.',
    en: 'This value moves further from the last published rate than allowed; check it or confirm.',
  },
  rate_moves_need_confirmation: {
    ar: 'بعض الأسعار تغيّرت بأكثر من الحد المسموح. راجِعها ثم أكّد النشر.',
    en: 'Some rates moved more than allowed. Review them, then confirm publishing.',
  },
  rates_published: { ar: 'تم نشر الأسعار.', en: 'The rates were published.' },
  import_columns: {
    ar: 'يجب أن يحتوي السطر على: رمز العملة، الشراء، البيع (ومصدر السعر اختيارياً في أوله).',
    en: 'A line must hold: currency code, buy, sell (optionally a source first).',
  },
  import_source_missing: {
    ar: 'اختر مصدر الأسعار أو أضِف عمود المصدر في أول السطر.',
    en: 'Choose a price source or add a source column first.',
  },
  unknown_category: { ar: 'القسم المختار غير موجود.', en: 'The selected category does not exist.' },
  unknown_company: { ar: 'الشركة المختارة غير موجودة.', en: 'The selected company does not exist.' },
  content_saved: { ar: 'تم الحفظ.', en: 'Saved.' },
  content_deleted: { ar: 'تم الحذف.', en: 'Deleted.' },
  content_in_use: {
    ar: 'لا يمكن الحذف لأن عناصر أخرى مرتبطة به؛ أوقِف تفعيله بدلاً من ذلك.',
    en: 'It cannot be deleted while other records use it; deactivate it instead.',
  },
  content_duplicate: { ar: 'هذه القيمة مستخدمة من قبل.', en: 'This value is already used.' },
  base_currency_locked: {
    ar: 'العملة الأساسية لا تُحذف.',
    en: 'The base currency cannot be deleted.',
  },
  plan_operator_required: {
    ar: 'اختر المشغّل الذي تُباع هذه الباقة لمشتركيه.',
    en: 'Choose the operator whose subscribers may buy this plan.',
  },
  plan_operator_unknown: {
    ar: 'المشغّل المختار ليس من مشغّلي هذه الخدمة.',
    en: 'The selected operator is not one this service serves.',
  },
  plan_operator_in_use: {
    ar: 'لا يمكن نقل باقة لها اشتراكات إلى مشغّل آخر؛ أنشئ باقة جديدة لذلك المشغّل.',
    en: 'A plan with subscriptions cannot move to another operator; create a new plan for that operator.',
  },
  settings_saved: { ar: 'تم حفظ الإعدادات.', en: 'The settings were saved.' },
  upload_too_large: { ar: 'حجم الصورة أكبر من المسموح (٢ ميجابايت).', en: 'The image is larger than 2 MB.' },
  upload_bad_type: {
    ar: 'نوع الملف غير مدعوم؛ ارفع صورة JPEG أو PNG أو WebP.',
    en: 'Unsupported file type; upload a JPEG, PNG or WebP image.',
  },
} as const satisfies Record<string, { ar: string; en: string }>;
