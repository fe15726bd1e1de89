import type { TAdminSms, TAdminSmsQuery, TPageMeta } from '@sarraf/contracts';
import type { Db } from '../../../db/client';
import type { MsisdnRules } from '../../../lib/msisdn';
import { msisdnMatch } from '../operations/msisdn-search';
import { pageMeta } from '../../../lib/query-helpers';
import { rangeBound } from '../../../lib/local-time';
import { findSmsRows } from './sms-rows';

/** The SMS log: delivery status per message, filtered, codes masked. */
export async function listSms(
  db: Db,
  /** TIME_ZONE: a bare day in `from`/`to` is a day there. */
  zone: string,
  rules: MsisdnRules,
  query: TAdminSmsQuery,
): Promise<{ data: TAdminSms[]; meta: TPageMeta }> {
  const { rows, total } = await findSmsRows(
    db,
    {
      operatorId: query.operator,
      msisdn: query.msisdn ? (msisdnMatch(query.msisdn, rules) ?? undefined) : undefined,
      status: query.status,
      purpose: query.purpose,
      from: rangeBound(query.from, 'from', zone),
      to: rangeBound(query.to, 'to', zone),
    },
    { limit: query.per_page, offset: (query.page - 1) * query.per_page },
  );
  return { data: rows, meta: pageMeta(query.page, query.per_page, total) };
}
