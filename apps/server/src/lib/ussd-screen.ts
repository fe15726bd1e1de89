/**
 * The size of one USSD screen (docs/ussd.md#limits). A USSD message carries 160 octets: 182 characters
 * of the GSM 7-bit alphabet (an extension character such as `€` or `[` takes two septets), or 80
 * UTF-16 units once any character is outside it, Arabic letters included (UCS-2). The whole answer is
 * counted, `CON `/`END ` included, so a screen fits whether or not the gateway strips the prefix.
 */
export const USSD_GSM_SEPTETS = 182;
export const USSD_UCS2_UNITS = 80;

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡' +
  'ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '^{}\\[~]|€\f';
const basic = new Set(GSM_BASIC);
const extension = new Set(GSM_EXTENSION);

/** Septets of `text` in the GSM 7-bit alphabet, or null when a character is outside it. */
export function gsmSeptets(text: string): number | null {
  let septets = 0;
  for (const char of text) {
    if (basic.has(char)) septets += 1;
    else if (extension.has(char)) septets += 2;
    else return null;
  }
  return septets;
}

/** Does this answer fit one USSD message of 160 octets? */
export function fitsUssd(screen: string): boolean {
  const septets = gsmSeptets(screen);
  return septets === null ? screen.length <= USSD_UCS2_UNITS : septets <= USSD_GSM_SEPTETS;
}
