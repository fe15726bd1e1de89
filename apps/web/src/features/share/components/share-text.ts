import { t } from '../../../i18n/language';
import type { DigitStyle } from '../../../lib/digits';
import { formatDateTime, formatRate } from '../../../lib/format';
import type { RateCardContent } from './rate-card';

/** A rate as the card and the message write it; a missing side is a dash. */
export function rateText(value: string | null, digits: DigitStyle): string {
  return value === null ? t.rates.noChange : formatRate(value, digits);
}

/**
 * The rates as a message (WhatsApp, or the text beside a shared image): service, heading, market,
 * one line per row, the time in the service's zone `zone` with that zone's name (the reader may be
 * on any clock) and the portal's address, so the message stands alone.
 */
export function shareTextOf(
  content: RateCardContent,
  portalUrl: string,
  digits: DigitStyle,
  zone: string,
): string {
  return [
    `${t.app.name} — ${t.share.today}`,
    content.market ? `${content.heading} — ${content.market}` : content.heading,
    ...(content.note ? [content.note] : []),
    ...content.rows.map(
      (row) =>
        `${row.label}: ${t.rates.buy} ${rateText(row.buy, digits)} · ${t.rates.sell} ${rateText(row.sell, digits)}`,
    ),
    ...(content.recordedAt
      ? [
          `${t.rates.lastUpdated} ${formatDateTime(content.recordedAt, digits, undefined, { zone, naming: 'always' })}`,
        ]
      : []),
    portalUrl,
  ].join('\n');
}

/** WhatsApp's "click to chat" link with the message and no number: the user picks the chat. */
export function whatsappLinkOf(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
