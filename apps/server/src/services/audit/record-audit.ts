import type { TAdminUser } from '@sarraf/contracts';
import type { AuditAction } from '@sarraf/contracts/audit-actions';
import type { Db, Tx } from '../../db/client';
import { auditLog } from '../../db/schema/index';

export interface AuditEntry {
  /**
   * Dotted verb: `rate.publish`, `news.update`, `transaction.refund`…, one of the contract's list, so
   * the back office has a name for each (a new action is added there first).
   */
  action: AuditAction;
  /** The table or concept changed: `news`, `currency`, `subscription`… */
  entity: string;
  entityId?: string | number | null;
  /** The row as it was and as it is now; null for a creation / a deletion. */
  before?: unknown;
  after?: unknown;
}

/** A signed-in back-office user, as back-office/authenticate-admin-session.ts finds it. */
export interface AuthenticatedAdmin {
  sessionId: string;
  /** As the session answer shows it; `operator_id` is a care user's one operator. */
  user: TAdminUser;
}

/** A signed-in back-office user and the address the request came from. */
export interface AdminActor {
  admin: AuthenticatedAdmin;
  ip?: string | null;
}

/**
 * Who a row names when no admin is signed in: a sign-in attempt (the account tried, or the email
 * typed), an ops command (`system`), or a partner's API key (`partner`, labelled with the key's name
 * and its source; `id` stays null, since it points at back-office users).
 */
export interface AuditActor {
  type: 'admin' | 'system' | 'partner';
  id?: number | null;
  label: string;
  ip?: string | null;
}

/**
 * Writes one audit row for a back-office write (who, when, what, before/after).
 * Call it with the transaction of the write itself, so a change is never without its trail and a
 * trail never without its change.
 */
export async function recordAdminAudit(
  executor: Db | Tx,
  actor: AdminActor,
  entry: AuditEntry,
): Promise<void> {
  await recordAudit(
    executor,
    { type: 'admin', id: actor.admin.user.id, label: actor.admin.user.email, ip: actor.ip ?? null },
    entry,
  );
}

/** The one writer of `audit_log` rows; `recordAdminAudit` for a signed-in admin's writes. */
export async function recordAudit(executor: Db | Tx, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await executor.insert(auditLog).values({
    actorType: actor.type,
    actorId: actor.id ?? null,
    actorLabel: actor.label,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    before: toJson(entry.before),
    after: toJson(entry.after),
    ip: actor.ip ?? null,
  });
}

// Dates and bigints survive as strings; undefined becomes null (jsonb has no undefined).
function toJson(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return JSON.parse(JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)));
}
