import { and, asc, isNull, lt } from 'drizzle-orm';
import { ratePublications } from '../../db/schema/index';
import type { AlertsDeps } from './alerts-deps';
import { evaluatePublication } from './evaluate-publication';

/**
 * Publications still unevaluated a while after they were written: their `alerts.evaluate` job was
 * lost (a crash between commit and send) or never sent (a publisher without the queue). Evaluated
 * here, oldest first; evaluation is idempotent, so racing the job itself is harmless.
 */
export async function sweepPendingPublications(
  deps: AlertsDeps,
  options: { olderThanMs?: number } = {},
): Promise<number> {
  const pending = await deps.database.db
    .select({ id: ratePublications.id })
    .from(ratePublications)
    .where(
      and(
        isNull(ratePublications.evaluatedAt),
        lt(ratePublications.createdAt, new Date(Date.now() - (options.olderThanMs ?? 20_000))),
      ),
    )
    .orderBy(asc(ratePublications.createdAt))
    .limit(50);
  for (const { id } of pending) await evaluatePublication(deps, id);
  return pending.length;
}
