import { LANDING_TEASER_ELEMENT_ID, type TLandingTeaser } from '@sarraf/contracts/landing-teaser';

/**
 * The rates teaser the server wrote into the landing's page (docs/design.md#a-light-first-visit):
 * the landing shows it at its first render, before the API client has loaded, and the currency
 * list replaces it once it arrives. Read once per page load; null when the page has none or it is
 * not the shape the server writes.
 */
let cached: TLandingTeaser | null | undefined;

export function readLandingTeaser(root: Pick<Document, 'getElementById'> = document): TLandingTeaser | null {
  if (cached === undefined)
    cached = parseLandingTeaser(root.getElementById(LANDING_TEASER_ELEMENT_ID)?.textContent);
  return cached;
}

export function parseLandingTeaser(text: string | null | undefined): TLandingTeaser | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isLandingTeaser(value) ? value : null;
  } catch {
    return null;
  }
}

function isLandingTeaser(value: unknown): value is TLandingTeaser {
  if (typeof value !== 'object' || value === null) return false;
  const { source_id: sourceId, currencies } = value as Record<string, unknown>;
  if (!(sourceId === null || typeof sourceId === 'number') || !Array.isArray(currencies)) return false;
  return currencies.every((currency: unknown) => {
    if (typeof currency !== 'object' || currency === null) return false;
    const { code, name, rates } = currency as Record<string, unknown>;
    return (
      typeof code === 'string' &&
      typeof name === 'string' &&
      Array.isArray(rates) &&
      rates.every(
        (rate: unknown) =>
          typeof rate === 'object' &&
          rate !== null &&
          typeof (rate as Record<string, unknown>).buy === 'string' &&
          typeof (rate as Record<string, unknown>).sell === 'string' &&
          typeof (rate as Record<string, unknown>).recorded_at === 'string' &&
          typeof (rate as { source?: { id?: unknown } }).source?.id === 'number',
      )
    );
  });
}
