import type { TServiceInfo } from '@sarraf/contracts';
import { t } from '../../../i18n/language';
import type { DigitStyle } from '../../../lib/digits';
import { getServiceZone } from '../../../lib/service-zone';
import { drawRateCard } from './draw-rate-card';
import type { RateCardContent } from './rate-card';
import { shareTextOf } from './share-text';

/** The card's file name when it is shared or downloaded. */
export const CARD_FILE_NAME = 'sarraf-rates.png';

export type ShareOutcome =
  | { readonly kind: 'shared' }
  /** The reader closed the share sheet: nothing to say. */
  | { readonly kind: 'cancelled' }
  /** Files cannot be shared here: the screen offers the image and a WhatsApp message instead. */
  | { readonly kind: 'fallback'; readonly file: File; readonly text: string };

const isDomError = (error: unknown, name: string) =>
  error instanceof Error && (error as { name?: string }).name === name;

/**
 * Draws the card and hands it to the system share sheet with the rates as text
 * (docs/product.md#sharing-a-rate-card). This module is loaded on the first tap on «مشاركة», so
 * the drawing code never weighs on a screen's first visit.
 */
export async function shareRateCard(
  content: RateCardContent,
  service: TServiceInfo | null,
  digits: DigitStyle,
): Promise<ShareOutcome> {
  // Recipients open the landing page: the signed-in screens need a subscription.
  const portalUrl = `${window.location.origin}/`;
  const timeZone = service?.time_zone ?? getServiceZone();
  const blob = await drawRateCard(
    content,
    { name: service?.service_name || t.app.name, shortCode: service?.short_code || null, timeZone },
    portalUrl,
    digits,
  );
  const file = new File([blob], CARD_FILE_NAME, { type: blob.type || 'image/png' });
  const text = shareTextOf(content, portalUrl, digits, timeZone);
  const files = [file];
  if (typeof navigator.canShare !== 'function' || !navigator.canShare({ files })) {
    return { kind: 'fallback', file, text };
  }
  try {
    await navigator.share({ files, title: t.share.title, text });
    return { kind: 'shared' };
  } catch (error) {
    if (isDomError(error, 'AbortError')) return { kind: 'cancelled' };
    // The tap's activation ran out while a slow network fetched the card's parts: the browser
    // refuses the sheet, and the download and WhatsApp link still work.
    if (isDomError(error, 'NotAllowedError')) return { kind: 'fallback', file, text };
    throw error;
  }
}
