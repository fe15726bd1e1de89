// A count and its noun in Arabic or English, by the language's plural rules (CLDR, through
// Intl.PluralRules), for the portal, the back office and the server's SMS and USSD texts alike.
// Pure and zod-free, so a browser bundle may import it (`@sarraf/contracts/plural`).
//
// Arabic has six forms: «لا بنود» (0), «بند واحد» (1), «بندان» (2), «3 بنود» (3–10),
// «11 بنداً» (11–99), «100 بند» (100, 101, 102…). English has two: «1 item», «2 items».

/** The forms of a counted noun in Arabic; `{n}` stands for the count. `zero` falls back to `other`. */
export interface ArabicPlural {
  zero?: string;
  one: string;
  two: string;
  few: string;
  many: string;
  other: string;
}

/** The forms of a counted noun in English; `{n}` stands for the count. `zero` falls back to `other`. */
export interface EnglishPlural {
  zero?: string;
  one: string;
  other: string;
}

export type PluralLanguage = 'ar' | 'en';

type PluralFormsOf<Language extends PluralLanguage> = Language extends 'ar' ? ArabicPlural : EnglishPlural;

const rules = new Map<PluralLanguage, Intl.PluralRules>();

function rulesOf(language: PluralLanguage): Intl.PluralRules {
  let found = rules.get(language);
  if (!found) {
    found = new Intl.PluralRules(language);
    rules.set(language, found);
  }
  return found;
}

/**
 * The phrase for `count` in `language`: the form its plural rules choose, with `{n}` replaced by
 * `shown` (the count as the reader sees it: Arabic-Indic digits, thousands separators; default the
 * plain number). `plural('ar', 13, items)` → «13 بنداً», `plural('ar', 2, items)` → «بندان».
 */
export function plural<Language extends PluralLanguage>(
  language: Language,
  count: number,
  forms: PluralFormsOf<Language>,
  shown: string = String(count),
): string {
  const category = rulesOf(language).select(count);
  const all = forms as Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
  // A zero form is a phrase of its own («لا بنود», "no items") in either language; English's rules
  // have no zero category, so it is chosen by the count.
  const form = (count === 0 ? all.zero : undefined) ?? all[category] ?? all.other;
  return form.replaceAll('{n}', shown);
}
