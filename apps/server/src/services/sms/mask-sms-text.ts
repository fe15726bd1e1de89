/**
 * One-time codes are never shown (docs/design.md#one-time-codes), not even to the back office (an admin who
 * reads a code could sign in as the subscriber or confirm a charge for them). Code SMS (`otp.*`) have their
 * digit runs of code length and the link's `otp=` parameter replaced by bullets; other SMS are shown
 * as sent (notices and replies carry no secret).
 */
export function maskSmsText(text: string, purpose: string): string {
  if (!purpose.startsWith('otp.')) return text;
  return text
    .replace(/([?&]otp=)[^&\s]+/g, '$1••••')
    .replace(/(?<![\d/=.])\d{4,8}(?![\d/])/g, (digits) => '•'.repeat(digits.length));
}
