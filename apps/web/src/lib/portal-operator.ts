import { PORTAL_OPERATOR_ELEMENT_ID, type TPortalOperator } from '@sarraf/contracts/portal-operator';
import { getLanguage } from '../i18n/language';

/**
 * The operator whose host the portal was opened on, which the server wrote into the page
 * (docs/operators.md#brand-by-host): its name goes beside the service's in the header, on the
 * landing and in the tab's title, with no request on a weak network. Read once per page load; null
 * on a host of no operator (and in a deployment of one), where the portal is exactly the service's.
 */
let cached: TPortalOperator | null | undefined;

export function readPortalOperator(
  root: Pick<Document, 'getElementById'> = document,
): TPortalOperator | null {
  if (cached === undefined)
    cached = parsePortalOperator(root.getElementById(PORTAL_OPERATOR_ELEMENT_ID)?.textContent);
  return cached;
}

export function parsePortalOperator(text: string | null | undefined): TPortalOperator | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const name = (value as { name?: unknown }).name;
    if (typeof name !== 'object' || name === null) return null;
    const { ar, en } = name as Record<string, unknown>;
    if (typeof ar !== 'string' || typeof en !== 'string' || !ar.trim() || !en.trim()) return null;
    return { name: { ar, en } };
  } catch {
    return null;
  }
}

/** The operator's name in the language in use, or null when the host names none. */
export function portalOperatorName(): string | null {
  return readPortalOperator()?.name[getLanguage()] ?? null;
}
