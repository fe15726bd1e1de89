import type { TAdminTransactionsQuery, TAdminTransaction, TPageMeta } from '@sarraf/contracts';
import type { Db } from '../../../db/client';
import type { MsisdnRules } from '../../../lib/msisdn';
import { msisdnMatch } from '../operations/msisdn-search';
import { pageMeta } from '../../../lib/query-helpers';
import { rangeBound } from '../../../lib/local-time';
import { findLedgerRows } from './ledger-rows';

/** The ledger across subscribers: filters by status, kind, created_at range, msisdn. */
export async function listTransactions(
  db: Db,
  /** TIME_ZONE: a bare day in `from`/`to` is a day there. */
  zone: string,
  rules: MsisdnRules,
  query: TAdminTransactionsQuery & { operator?: string | undefined },
): Promise<{ data: TAdminTransaction[]; meta: TPageMeta }> {
  const msisdn = query.msisdn ? msisdnMatch(query.msisdn, rules) : undefined;
  const { rows, total } = await findLedgerRows(
    db,
    {
      operatorId: query.operator,
      subscriberId: query.subscriber_id,
      status: query.status,
      kind: query.kind,
      from: rangeBound(query.from, 'from', zone),
      to: rangeBound(query.to, 'to', zone),
      msisdn: msisdn ?? undefined,
    },
    { limit: query.per_page, offset: (query.page - 1) * query.per_page },
  );
  return { data: rows, meta: pageMeta(query.page, query.per_page, total) };
}
