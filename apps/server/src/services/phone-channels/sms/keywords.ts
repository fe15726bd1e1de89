import { normalizeArabic } from '../../../lib/arabic-text';

/** A fixed keyword's handler name (docs/keyword-channel.md#keywords). */
export type FixedKeyword = 'cancel' | 'help' | 'subscribe' | 'confirm' | 'gold' | 'rates';

/** What an inbound SMS asks for: a fixed keyword, a currency by code or name, or nothing we know. */
export type Keyword = { kind: FixedKeyword } | { kind: 'currency'; code: string } | { kind: 'unknown' };

export type KeywordName = Keyword['kind'];

// Every spelling in its search form (normalizeArabic: أ/إ/آ → ا, ة → ه, ى → ي, lower case). A new
// keyword is one more line here and one handler in receive-inbound-sms.ts. `الغاء`/`STOP` cancel
// (docs/design.md#operator-webhooks), free of charge like `مساعدة`/`HELP`.
const FIXED: Readonly<Record<string, FixedKeyword>> = {
  الغاء: 'cancel',
  ايقاف: 'cancel',
  stop: 'cancel',
  unsubscribe: 'cancel',
  unsub: 'cancel',
  cancel: 'cancel',
  مساعده: 'help',
  help: 'help',
  اشتراك: 'subscribe',
  اشترك: 'subscribe',
  sub: 'subscribe',
  subscribe: 'subscribe',
  نعم: 'confirm',
  موافق: 'confirm',
  yes: 'confirm',
  ذهب: 'gold',
  gold: 'gold',
  اسعار: 'rates',
  rates: 'rates',
};

/** The currencies the keyword channel knows: code and Arabic name, as the catalogue holds them. */
export interface KeywordCurrency {
  code: string;
  name: string;
}

/** Search-form words of a text, punctuation dropped: `  الدولار!` → [`الدولار`]. */
export function keywordWords(text: string): string[] {
  return normalizeArabic(text.replace(/[^\p{L}\p{N}\p{M}\s]/gu, ' '))
    .split(' ')
    .filter(Boolean);
}

/** A word without the Arabic article: `الدولار` → `دولار` (never shorter than two letters). */
const withoutArticle = (word: string) => (word.startsWith('ال') && word.length > 3 ? word.slice(2) : word);

/**
 * The lookup of currency keywords: the code (`usd`), the whole Arabic name with or without the
 * article on each word (`دولار امريكي`, `الدولار الامريكي`), and any single word of a name that
 * no other currency shares (`دولار`, `سعودي`, `يورو`; `ريال` alone names four and is left out).
 */
export function currencyKeywordIndex(currencies: readonly KeywordCurrency[]): Map<string, string> {
  const index = new Map<string, string>();
  const wordOwners = new Map<string, Set<string>>();
  for (const currency of currencies) {
    const words = keywordWords(currency.name).map(withoutArticle);
    index.set(currency.code.toLowerCase(), currency.code);
    if (words.length > 0) index.set(words.join(' '), currency.code);
    for (const word of words) {
      const owners = wordOwners.get(word) ?? new Set<string>();
      owners.add(currency.code);
      wordOwners.set(word, owners);
    }
  }
  for (const [word, owners] of wordOwners) {
    // A shared word names no currency; a word that is a fixed keyword keeps its keyword meaning.
    if (owners.size === 1 && !FIXED[word] && !index.has(word)) index.set(word, [...owners][0]!);
  }
  return index;
}

/**
 * What an SMS asks for, read like a search query: Arabic letter forms, diacritics, tatweel,
 * Arabic-Indic digits, case and spacing do not matter. A fixed keyword is the first word
 * (`الغاء الاشتراك` cancels); a currency is its code or name in the first two words.
 */
export function readKeyword(text: string, currencyIndex: ReadonlyMap<string, string>): Keyword {
  const words = keywordWords(text);
  const first = words[0];
  if (!first) return { kind: 'unknown' };
  const fixed = FIXED[first] ?? FIXED[withoutArticle(first)];
  if (fixed) return { kind: fixed };
  const bare = words.slice(0, 2).map(withoutArticle);
  for (const candidate of [bare.join(' '), bare[0]!]) {
    const code = currencyIndex.get(candidate);
    if (code) return { kind: 'currency', code };
  }
  return { kind: 'unknown' };
}
