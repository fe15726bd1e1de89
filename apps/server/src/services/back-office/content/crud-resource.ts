import type { ContentEntity } from '@sarraf/contracts/audit-actions';
import type { Db, Tx } from '../../../db/client';
import type { Config } from '../../../env';
import { HttpError, unprocessable } from '../../../lib/http-error';
import type { ContentTag } from '../../content-cache';

/**
 * One back-office content resource: how to read, write and delete its rows. The services beside
 * it (`list-content-items.ts`, `create-`, `update-`, `delete-content-item.ts`) add what every
 * resource shares: the transaction, the audit row with before/after, the cache invalidation after
 * the commit, paging and search.
 */
export interface CrudResource<Item, Input, Id extends string | number, Filters = unknown> {
  /** Audit `entity` and the verb prefix: `currency` → `currency.create`. */
  entity: ContentEntity;
  /** Public caches built from this table. */
  tags: readonly ContentTag[];
  /** Every row matching the list's own filters, in display order (content tables are small). */
  all(db: Db, filters: Filters): Promise<Item[]>;
  /** What the list's search box matches. */
  searchText(item: Item): string;
  find(db: Db | Tx, id: Id): Promise<Item | undefined>;
  create(tx: Tx, input: Input, adminId: number, context: WriteContext): Promise<Id>;
  /**
   * May answer more than the row (merged into the response and the audit row) and SMS it stored,
   * which `updateContentItem` hands to `sms.send` once the transaction has committed.
   */
  update(
    tx: Tx,
    id: Id,
    input: Input,
    adminId: number,
    context: WriteContext,
  ): Promise<void | WriteOutcome<Item>>;
  remove(tx: Tx, id: Id): Promise<void>;
  /** Unique constraints → the input field a duplicate is reported on. */
  uniqueFields?: Record<string, string>;
  /** Refuses a deletion the database would allow but the product must not (the base currency). */
  assertRemovable?(item: Item): void;
}

/** What a write may need beyond the transaction. */
export interface WriteContext {
  config: Config;
}

export interface WriteOutcome<Item> {
  extra?: Partial<Item>;
  smsIds?: readonly number[];
}

interface PgErrorLike {
  code?: unknown;
  constraint?: unknown;
  constraint_name?: unknown;
  cause?: unknown;
}

/** The PostgreSQL error under Drizzle's wrapper, if the failure was one. */
function pgErrorOf(error: unknown): { code: string; constraint?: string } | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as PgErrorLike;
    if (typeof candidate.code === 'string' && /^\d{5}$|^[0-9A-Z]{5}$/.test(candidate.code)) {
      const constraint = candidate.constraint ?? candidate.constraint_name;
      return { code: candidate.code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
    current = candidate.cause;
  }
  return null;
}

/**
 * Turns the database's refusals into answers an editor can act on: a duplicate is a 422 on its
 * field, a row still used elsewhere is a 409. Anything else stays an error (a 500 and a log line).
 */
export function mapWriteError(error: unknown, uniqueFields: Record<string, string> = {}): unknown {
  const pg = pgErrorOf(error);
  if (!pg) return error;
  if (pg.code === '23505') {
    const field = (pg.constraint && uniqueFields[pg.constraint]) ?? Object.values(uniqueFields)[0];
    return field
      ? unprocessable({ [field]: ['content_duplicate'] })
      : new HttpError(409, 'content_duplicate');
  }
  // 23503 foreign_key_violation (NO ACTION), 23001 restrict_violation (ON DELETE RESTRICT).
  if (pg.code === '23503' || pg.code === '23001') return new HttpError(409, 'content_in_use');
  return error;
}
