/** Sign-in, codes and tokens. */
export const sessionMessages = {
  msisdn_invalid: {
    ar: 'رقم الجوال غير صحيح، يرجى التأكد منه وإعادة إدخاله.',
    en: 'This mobile number is not valid. Check it and enter it again.',
  },
  msisdn_not_mobile: {
    ar: 'هذا الرقم ليس رقم جوال، يرجى إدخال رقم جوالك.',
    en: 'This is not a mobile number. Enter your mobile number.',
  },
  msisdn_foreign: {
    ar: 'يُقبل رقم جوال محلي فقط.',
    en: 'Only a local mobile number is accepted.',
  },
  msisdn_not_served: {
    ar: 'هذه الخدمة متاحة لمشتركي الشبكة فقط، يرجى إدخال رقم جوال من أرقام الشبكة.',
    en: "This service is only for the network's subscribers. Enter a mobile number on the network.",
  },
  msisdn_not_verified: {
    ar: 'يرجى تأكيد رقم الجوال برمز التحقق أولاً.',
    en: 'Confirm your mobile number with the verification code first.',
  },
  msisdn_already_subscribed: {
    ar: 'هذا الرقم مشترك بالفعل، يرجى تسجيل الدخول.',
    en: 'This number is already subscribed; sign in instead.',
  },
  plan_unavailable: {
    ar: 'الباقة المختارة غير متاحة، يرجى اختيار باقة أخرى.',
    en: 'The selected plan is not available.',
  },
  otp_sent: {
    ar: 'تم إرسال رمز التحقق برسالة نصية إلى رقم جوالك.',
    en: 'A verification code was sent by SMS to your number.',
  },
  otp_invalid: {
    ar: 'رمز التحقق غير صحيح.',
    en: 'The verification code is incorrect.',
  },
  otp_expired: {
    ar: 'انتهت صلاحية رمز التحقق، يرجى طلب رمز جديد.',
    en: 'The verification code has expired; request a new one.',
  },
  otp_burnt: {
    ar: 'تجاوزت عدد المحاولات المسموح بها، يرجى طلب رمز جديد.',
    en: 'Too many wrong tries; request a new code.',
  },
  otp_confirmed: {
    ar: 'تم التحقق من الرمز بنجاح.',
    en: 'The code is confirmed.',
  },
  otp_resend_wait: {
    ar: 'يرجى الانتظار قليلاً قبل طلب رمز جديد.',
    en: 'Please wait before requesting a new code.',
  },
  otp_send_limit: {
    ar: 'تجاوزت عدد الرموز المسموح بها خلال ساعة، يرجى المحاولة لاحقاً.',
    en: 'Too many codes requested this hour; try again later.',
  },
  otp_sms_unavailable: {
    ar: 'تعذّر إرسال رمز التحقق الآن، يرجى المحاولة بعد قليل.',
    en: 'The code could not be sent now; try again shortly.',
  },
  otp_sms_budget_exhausted: {
    ar: 'خدمة إرسال رموز التحقق متوقفة مؤقتاً، يرجى المحاولة لاحقاً.',
    en: 'Sending verification codes is paused for now; try again later.',
  },
  otp_cross_site: {
    ar: 'لا يمكن طلب رمز التحقق من موقع آخر، يرجى فتح صفحة فاتورتي في صرّاف مباشرة.',
    en: 'A code cannot be requested from another site; open My bill on Sarraf directly.',
  },
  logged_out: {
    ar: 'تم تسجيل الخروج.',
    en: 'Signed out.',
  },
} as const satisfies Record<string, { ar: string; en: string }>;
