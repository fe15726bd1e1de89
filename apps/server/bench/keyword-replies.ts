/**
 * Keyword replies a second through the SMS queue: inbound SMS → keyword read → reply stored and
 * queued → sent by the `sms.send` job (the outbox driver, so the gateway costs nothing and the
 * figure is ours). On PostgreSQL (TEST_DATABASE_URL; its own database, dropped after) and PGlite.
 * A benchmark, not a test: it prints figures.
 *
 *   npx tsx apps/server/bench/keyword-replies.ts [--messages 3000] [--concurrency 16]
 *                                                [--only pglite|postgres]
 *
 * Each run: a fresh migrated database with a base currency, three quoted currencies at one main
 * market, one plan and `subscribers` active subscribers; a worker process's `sms.send` handler
 * (pg-boss, its own concurrency) started on it. Then `messages` inbound SMS (currency names,
 * `اسعار`, `مساعدة`, spread over the subscribers) go through `receiveInboundSms` — the operator
 * webhook's own service — `concurrency` at a time. Measured: inbound handled a second (reply
 * stored and its job queued), and end to end until every reply is `sent`. `sms.send` has no TPS
 * limit of its own (only alert SMS are paced, ALERT_SMS_TPS); the job's concurrency bounds it.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { DEFAULT_OPERATOR_ID, loadConfig } from '../src/env';
import { rowsOf } from '../src/lib/sql-rows';
import { openJobQueue } from '../src/jobs/queue';
import { createJobRequests } from '../src/jobs/job-requests';
import { smsSendJob } from '../src/jobs/sms-send';
import { queueDefinitions, startWorker } from '../src/worker';
import { createDrivers } from '../src/runtime';
import { createContentCache } from '../src/services/content-cache';
import { receiveInboundSms } from '../src/services/phone-channels';
import { benchDatabases, freshDatabase } from './fresh-database';

const { values } = parseArgs({
  options: {
    messages: { type: 'string', default: '3000' },
    subscribers: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '16' },
    only: { type: 'string' },
  },
});
const MESSAGES = Number(values.messages);
const SUBSCRIBERS = Number(values.subscribers);
const CONCURRENCY = Number(values.concurrency);
const TEXTS = ['دولار', 'الدولار', 'USD', 'ريال سعودي', 'يورو', 'اسعار', 'مساعدة'];
const log = pino({ level: 'warn' }) as unknown as FastifyBaseLogger;

async function seed(database: Database, subscribers: number) {
  const { db } = database;
  await db.execute(sql`
    insert into currencies (code, name, symbol, flag, is_base, sort_order) values
      ('YER', 'ريال يمني', 'ر.ي', '🇾🇪', true, 0), ('USD', 'دولار أمريكي', '$', '🇺🇸', false, 1),
      ('SAR', 'ريال سعودي', 'ر.س', '🇸🇦', false, 2), ('EUR', 'يورو', '€', '🇪🇺', false, 3)`);
  await db.execute(sql`insert into price_sources (name, city, type, is_primary)
    values ('سوق صنعاء', 'صنعاء', 'parallel', true)`);
  await db.execute(sql`insert into rates (currency_id, source_id, buy, sell, recorded_at)
    select c.id, s.id, 530 + c.id, 532 + c.id, now() - interval '10 minutes'
    from currencies c cross join price_sources s where not c.is_base`);
  await db.execute(sql`insert into plans (name, price_minor, currency, period)
    values ('الباقة اليومية', 5000, 'YER', 'daily')`);
  await db.execute(sql`
    with created as (
      insert into subscribers (msisdn)
      select '9677' || lpad(g::text, 8, '0') from generate_series(1, ${subscribers}::int) g
      returning id
    )
    insert into subscriptions (subscriber_id, plan_id, state, agreed_price_minor, agreed_currency,
                               current_period_start, current_period_end)
    select id, (select id from plans limit 1), 'active', 5000, 'YER', now(), now() + interval '1 day'
    from created`);
  await db.execute(sql`analyze`);
}

const countOf = async (database: Database, statement: ReturnType<typeof sql>) =>
  rowsOf<{ n: number }>(await database.db.execute(statement))[0]!.n;

async function run(kind: 'pglite' | 'postgres') {
  const fresh = await freshDatabase(kind, { label: 'keywords' });
  const database = await openDatabase(fresh.config);
  try {
    await migrateDatabase(database);
    await seed(database, SUBSCRIBERS);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'sarraf-bench-data-')),
      APP_SECRET: 'bench-secret-bench-secret-bench-secret-0',
      SMS_DRIVER: 'outbox',
    });
    const queue = await openJobQueue(database, { isWorker: true, log, queues: queueDefinitions });
    const contentCache = createContentCache();
    const deps = {
      config,
      database,
      queue,
      jobs: createJobRequests(queue),
      log,
      contentCache,
      ...createDrivers(config, database, log),
    };
    await startWorker(deps, [smsSendJob]);

    let next = 0;
    const started = performance.now();
    const sender = async () => {
      for (let index = next++; index < MESSAGES; index = next++) {
        await receiveInboundSms(deps, {
          operatorId: DEFAULT_OPERATOR_ID,
          channel: 'operator_webhook',
          messageId: `bench-${index}`,
          from: `9677${String((index % SUBSCRIBERS) + 1).padStart(8, '0')}`,
          to: '4545',
          text: TEXTS[index % TEXTS.length]!,
          payload: { index },
        });
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, sender));
    const handledS = (performance.now() - started) / 1000;
    let sent = 0;
    for (;;) {
      sent = await countOf(
        database,
        sql`select count(*)::int as n from sms_messages where purpose = 'keyword.reply' and status = 'sent'`,
      );
      if (sent >= MESSAGES || performance.now() - started > 600_000) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const endToEndS = (performance.now() - started) / 1000;
    const replies = await countOf(
      database,
      sql`select count(*)::int as n from sms_messages where purpose = 'keyword.reply'`,
    );
    const rates = await countOf(
      database,
      sql`select count(*)::int as n from keyword_messages where outcome = 'rates_sent'`,
    );
    await queue.stop({ graceful: false, close: true });
    await deps.smsDrivers.close();
    await contentCache.close();
    return {
      db: kind,
      messages: MESSAGES,
      concurrency: CONCURRENCY,
      replies,
      rateReplies: rates,
      sent,
      handledPerSecond: Math.round(MESSAGES / handledS),
      sentPerSecondEndToEnd: Math.round(sent / endToEndS),
      handledS: Number(handledS.toFixed(2)),
      endToEndS: Number(endToEndS.toFixed(2)),
    };
  } finally {
    await database.close();
    await fresh.drop();
  }
}

const kinds = benchDatabases(values.only);
for (const kind of kinds) {
  const result = await run(kind);
  process.stdout.write(`${JSON.stringify(result)}\n`);
  if (result.replies !== MESSAGES || result.sent !== MESSAGES) {
    process.stderr.write(`${kind}: expected exactly ${MESSAGES} replies, all sent\n`);
    process.exitCode = 1;
  }
}
process.exit();
