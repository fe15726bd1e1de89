/** Messages every area uses: HTTP errors and field validation (plugins/errors.ts). */
export const commonMessages = {
  validation_failed: { ar: 'البيانات المدخلة غير صحيحة.', en: 'The given data was invalid.' },
  unauthenticated: { ar: 'يجب تسجيل الدخول أولاً.', en: 'Unauthenticated.' },
  forbidden: { ar: 'لا تملك صلاحية الوصول إلى هذا المورد.', en: 'This action is unauthorized.' },
  not_found: { ar: 'المورد المطلوب غير موجود.', en: 'Not found.' },
  method_not_allowed: { ar: 'طريقة الطلب غير مسموحة.', en: 'Method not allowed.' },
  xsrf_mismatch: {
    ar: 'انتهت صلاحية الصفحة، يرجى تحديثها والمحاولة مرة أخرى.',
    en: 'Page expired (XSRF token mismatch).',
  },
  too_many_requests: {
    ar: 'طلبات كثيرة جداً، يرجى الانتظار قليلاً ثم المحاولة مرة أخرى.',
    en: 'Too many requests.',
  },
  payload_too_large: { ar: 'حجم الطلب أكبر من المسموح.', en: 'Payload too large.' },
  unsupported_media_type: { ar: 'نوع المحتوى غير مدعوم.', en: 'Unsupported media type.' },
  service_unavailable: {
    ar: 'الخدمة غير متاحة مؤقتاً، يرجى المحاولة بعد قليل.',
    en: 'Service temporarily unavailable.',
  },
  server_error: { ar: 'حدث خطأ غير متوقع، يرجى المحاولة لاحقاً.', en: 'Server error.' },
  // Field-level validation messages (zod issue → key in plugins/errors.ts).
  field_required: { ar: 'هذا الحقل مطلوب.', en: 'This field is required.' },
  field_invalid: { ar: 'قيمة هذا الحقل غير صحيحة.', en: 'This value is invalid.' },
  field_too_short: { ar: 'القيمة أقصر من المسموح.', en: 'This value is too short.' },
  field_too_long: { ar: 'القيمة أطول من المسموح.', en: 'This value is too long.' },
  field_too_small: { ar: 'القيمة أصغر من المسموح.', en: 'This value is too small.' },
  field_too_big: { ar: 'القيمة أكبر من المسموح.', en: 'This value is too large.' },
  field_not_number: { ar: 'يجب أن تكون القيمة رقماً.', en: 'This value must be a number.' },
  field_not_integer: { ar: 'يجب أن تكون القيمة عدداً صحيحاً.', en: 'This value must be an integer.' },
  field_invalid_email: { ar: 'البريد الإلكتروني غير صحيح.', en: 'This email address is invalid.' },
  field_invalid_date: { ar: 'التاريخ غير صحيح.', en: 'This date is invalid.' },
  field_date_out_of_range: {
    ar: 'يجب أن يكون التاريخ بين عامي 1900 و2100.',
    en: 'The date must be between the years 1900 and 2100.',
  },
  field_invalid_choice: { ar: 'القيمة المختارة غير صحيحة.', en: 'The selected value is invalid.' },
  field_unknown: { ar: 'هذا الحقل غير مسموح.', en: 'This field is not allowed.' },
  body_malformed: { ar: 'صيغة البيانات المرسلة غير صحيحة.', en: 'The request body is malformed.' },
} as const satisfies Record<string, { ar: string; en: string }>;
