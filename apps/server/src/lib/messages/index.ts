import { commonMessages } from './common';
import { contentMessages } from './content';
import { sessionMessages } from './session';
import { heMessages } from './he';
import { adminMessages } from './admin';
import { billingMessages } from './billing';
import { backOfficeOpsMessages } from './back-office-ops';
import { alertMessages } from './alerts';
import { backOfficeContentMessages } from './back-office-content';
import { settlementMessages } from './settlement';
import { partnerMessages } from './partner';
import { feedMessages } from './feeds';

/**
 * Every message the API sends to a person, in Arabic (the portal always sends Accept-Language: ar,
 * docs/design.md#api-conventions) with an English fallback for operators' tools. One file per area; keys are
 * stable, texts may improve.
 */
const catalogue = {
  ...commonMessages,
  ...sessionMessages,
  ...heMessages,
  ...contentMessages,
  ...adminMessages,
  ...billingMessages,
  ...backOfficeOpsMessages,
  ...alertMessages,
  ...backOfficeContentMessages,
  ...settlementMessages,
  ...partnerMessages,
  ...feedMessages,
};

export type MessageKey = keyof typeof catalogue;
export type Lang = 'ar' | 'en';

/** Arabic unless the caller clearly asks for English: Arabic is the product's language. */
export function pickLang(acceptLanguage: string | undefined): Lang {
  if (!acceptLanguage) return 'ar';
  const first = acceptLanguage.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'ar';
}

export function translate(key: MessageKey, lang: Lang): string {
  return catalogue[key][lang];
}

/** The message in the language a request asked for (its Accept-Language, Arabic by default). */
export function say(
  request: { headers: { 'accept-language'?: string | undefined } },
  key: MessageKey,
): string {
  return translate(key, pickLang(request.headers['accept-language']));
}
