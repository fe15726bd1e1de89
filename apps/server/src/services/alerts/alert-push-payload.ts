import { BRAND, SIDE_WORD, shortRate, type AlertSmsFacts } from './alert-sms-text';

/** What the portal's service worker shows for a fired alert, and the screen a tap opens. */
export interface AlertPushPayload {
  title: string;
  body: string;
  /** A path of the portal (the service worker opens it on its own origin). */
  url: string;
}

/** The portal's currency screen (an item linked to the currency), else the alert notifications. */
export function currencyScreenPath(categoryItemId: number | null): string {
  return categoryItemId === null
    ? '/client/alerts/notifications'
    : `/client/category/details/${categoryItemId}`;
}

/**
 * The push of a fired alert: a notification has room an SMS does not, so the full currency and
 * market names always, and the condition in words rather than a sign.
 */
export function alertPushPayload(facts: AlertSmsFacts, url: string): AlertPushPayload {
  const rate = shortRate(facts.rate);
  let condition: string;
  if (facts.condition === 'move') {
    const percent = facts.movePercent ?? '0';
    condition = `تغيّر ${percent.startsWith('-') ? percent : `+${percent}`}% اليوم`;
  } else {
    condition = `${facts.condition === 'above' ? 'بلغ أو تجاوز' : 'بلغ أو نزل عن'} ${shortRate(facts.value)}`;
  }
  return {
    title: `${BRAND}: تنبيه ${facts.currencyName}`,
    body: `سعر ${SIDE_WORD[facts.side]} ${facts.currencyName} (${facts.currencyCode}) ${rate} في ${facts.sourceName}: ${condition}`,
    url,
  };
}
