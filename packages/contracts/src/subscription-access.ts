// Who may read the premium content: the one rule the portal's gate, the server's channels (SMS
// keywords, USSD, alerts) and the state machine share (docs/product.md#a-subscription-that-is-not-active).
// Zod-free, so a browser bundle may import it (`@sarraf/contracts/subscription-access`).

/** The states whose content is open whatever the date: paid up (`active`), or a renewal being retried (`grace`). */
export const ACCESS_STATES = ['active', 'grace'] as const;

/**
 * Open in `active` and `grace`; in `cancelled` until `accessUntil`, the end of the period paid
 * before the cancellation (null: nothing left to keep). Closed in `pending_payment` and `suspended`.
 */
export function hasAccess(state: string, accessUntil: Date | string | null | undefined, now: Date): boolean {
  if ((ACCESS_STATES as readonly string[]).includes(state)) return true;
  if (state !== 'cancelled' || !accessUntil) return false;
  const until = typeof accessUntil === 'string' ? Date.parse(accessUntil) : accessUntil.getTime();
  return until > now.getTime();
}
