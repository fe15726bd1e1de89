import { and, eq } from 'drizzle-orm';
import { operatorWebhookEvents, subscribers } from '../../db/schema/index';
import { parseMsisdn } from '../../lib/msisdn';
import type { BillingDeps } from '../billing';

export type Kind = (typeof operatorWebhookEvents.$inferInsert)['kind'];

/** Where an operator event came in: our webhooks, the OneAPI gateway's callbacks, or SMPP. */
export type EventChannel = 'operator_webhook' | 'oneapi' | 'smpp';

/**
 * Logs an operator event before acting on it (docs/design.md#operator-webhooks). Its key is the
 * operator that sent it, the channel, the kind and the sender's own id: a replay of a processed event is reported as a
 * duplicate and changes nothing, while an SMS whose id happens to equal a notification's is its own
 * event (docs/security.md#operator-event-ids-are-unique-per-channel-and-kind). An event logged but
 * never processed (a crash in between) is processed on its replay; every action it takes is itself
 * idempotent (a row settles once, a subscription cancels once).
 */
export async function logEvent(
  deps: BillingDeps,
  event: {
    operatorId: string;
    channel: EventChannel;
    externalId: string;
    kind: Kind;
    msisdn: string | null;
    payload: unknown;
  },
): Promise<{ id: number; duplicate: boolean }> {
  const { db } = deps.database;
  const [inserted] = await db
    .insert(operatorWebhookEvents)
    .values({
      operatorId: event.operatorId,
      channel: event.channel,
      externalId: event.externalId,
      kind: event.kind,
      msisdn: event.msisdn,
      payload: event.payload,
    })
    .onConflictDoNothing()
    .returning({ id: operatorWebhookEvents.id });
  if (inserted) return { id: inserted.id, duplicate: false };
  const [known] = await db
    .select({ id: operatorWebhookEvents.id, processedAt: operatorWebhookEvents.processedAt })
    .from(operatorWebhookEvents)
    .where(
      and(
        eq(operatorWebhookEvents.operatorId, event.operatorId),
        eq(operatorWebhookEvents.channel, event.channel),
        eq(operatorWebhookEvents.kind, event.kind),
        eq(operatorWebhookEvents.externalId, event.externalId),
      ),
    );
  return { id: known!.id, duplicate: known!.processedAt !== null };
}

export async function finishEvent(
  deps: BillingDeps,
  id: number,
  result: string,
  details: Record<string, unknown>,
) {
  await deps.database.db
    .update(operatorWebhookEvents)
    .set({ processedAt: new Date(), result })
    .where(eq(operatorWebhookEvents.id, id));
  deps.log.info({ operatorEvent: id, result, ...details }, 'operator event processed');
}

/** The live subscriber of a number; a retired row (the number recycled away from it) is not one. */
export async function subscriberIdOf(deps: BillingDeps, raw: string): Promise<{ id: number } | null> {
  const parsed = parseMsisdn(raw, { defaultCountry: deps.config.defaultCountry });
  if (!parsed.ok) return null;
  const [row] = await deps.database.db
    .select({ id: subscribers.id })
    .from(subscribers)
    .where(eq(subscribers.msisdn, parsed.msisdn));
  return row ?? null;
}

export const storedForm = (deps: BillingDeps, raw: string) => {
  const parsed = parseMsisdn(raw, { defaultCountry: deps.config.defaultCountry });
  return parsed.ok ? parsed.msisdn : null;
};
