import { inArray, sql, type SQL } from 'drizzle-orm';
import type {
  TBillEntry,
  TBillEventKind,
  TGetMyBillTransactionsQuery,
  TGetMyBillTransactionsResponse,
} from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { transactions } from '../../db/schema/index';
import { rangeBound } from '../../lib/local-time';
import { rowsOf } from '../../lib/sql-rows';
import { presentTransaction } from '../billing';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The Arabic line of each subscription event, before the plan's name. */
const EVENT_LINES: Record<TBillEventKind, string> = {
  cancellation: 'إلغاء الاشتراك في ',
  reactivation: 'إعادة تفعيل الاشتراك في ',
  plan_change: 'الانتقال إلى ',
};

/**
 * Which transitions of `subscription_events` my bill lists, and as what: a plan change; a
 * reactivation (charged or within the period paid, or any way back from `cancelled` to `active`);
 * a cancellation (into `cancelled` from anything else, whoever cancelled). The rest (renewals,
 * retries, suspensions) are the ledger's own story or no event of the subscriber's.
 */
const EVENT_KIND = sql`case
  when e.reason = 'plan_changed' then 'plan_change'
  when e.reason in ('reactivated', 'reactivated_in_period')
    or (e.from_state = 'cancelled' and e.to_state = 'active') then 'reactivation'
  when e.to_state = 'cancelled' and e.from_state is not null and e.from_state <> 'cancelled'
    then 'cancellation'
end`;

interface EntryRow {
  source: 'ledger' | 'event';
  id: string;
  kind: string;
  description: string;
  subscription_id: string;
  created_ms: number;
  access_until_ms: number | null;
}

const epochMs = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;

/**
 * My bill: every ledger row of the subscriber, charges and refunds, succeeded, failed or still
 * pending, and every cancellation, reactivation and plan change of their subscriptions
 * (docs/product.md#what-my-bill-lists), newest first, paged; filtered by kind, status (ledger rows only: an
 * event has none), a `created_at` range and words of the description or reference. Events are no
 * ledger rows: they carry no amount, currency or reference, and revenue and settlement never read
 * them. Only the token's own rows: the subscriber id comes from the token.
 */
export async function listBillTransactions(
  db: Db,
  /** TIME_ZONE: a bare day in `from`/`to` is a day there. */
  zone: string,
  subscriberId: number,
  query: TGetMyBillTransactionsQuery,
): Promise<TGetMyBillTransactionsResponse> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(sql`x.source = 'ledger' and x.status = ${query.status}`);
  if (query.kind) conditions.push(sql`x.kind = ${query.kind}`);
  const from = rangeBound(query.from, 'from', zone);
  const to = rangeBound(query.to, 'to', zone);
  if (from) conditions.push(sql`x.created_at >= ${from.toISOString()}::timestamptz`);
  if (to) conditions.push(sql`x.created_at <= ${to.toISOString()}::timestamptz`);
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(sql`(x.description ilike ${pattern} or x.reference ilike ${pattern})`);
  }
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;

  const entries = sql`
    select 'ledger' as source, t.id, t.kind::text as kind, t.status::text as status, t.description,
      t.reference, t.subscription_id, t.created_at, null::timestamptz as access_until
    from transactions t
    where t.subscriber_id = ${subscriberId}
    union all
    select 'event', e.id, k.kind, null, case k.kind
        when 'cancellation' then ${EVENT_LINES.cancellation} || p.name
        when 'reactivation' then ${EVENT_LINES.reactivation} || p.name
        else ${EVENT_LINES.plan_change} || coalesce(charged.name, p.name)
      end,
      null, e.subscription_id, e.created_at,
      case when k.kind = 'cancellation' then (e.details ->> 'access_until')::timestamptz end
    from subscription_events e
    join subscriptions s on s.id = e.subscription_id
    join plans p on p.id = s.plan_id
    left join transactions charge on charge.id = e.transaction_id
    left join plans charged on charged.id = charge.plan_id
    cross join lateral (select ${EVENT_KIND} as kind) k
    where s.subscriber_id = ${subscriberId} and k.kind is not null`;

  const [counted] = rowsOf<{ total: number }>(
    await db.execute(sql`select count(*)::int as total from (${entries}) x ${where}`),
  );
  const page = rowsOf<EntryRow>(
    await db.execute(sql`
      select x.source, x.id::text as id, x.kind, x.description, x.subscription_id::text as subscription_id,
        ${epochMs(sql`x.created_at`)} as created_ms, ${epochMs(sql`x.access_until`)} as access_until_ms
      from (${entries}) x ${where}
      order by x.created_at desc, x.source desc, x.id desc
      limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`),
  );

  const ledgerIds = page.filter((row) => row.source === 'ledger').map((row) => Number(row.id));
  const ledger = new Map(
    ledgerIds.length
      ? (await db.select().from(transactions).where(inArray(transactions.id, ledgerIds))).map((row) => [
          String(row.id),
          row,
        ])
      : [],
  );
  const iso = (ms: number | null) => (ms === null ? null : new Date(Math.floor(Number(ms))).toISOString());
  const data = page.flatMap((row): TBillEntry[] => {
    if (row.source === 'ledger') {
      const found = ledger.get(row.id);
      return found ? [presentTransaction(found)] : [];
    }
    return [
      {
        reference: null,
        kind: row.kind as TBillEventKind,
        status: null,
        amount_minor: null,
        currency: null,
        description: row.description,
        reason: null,
        subscription_uuid: row.subscription_id,
        period_start: null,
        period_end: null,
        created_at: iso(row.created_ms)!,
        settled_at: null,
        access_until: iso(row.access_until_ms),
      },
    ];
  });
  const total = Number(counted?.total ?? 0);
  return {
    data,
    meta: {
      current_page: query.page,
      per_page: query.per_page,
      total,
      last_page: Math.max(1, Math.ceil(total / query.per_page)),
    },
  };
}
