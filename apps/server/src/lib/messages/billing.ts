/** Subscriptions, charges and my bill. */
export const billingMessages = {
  // Outcomes of lifecycle actions (the `message` of ZSubscriptionActionResponse).
  subscription_activated: {
    ar: 'تم تفعيل اشتراكك بنجاح.',
    en: 'Your subscription is active.',
  },
  subscription_renewed: {
    ar: 'تم تجديد اشتراكك بنجاح.',
    en: 'Your subscription is renewed.',
  },
  subscription_reactivated: {
    ar: 'تمت إعادة تفعيل اشتراكك بنجاح.',
    en: 'Your subscription is active again.',
  },
  subscription_reactivated_in_period: {
    ar: 'عاد اشتراكك دون أي خصم، وسيتجدد تلقائياً عند نهاية الفترة المدفوعة.',
    en: 'Your subscription is back at no charge; it renews automatically when the paid period ends.',
  },
  subscription_changed: {
    ar: 'تم تغيير باقتك بنجاح.',
    en: 'Your plan is changed.',
  },
  subscription_cancelled: {
    ar: 'تم إلغاء اشتراكك، ولن تُخصم أي مبالغ بعد الآن.',
    en: 'Your subscription is cancelled; nothing more will be charged.',
  },
  subscription_cancelled_access_kept: {
    ar: 'تم إلغاء اشتراكك، ولن تُخصم أي مبالغ بعد الآن. تبقى الخدمة متاحة لك حتى نهاية الفترة المدفوعة.',
    en: 'Your subscription is cancelled; nothing more will be charged. The service stays open to you until the end of the period you paid for.',
  },
  subscription_trial_started: {
    ar: 'بدأت فترتك التجريبية المجانية.',
    en: 'Your free trial has started.',
  },
  charge_declined: {
    ar: 'تعذّر إتمام عملية الدفع، ولم يُخصم أي مبلغ.',
    en: 'The payment was declined; nothing was charged.',
  },
  charge_declined_balance: {
    ar: 'رصيدك غير كافٍ لإتمام عملية الدفع، يرجى شحن رصيدك ثم المحاولة مرة أخرى.',
    en: 'Your balance is too low for this payment; top up and try again.',
  },
  charge_pending: {
    ar: 'عملية الدفع قيد التأكيد لدى المشغّل، وستظهر نتيجتها في فاتورتك قريباً.',
    en: 'The payment is being confirmed by the operator; its result will show in your bill shortly.',
  },
  activation_code_sent: {
    ar: 'تم إرسال رمز تأكيد تفعيل الاشتراك برسالة نصية إلى رقم جوالك.',
    en: 'An activation code was sent by SMS to your number.',
  },
  change_code_sent: {
    ar: 'تم إرسال رمز تأكيد تغيير الباقة برسالة نصية إلى رقم جوالك.',
    en: 'A plan-change code was sent by SMS to your number.',
  },
  unsubscribe_code_sent: {
    ar: 'تم إرسال رمز تأكيد إلغاء الاشتراك برسالة نصية إلى رقم جوالك.',
    en: 'An unsubscribe code was sent by SMS to your number.',
  },
  profile_updated: {
    ar: 'تم تحديث بياناتك.',
    en: 'Your details are updated.',
  },
  notifications_enabled: {
    ar: 'تم تفعيل الإشعارات.',
    en: 'Notifications are on.',
  },
  notifications_disabled: {
    ar: 'تم إيقاف الإشعارات. ستصلك فقط الرسائل التي يلزم القانون بإرسالها عن اشتراكك.',
    en: 'Notifications are off; only the notices the law requires about your subscription will be sent.',
  },
  // Refusals (422, on `subscription`, `uuid` or `otp`).
  consent_required: {
    ar: 'لأمان رصيدك، يرجى تأكيد هذه العملية برمز التحقق المرسل إلى جوالك أولاً.',
    en: 'Confirm this payment with a code sent to your phone first.',
  },
  no_subscription: {
    ar: 'لا يوجد لديك اشتراك.',
    en: 'You have no subscription.',
  },
  subscription_already_active: {
    ar: 'اشتراكك مفعّل بالفعل.',
    en: 'Your subscription is already active.',
  },
  subscription_already_cancelled: {
    ar: 'اشتراكك ملغى بالفعل.',
    en: 'Your subscription is already cancelled.',
  },
  subscription_already_renewed: {
    ar: 'اشتراكك مجدَّد مسبقاً للفترة القادمة.',
    en: 'Your subscription is already renewed for the next period.',
  },
  subscription_paid_up: {
    ar: 'اشتراكك مفعّل ومدفوع للفترة الحالية ويتجدد تلقائياً في موعده، فلا حاجة إلى تجديده الآن.',
    en: 'Your subscription is active and paid for this period, and renews automatically; there is nothing to renew now.',
  },
  subscription_not_renewable: {
    ar: 'لا يمكن تجديد هذا الاشتراك الآن.',
    en: 'This subscription cannot be renewed now.',
  },
  subscription_same_plan: {
    ar: 'أنت مشترك في هذه الباقة بالفعل، يرجى اختيار باقة أخرى.',
    en: 'You are already on this plan; choose another one.',
  },
  charge_in_progress: {
    ar: 'هناك عملية دفع قيد التأكيد لاشتراكك، يرجى الانتظار قليلاً.',
    en: 'A payment for your subscription is still being confirmed; please wait.',
  },
  otp_other_plan: {
    ar: 'هذا الرمز صادر لباقة أو مبلغ آخر، يرجى طلب رمز جديد.',
    en: 'This code was issued for another plan or amount; request a new one.',
  },
  operator_webhook_refused: {
    ar: 'طلب المشغّل غير مصرّح به.',
    en: 'Operator request not authorised.',
  },
  // The plans answer on a host of no operator, with several served (docs/operators.md#brand-by-host).
  plans_depend_on_network: {
    ar: 'يختلف السعر حسب شبكة رقمك؛ أدخل رقمك لترى باقات شبكتك.',
    en: "The price depends on your number's network; enter your number to see your network's plans.",
  },
} as const satisfies Record<string, { ar: string; en: string }>;
