// How a phone number is shown to people, everywhere (portal, back office, SMS): the international
// format with the groups of the numbering plan, `+967 771 234 567`, which a subscriber recognises
// and staff can read out or type back into any search. Pure and zod-free, so a browser bundle may
// import it (`@sarraf/contracts/msisdn-display`) without the weight of a phone-number library; the
// server's tests check it against libphonenumber-js for Yemen's numbers.

/** Yemen (+967): mobiles `7x` are 9 digits in threes, fixed lines one-digit area code, then 3 + 3 or 4. */
function yemenGroups(national: string): string[] | null {
  if (/^7\d{8}$/.test(national)) return [national.slice(0, 3), national.slice(3, 6), national.slice(6)];
  if (/^[1-7]\d{6,7}$/.test(national)) return [national.slice(0, 1), national.slice(1, 4), national.slice(4)];
  return null;
}

/**
 * A stored msisdn (digits with country code, no `+`) as people read it: `967771234567` →
 * `+967 771 234 567`. A number of another plan, or one that is not all digits, is shown with a `+`
 * and otherwise as stored. Show it left to right (`dir="ltr"` or `<bdi>`) inside Arabic text.
 */
export function formatMsisdn(msisdn: string): string {
  if (!/^\d{6,15}$/.test(msisdn)) return msisdn;
  if (msisdn.startsWith('967')) {
    const groups = yemenGroups(msisdn.slice(3));
    if (groups) return `+967 ${groups.join(' ')}`;
  }
  return `+${msisdn}`;
}

/**
 * A phone number written by people (a setting such as SUPPORT_PHONE: `967-1-000000`, `+967 1 000000`)
 * in the same format when it reads as a full international number, else as written.
 */
export function formatPhoneText(text: string): string {
  const digits = text.replace(/[\s()+-]/g, '');
  if (!/^\d+$/.test(digits) || !digits.startsWith('967')) return text;
  const formatted = formatMsisdn(digits);
  return formatted.includes(' ') ? formatted : text;
}

/**
 * A Yemeni mobile number as a person typed it on the sign-in form and the portal keeps it
 * (`771234567`, `0771234567`, `+967771234567`, `00967 77 123 4567`) in the same format as a stored
 * one; anything else as typed.
 */
export function formatTypedMsisdn(typed: string): string {
  const digits = typed.replace(/[\s()+-]/g, '').replace(/^00/, '');
  const national = digits.startsWith('967') ? digits.slice(3) : digits.replace(/^0/, '');
  return /^7\d{8}$/.test(national) ? formatMsisdn(`967${national}`) : typed;
}
