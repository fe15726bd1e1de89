/** Back office, operations half: subscribers, ledger, inbox, users. */
export const backOfficeOpsMessages = {
  ops_subscription_cancelled: { ar: 'تم إلغاء اشتراك المشترك.', en: 'The subscription was cancelled.' },
  ops_no_subscription: { ar: 'لا يوجد اشتراك لهذا المشترك.', en: 'This subscriber has no subscription.' },
  ops_already_cancelled: { ar: 'الاشتراك ملغى بالفعل.', en: 'The subscription is already cancelled.' },
  ops_refund_recorded: { ar: 'تم تسجيل الاسترداد.', en: 'The refund was recorded.' },
  ops_refund_pending: {
    ar: 'أُرسل الاسترداد إلى المشغّل ولم يصل ردّه بعد؛ سيُستكمل تلقائياً.',
    en: 'The refund was sent to the operator, whose answer has not come yet; it will be completed automatically.',
  },
  ops_refund_refused: {
    ar: 'رفض المشغّل الاسترداد؛ السبب مذكور في العملية.',
    en: 'The operator refused the refund; the reason is on the transaction.',
  },
  ops_refund_not_refundable: {
    ar: 'لا يمكن الاسترداد إلا من عملية خصم ناجحة.',
    en: 'Only a succeeded charge can be refunded.',
  },
  ops_refund_exceeds: {
    ar: 'المبلغ أكبر من المتبقي القابل للاسترداد من هذه العملية.',
    en: 'The amount is more than what is left to refund of this charge.',
  },
  ops_contact_status_saved: { ar: 'تم تحديث حالة الرسالة.', en: 'The message status was updated.' },
  ops_contact_answered: { ar: 'تم حفظ الرد.', en: 'The answer was saved.' },
  ops_contact_answered_sms: {
    ar: 'تم حفظ الرد وإرساله برسالة نصية إلى المشترك.',
    en: 'The answer was saved and sent by SMS to the subscriber.',
  },
  ops_contact_no_subscriber: {
    ar: 'رقم المرسل ليس لمشترك، لا يمكن إرسال الرد برسالة نصية.',
    en: "The sender's number is not a subscriber's; the answer cannot go by SMS.",
  },
  ops_contact_number_recycled: {
    ar: 'أُعيد تخصيص رقم المرسل لشخص آخر، لا يمكن إرسال الرد برسالة نصية.',
    en: "The sender's number was given to someone else; the answer cannot go by SMS.",
  },
  ops_user_created: { ar: 'تم إنشاء الحساب.', en: 'The account was created.' },
  ops_user_saved: { ar: 'تم حفظ التعديلات.', en: 'The changes were saved.' },
  ops_user_password_reset: {
    ar: 'تم تعيين كلمة المرور الجديدة وتسجيل خروج جلسات الحساب.',
    en: "The new password was set and the account's sessions were signed out.",
  },
  ops_user_email_taken: { ar: 'هذا البريد الإلكتروني مستخدم لحساب آخر.', en: 'This email is already used.' },
  ops_user_not_self: {
    ar: 'لا يمكنك تعطيل حسابك أو تغيير دورك بنفسك.',
    en: 'You cannot disable your own account or change your own role.',
  },
  ops_user_last_admin: {
    ar: 'يجب أن يبقى مدير نشط واحد على الأقل.',
    en: 'At least one active admin must remain.',
  },
} as const satisfies Record<string, { ar: string; en: string }>;
