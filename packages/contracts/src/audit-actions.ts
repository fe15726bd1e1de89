// What an audit row says was done (`audit_log.action`): the server writes only these, and the back
// office names each in Arabic. Zod-free, so a browser bundle may import it
// (`@sarraf/contracts/audit-actions`). Rows written before an action was renamed may hold another
// code; the back office then shows the code itself.

/** The content tables an editor creates, updates and deletes rows of, by their audit `entity`. */
export const CONTENT_ENTITIES = [
  'currency',
  'price_source',
  'price_list',
  'category',
  'category_item',
  'exchange_company',
  'exchange_company_phone',
  'news',
  'plan',
] as const;

export type ContentEntity = (typeof CONTENT_ENTITIES)[number];

const CONTENT_VERBS = ['create', 'update', 'delete'] as const;

export const AUDIT_ACTIONS = [
  ...CONTENT_ENTITIES.flatMap((entity) => CONTENT_VERBS.map((verb) => `${entity}.${verb}` as const)),
  'admin_session.sign_in',
  'admin_session.sign_in_failed',
  'admin_session.locked',
  'admin_session.sign_out',
  'admin_session.sign_out_everywhere',
  'admin_user.create',
  'admin_user.password_reset',
  'admin_user.update',
  'admin_user.role',
  'admin_user.disable',
  'admin_user.enable',
  'contact_message.answer',
  'contact_message.mark_new',
  'contact_message.mark_read',
  'information_page.update',
  'operator.assign',
  'partner_key.create',
  'partner_key.revoke',
  'rate.publish',
  'rate.feed_import',
  'rate.partner_push',
  'rate_feed.create',
  'rate_feed.update',
  'rate_feed.delete',
  'rate_review.approve',
  'rate_review.reject',
  'settings.update',
  'settlement.import',
  'subscription.cancel',
  'transaction.refund',
  'upload.create',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export function isAuditAction(value: string): value is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(value);
}
