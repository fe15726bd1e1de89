import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  MAX_MOVE_PERCENT,
  type TAlert,
  type TAlertInput,
  type TAlertLimit,
  type TListAlertsQuery,
  type TListAlertsResponse,
  type TUpdateAlertRequest,
} from '@sarraf/contracts';
import type { Db, Tx } from '../../db/client';
import {
  alerts,
  currencies,
  plans,
  priceSources,
  rates,
  subscribers,
  subscriptions,
} from '../../db/schema/index';
import { textIn } from '../../lib/content-language';
import { currencyNameIn } from '../../lib/currency-names';
import { Decimal } from '../../lib/decimal';
import { forbidden, notFound, unprocessable } from '../../lib/http-error';
import type { Lang, MessageKey } from '../../lib/messages';

type AlertRow = typeof alerts.$inferSelect;

const selection = {
  alert: alerts,
  currencyCode: currencies.code,
  currencyName: currencies.name,
  sourceName: priceSources.name,
  sourceNameEn: priceSources.nameEn,
};

/** An alert as the portal shows it; in English with the market's and the currency's English names. */
function present(
  row: {
    alert: AlertRow;
    currencyCode: string;
    currencyName: string;
    sourceName: string;
    sourceNameEn: string | null;
  },
  lang: Lang = 'ar',
): TAlert {
  const { alert } = row;
  return {
    id: alert.id,
    currency: row.currencyCode,
    currency_name: currencyNameIn(lang, row.currencyCode, row.currencyName),
    source_id: alert.sourceId,
    source_name: textIn(lang, row.sourceName, row.sourceNameEn),
    side: alert.side,
    condition: alert.condition,
    value: new Decimal(alert.value).toString(),
    enabled: alert.enabled,
    channels: [...alert.channels].sort(),
    armed: alert.armed,
    last_fired_at: alert.lastFiredAt?.toISOString() ?? null,
    last_fired_rate: alert.lastFiredRate === null ? null : new Decimal(alert.lastFiredRate).toString(),
    created_at: alert.createdAt.toISOString(),
  };
}

const joined = (db: Db | Tx) =>
  db
    .select(selection)
    .from(alerts)
    .innerJoin(currencies, eq(currencies.id, alerts.currencyId))
    .innerJoin(priceSources, eq(priceSources.id, alerts.sourceId));

/**
 * The plan's alert limit (e.g. 3 on daily, 10 on weekly/monthly): the plan of the
 * subscriber's open subscription, else of their latest one; 0 with none. A lapsed subscriber keeps
 * their alerts (they are simply not evaluated until the subscription is active again).
 */
export async function alertLimit(db: Db | Tx, subscriberId: number): Promise<TAlertLimit> {
  const [plan] = await db
    .select({ maxAlerts: plans.maxAlerts })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.subscriberId, subscriberId))
    .orderBy(sql`${subscriptions.state} = 'cancelled'`, desc(subscriptions.createdAt))
    .limit(1);
  const [used] = await db.select({ n: count() }).from(alerts).where(eq(alerts.subscriberId, subscriberId));
  return { used: Number(used?.n ?? 0), max: plan?.maxAlerts ?? 0 };
}

export async function listAlerts(
  db: Db,
  subscriberId: number,
  query: TListAlertsQuery,
  lang: Lang = 'ar',
): Promise<TListAlertsResponse> {
  const limit = await alertLimit(db, subscriberId);
  const rows = await joined(db)
    .where(eq(alerts.subscriberId, subscriberId))
    .orderBy(desc(alerts.createdAt), desc(alerts.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return {
    data: rows.map((row) => present(row, lang)),
    meta: {
      current_page: query.page,
      per_page: query.per_page,
      total: limit.used,
      last_page: Math.max(1, Math.ceil(limit.used / query.per_page)),
      limit,
    },
  };
}

/** The subscriber's own alert: 404 when no alert has the id, 403 when it is someone else's. */
async function ownAlert(db: Db | Tx, subscriberId: number, id: number, lock = false) {
  const query = db.select().from(alerts).where(eq(alerts.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  if (row.subscriberId !== subscriberId) throw forbidden();
  return row;
}

export async function getAlert(db: Db, subscriberId: number, id: number, lang: Lang = 'ar'): Promise<TAlert> {
  await ownAlert(db, subscriberId, id);
  const [row] = await joined(db).where(eq(alerts.id, id));
  return present(row!, lang);
}

/**
 * The currency and source must exist, be active, and have a rate for that pair (an alert on a
 * pair that is never quoted would never fire); a move is at most 100 %. 422 per field.
 */
async function resolveTarget(
  db: Db | Tx,
  input: Pick<TAlertInput, 'currency' | 'source_id' | 'condition' | 'value'>,
): Promise<{ currencyId: number; sourceId: number }> {
  const errors: Record<string, MessageKey[]> = {};
  const [currency] = await db
    .select({ id: currencies.id, isBase: currencies.isBase })
    .from(currencies)
    .where(and(eq(currencies.code, input.currency), eq(currencies.active, true)));
  const [source] = await db
    .select({ id: priceSources.id })
    .from(priceSources)
    .where(and(eq(priceSources.id, input.source_id), eq(priceSources.active, true)));
  if (!currency || currency.isBase) errors.currency = ['unknown_currency'];
  if (!source) errors.source_id = ['unknown_source'];
  if (currency && !currency.isBase && source) {
    const [quoted] = await db
      .select({ id: rates.id })
      .from(rates)
      .where(and(eq(rates.sourceId, source.id), eq(rates.currencyId, currency.id)))
      .limit(1);
    if (!quoted) errors.currency = ['no_rate_for_currency'];
  }
  if (input.condition === 'move' && new Decimal(input.value).gt(MAX_MOVE_PERCENT))
    errors.value = ['move_percent_too_big'];
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  return { currencyId: currency!.id, sourceId: source!.id };
}

export async function createAlert(
  db: Db,
  subscriberId: number,
  input: TAlertInput,
): Promise<{ alert: TAlert; limit: TAlertLimit }> {
  return db.transaction(async (tx) => {
    // Serialises this subscriber's creations: two taps cannot both pass the limit check.
    await tx
      .select({ id: subscribers.id })
      .from(subscribers)
      .where(eq(subscribers.id, subscriberId))
      .for('update');
    const limit = await alertLimit(tx, subscriberId);
    if (limit.used >= limit.max) throw unprocessable({ alert: ['alert_limit_reached'] });
    const target = await resolveTarget(tx, input);
    const [row] = await tx
      .insert(alerts)
      .values({
        subscriberId,
        ...target,
        side: input.side,
        condition: input.condition,
        value: input.value,
        enabled: input.enabled,
        channels: input.channels,
      })
      .returning({ id: alerts.id });
    const [created] = await joined(tx).where(eq(alerts.id, row!.id));
    return { alert: present(created!), limit: { ...limit, used: limit.used + 1 } };
  });
}

export async function updateAlert(
  db: Db,
  subscriberId: number,
  id: number,
  patch: TUpdateAlertRequest,
): Promise<TAlert> {
  return db.transaction(async (tx) => {
    const current = await ownAlert(tx, subscriberId, id, true);
    const [names] = await tx
      .select({ code: currencies.code })
      .from(currencies)
      .where(eq(currencies.id, current.currencyId));
    const next = {
      currency: patch.currency ?? names!.code,
      source_id: patch.source_id ?? current.sourceId,
      side: patch.side ?? current.side,
      condition: patch.condition ?? current.condition,
      value: patch.value ?? current.value,
    };
    const target = await resolveTarget(tx, next);
    const retargeted =
      target.currencyId !== current.currencyId ||
      target.sourceId !== current.sourceId ||
      next.side !== current.side ||
      next.condition !== current.condition ||
      !new Decimal(next.value).eq(current.value);
    await tx
      .update(alerts)
      .set({
        ...target,
        side: next.side,
        condition: next.condition,
        value: next.value,
        enabled: patch.enabled ?? current.enabled,
        channels: patch.channels ?? current.channels,
        // A new threshold is a new alert: it may fire on the next publish.
        ...(retargeted ? { armed: true, firedOn: null } : {}),
      })
      .where(and(eq(alerts.id, id), eq(alerts.subscriberId, subscriberId)));
    const [updated] = await joined(tx).where(eq(alerts.id, id));
    return present(updated!);
  });
}

export async function deleteAlert(db: Db, subscriberId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await ownAlert(tx, subscriberId, id, true);
    await tx.delete(alerts).where(and(eq(alerts.id, id), eq(alerts.subscriberId, subscriberId)));
  });
}
