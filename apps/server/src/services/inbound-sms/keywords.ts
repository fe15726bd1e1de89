import { normalizeArabic } from '../../lib/arabic-text';

/** What an inbound SMS asks for: the name of its keyword's handler, or null for free text. */
export type KeywordName = 'cancel';

// docs/design.md#operator-webhooks: `الغاء` or `STOP` (and their usual spellings) sent to the short
// code cancels. A new keyword is one more line here and one handler in receive-inbound-sms.ts.
const KEYWORDS: Readonly<Record<string, KeywordName>> = {
  الغاء: 'cancel',
  ايقاف: 'cancel',
  stop: 'cancel',
  unsubscribe: 'cancel',
  unsub: 'cancel',
  cancel: 'cancel',
};

/** The keyword an SMS starts with, in any spelling (Arabic normalised like search, Latin in any case). */
export function keywordOf(text: string): KeywordName | null {
  const first = normalizeArabic(text)
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .trim()
    .split(/\s+/)[0];
  return (first && KEYWORDS[first]) || null;
}
