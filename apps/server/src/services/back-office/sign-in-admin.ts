import { createHmac } from 'node:crypto';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { adminSessions, adminUsers } from '../../db/schema/index';
import type { Config } from '../../env';
import type { CounterStore } from '../../lib/counter-store';
import { HttpError, tooManyRequests } from '../../lib/http-error';
import { unmatchableHash, verifyPassword } from '../../lib/password';
import { ADMIN_SESSION_IDLE_MS, newAdminSessionToken } from '../../lib/admin-session-cookie';
import { recordAudit } from '../audit';

/** Every fifth failure in a row locks the email for 15 minutes (docs/security.md). */
export const ADMIN_MAX_FAILED_ATTEMPTS = 5;
export const ADMIN_LOCKOUT_MS = 15 * 60 * 1000;
/**
 * Failures are forgotten after a day without one, for known and unknown emails alike: the
 * counters kept for unknown emails then expire, so their store stays bounded.
 */
export const ADMIN_FAILURE_MEMORY_S = 24 * 60 * 60;
const IP_WINDOW_S = 15 * 60;

// Checked when the email is unknown or disabled, so that answer costs the same scrypt as a wrong
// password for a real account.
const dummyHash = unmatchableHash();

export interface SignInAdminDeps {
  db: Db;
  counters: CounterStore;
  config: Pick<Config, 'appSecret' | 'admin'>;
}

export interface SignInAdminInput {
  email: string;
  password: string;
  ip?: string;
  userAgent?: string;
  now?: Date;
}

const badCredentials = () =>
  new HttpError(422, 'admin_bad_credentials', { email: ['admin_bad_credentials'] });
const locked = (seconds: number) => tooManyRequests(seconds, 'admin_locked');

interface FailureOutcome {
  /** Failures in a row, this one included. */
  failures: number;
  /** Seconds the email stays locked (0: not locked). */
  lockedForS: number;
  /** This failure started the lock. */
  startedLock: boolean;
}

/**
 * The failure count and the lock of one email. A real account keeps them in its row; an unknown
 * (or disabled) email in the counter store, under a keyed hash of the address. Both follow the
 * same rule, so the answers cannot tell whether the email exists: every failure counts once,
 * atomically (parallel guesses count one each); a count reaching a multiple of five starts a
 * 15-minute lock unless one is running; a day without failures forgets the count.
 */
interface FailureRecord {
  lockedForS(now: Date): Promise<number>;
  recordFailure(now: Date): Promise<FailureOutcome>;
}

function accountRecord(db: Db, user: typeof adminUsers.$inferSelect): FailureRecord {
  return {
    lockedForS: (now) =>
      Promise.resolve(user.lockedUntil && user.lockedUntil > now ? secondsUntil(user.lockedUntil, now) : 0),
    async recordFailure(now) {
      const at = sql`${now.toISOString()}::timestamptz`;
      const until = new Date(now.getTime() + ADMIN_LOCKOUT_MS);
      // One statement, so concurrent failures serialise on the row; every right-hand side reads
      // the row as it was before this update.
      const counted = sql`(case when ${adminUsers.updatedAt} < ${at} - make_interval(secs => ${ADMIN_FAILURE_MEMORY_S}) then 0 else ${adminUsers.failedAttempts} end + 1)`;
      const [row] = await db
        .update(adminUsers)
        .set({
          failedAttempts: counted,
          lockedUntil: sql`case
            when ${adminUsers.lockedUntil} > ${at} then ${adminUsers.lockedUntil}
            when ${counted} % ${ADMIN_MAX_FAILED_ATTEMPTS} = 0 then ${until.toISOString()}::timestamptz
            else ${adminUsers.lockedUntil} end`,
          updatedAt: now,
        })
        .where(eq(adminUsers.id, user.id))
        .returning({ failures: adminUsers.failedAttempts, lockedUntil: adminUsers.lockedUntil });
      const lockedUntil = row?.lockedUntil ?? null;
      const lockedForS = lockedUntil && lockedUntil > now ? secondsUntil(lockedUntil, now) : 0;
      return {
        failures: row?.failures ?? 0,
        lockedForS,
        startedLock: lockedUntil?.getTime() === until.getTime(),
      };
    },
  };
}

function unknownEmailRecord(counters: CounterStore, subject: string): FailureRecord {
  const failKey = `admin-signin:fail:${subject}`;
  const lockKey = `admin-signin:lock:${subject}`;
  const lockedForS = async () => {
    const lock = await counters.peek(lockKey);
    return lock.count > 0 ? lock.resetInS : 0;
  };
  return {
    lockedForS,
    async recordFailure() {
      // INCR is atomic in both stores; the lock key's TTL is set by its first hit only, so a lock
      // running is never extended by a concurrent fifth failure.
      const { count } = await counters.hit(failKey, ADMIN_FAILURE_MEMORY_S, 1, { sliding: true });
      if (count % ADMIN_MAX_FAILED_ATTEMPTS === 0) {
        const lock = await counters.hit(lockKey, ADMIN_LOCKOUT_MS / 1000);
        return { failures: count, lockedForS: lock.resetInS, startedLock: lock.count === 1 };
      }
      return { failures: count, lockedForS: await lockedForS(), startedLock: false };
    },
  };
}

const secondsUntil = (until: Date, now: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

/** A keyed hash: the counter store (Redis) never holds the addresses people typed. */
const subjectOf = (appSecret: string, email: string) =>
  createHmac('sha256', appSecret).update(`admin-signin:${email}`).digest('base64url').slice(0, 32);

interface SignInAuditEntry {
  action: 'admin_session.sign_in' | 'admin_session.sign_in_failed' | 'admin_session.locked';
  user: { id: number; email: string } | undefined;
  email: string;
  ip: string | undefined;
  entityId?: string;
  after: Record<string, unknown>;
}

/** Sign-in events have no signed-in actor yet: the row names the account tried, or the email typed. */
async function auditSignIn(executor: Db | Tx, entry: SignInAuditEntry) {
  await recordAudit(
    executor,
    {
      type: 'admin',
      id: entry.user?.id ?? null,
      label: entry.user?.email ?? entry.email,
      ip: entry.ip ?? null,
    },
    { action: entry.action, entity: 'admin_session', entityId: entry.entityId ?? null, after: entry.after },
  );
}

/**
 * Checks email and password and opens a session (docs/security.md, "Back-office sign-in"). In
 * order: the per-IP limit (429), the email's lock (429, no hash), one scrypt behind the process's
 * hash limiter (503 when busy), then the failure count or the session. An unknown or disabled
 * email goes through the same steps and answers exactly like a wrong password, lock included.
 */
export async function signInAdmin(deps: SignInAdminDeps, input: SignInAdminInput) {
  const { db, counters, config } = deps;
  const now = input.now ?? new Date();
  const email = input.email.trim().toLowerCase();

  if (input.ip) {
    const perIp = await counters.hit(`admin-signin:ip:${input.ip}`, IP_WINDOW_S);
    if (perIp.count > config.admin.signInIpPer15Min) throw tooManyRequests(perIp.resetInS);
  }

  const [found] = await db
    .select()
    .from(adminUsers)
    .where(sql`lower(${adminUsers.email}) = ${email}`)
    .limit(1);
  const user = found?.active ? found : undefined;
  const record = user
    ? accountRecord(db, user)
    : unknownEmailRecord(counters, subjectOf(config.appSecret, email));

  const lockedForS = await record.lockedForS(now);
  if (lockedForS > 0) throw locked(lockedForS);

  const matches = await verifyPassword(input.password, user?.passwordHash ?? dummyHash);
  if (!user || !matches) {
    const outcome = await record.recordFailure(now);
    const audited = { user, email, ip: input.ip };
    await auditSignIn(db, {
      ...audited,
      action: 'admin_session.sign_in_failed',
      after: { failures: outcome.failures, ...(user ? {} : { account: found ? 'disabled' : 'unknown' }) },
    });
    if (outcome.startedLock) {
      await auditSignIn(db, {
        ...audited,
        action: 'admin_session.locked',
        after: { locked_until: new Date(now.getTime() + outcome.lockedForS * 1000).toISOString() },
      });
    }
    if (outcome.lockedForS > 0) throw locked(outcome.lockedForS);
    throw badCredentials();
  }

  const { token, tokenHash } = newAdminSessionToken();
  const opened = await db.transaction(async (tx) => {
    // A concurrent failure may have locked the account while this password was checked: the
    // lock wins, so no guess in flight can get past it.
    const [open] = await tx
      .update(adminUsers)
      .set({ failedAttempts: 0, lockedUntil: null, lastLoginAt: now })
      .where(
        and(eq(adminUsers.id, user.id), or(isNull(adminUsers.lockedUntil), lte(adminUsers.lockedUntil, now))),
      )
      .returning({ id: adminUsers.id });
    if (!open) return false;
    const [session] = await tx
      .insert(adminSessions)
      .values({
        tokenHash,
        adminUserId: user.id,
        expiresAt: new Date(now.getTime() + ADMIN_SESSION_IDLE_MS),
        lastUsedAt: now,
        ip: input.ip ?? null,
        userAgent: input.userAgent?.slice(0, 300) ?? null,
      })
      .returning({ id: adminSessions.id });
    await auditSignIn(tx, {
      action: 'admin_session.sign_in',
      user,
      email,
      ip: input.ip,
      entityId: session!.id,
      after: { user_agent: input.userAgent?.slice(0, 300) ?? null },
    });
    return true;
  });
  if (!opened) {
    const [row] = await db
      .select({ lockedUntil: adminUsers.lockedUntil })
      .from(adminUsers)
      .where(eq(adminUsers.id, user.id));
    throw locked(row?.lockedUntil ? secondsUntil(row.lockedUntil, now) : ADMIN_LOCKOUT_MS / 1000);
  }
  return {
    token,
    user: { id: user.id, email: user.email, name: user.name, role: user.role, operator_id: user.operatorId },
  };
}
