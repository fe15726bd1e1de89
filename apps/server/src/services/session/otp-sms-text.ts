import type { OtpPurpose } from '../../lib/otp-policy';

// What each code is for, said in the SMS: a subscriber asked to confirm a charge must see that it
// is a charge they are confirming, not a sign-in.
const openings: Record<OtpPurpose, string> = {
  login: 'رمز الدخول إلى صرّاف',
  profile: 'رمز التأكيد في صرّاف',
  unsubscribe: 'رمز تأكيد إلغاء الاشتراك في صرّاف',
  activation: 'رمز تأكيد تفعيل الاشتراك في صرّاف',
  change: 'رمز تأكيد تغيير الباقة في صرّاف',
  mybill: 'رمز الدخول إلى فاتورتي في صرّاف',
};

/**
 * Link sign-in (docs/product.md#the-guard): the portal's route guard confirms `msisdn` and `otp` from the
 * URL.
 */
export function oneTapLink(publicUrl: string, msisdn: string, code: string): string {
  return `${publicUrl}/client/home?msisdn=${msisdn}&otp=${code}`;
}

/**
 * The code SMS, in Arabic and short: the code first (phones offer to fill it in), a warning not to
 * share it, and for sign-in the one-tap link. Without the link it fits one UCS-2 segment
 * (70 characters); with it, two.
 */
export function otpSmsText(options: {
  purpose: OtpPurpose;
  code: string;
  msisdn: string;
  publicUrl: string;
}) {
  const line = `${openings[options.purpose]}: ${options.code}\nلا تشاركه مع أحد.`;
  return options.purpose === 'login'
    ? `${line}\n${oneTapLink(options.publicUrl, options.msisdn, options.code)}`
    : line;
}
