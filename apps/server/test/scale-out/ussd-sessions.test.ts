import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/db/client';
import { priceSources, ussdSessions } from '../../src/db/schema/index';
import { CONTENT_TAGS, createContentCache } from '../../src/services/content-cache';
import { fitsUssd } from '../../src/lib/ussd-screen';
import { postgresUrl, quoteIdentifier, withAdminClient } from '../support/databases';
import { signUp, subscriptionOf } from '../support/billing';
import { asServer, startServerProcess, type ServerProcess } from './processes';

/**
 * One USSD session answered by two API processes in turn (docs/ussd.md#sessions): the gateway may
 * send each step of a dialogue to any replica behind its load balancer, so the session lives in the
 * shared database. Skipped unless PostgreSQL and Redis are configured, as the other scale-out tests.
 */
const enabled = Boolean(process.env.TEST_DATABASE_URL && process.env.REDIS_URL);
const SECRET = 'operator-ussd-scale-out-secret-000';

describe.skipIf(!enabled)('a USSD session across 2 API processes on PostgreSQL and Redis', () => {
  const run = `${process.pid}_${Date.now().toString(36)}`;
  const databaseName = `sarraf_ussd_${run}`;
  let dataDir: string;
  let database: Database;
  let apiA: ServerProcess;
  let apiB: ServerProcess;

  beforeAll(async () => {
    await withAdminClient((client) => client.query(`create database ${quoteIdentifier(databaseName)}`));
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'sarraf-ussd-'));
    const env = {
      // development: the dev SMS outbox the sign-up helper reads its code from.
      NODE_ENV: 'development',
      DATABASE_URL: postgresUrl(databaseName),
      REDIS_URL: process.env.REDIS_URL!,
      REDIS_PREFIX: `sarraf-test-${run}:`,
      DATA_DIR: dataDir,
      APP_SECRET: 'test-secret-test-secret-test-secret-000',
      OPERATOR_WEBHOOK_SECRET: SECRET,
      OTP_RESEND_S: '0',
      APP_ROLE: 'api',
    };
    // The first process migrates and seeds; the second finds it done.
    apiA = await startServerProcess(env);
    apiB = await startServerProcess(env);
    database = await openDatabase({ kind: 'postgres', url: postgresUrl(databaseName), poolSize: 2 });
  }, 180_000);

  afterAll(async () => {
    await Promise.all([apiA, apiB].filter(Boolean).map((server) => server.stop(20_000)));
    await database?.close();
    await withAdminClient((client) =>
      client.query(`drop database if exists ${quoteIdentifier(databaseName)} with (force)`),
    );
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  /**
   * An editor moves an exchange company to the top of the markets mid-session, and both processes hear
   * of it through Redis: the session's list, kept in the database, still gives the choices typed
   * the meaning they had on the screen.
   */
  async function putCompanyFirst() {
    const cache = createContentCache({
      redisUrl: process.env.REDIS_URL!,
      channel: `sarraf-test-${run}:content-cache:invalidate`,
    });
    try {
      await cache.whenLive();
      await database.db
        .update(priceSources)
        .set({ sortOrder: -100 })
        .where(eq(priceSources.name, 'شركة الأمانة للصرافة'));
      await cache.invalidate([CONTENT_TAGS.priceSources]);
    } finally {
      await cache.close();
    }
  }

  it('answers each step from whichever process gets it, down to a confirmed cancel', async () => {
    const subscriber = await signUp(asServer(apiA));
    const sessionId = `scale-out-${run}`;
    // Each step: the inputs so far, and the process the gateway happens to pick.
    const steps: Array<[string, ServerProcess, RegExp]> = [
      ['', apiA, /^CON صرّاف\n1\. الأسعار/],
      ['1', apiB, /^CON .*اختر السوق\n1\. سوق صنعاء/],
      ['1*9', apiA, /^CON .*اختر السوق\n1\. البنك المركزي اليمني/],
      ['1*9*1', apiB, /^CON البنك المركزي اليمني\nUSD /],
      ['1*9*1*0', apiA, /^CON .*اختر السوق\n1\. البنك المركزي اليمني/],
      ['1*9*1*0*0*0', apiB, /^CON صرّاف/],
      ['1*9*1*0*0*0*4', apiA, /^CON اشتراكك: نشط\n/],
      // A paid day: cancelling keeps it (docs/ussd.md), and the prompt and the answer say until when.
      ['1*9*1*0*0*0*4*1', apiB, /^CON تبقى الخدمة حتى \d{4}-\d{2}-\d{2} بلا تجديد\. متأكد؟/],
      [
        '1*9*1*0*0*0*4*1*1',
        apiA,
        /^END تم الإلغاء مجاناً ولن يُخصم شيء بعد الآن\.\nالخدمة متاحة لك حتى \d{4}-\d{2}-\d{2}/,
      ],
    ];
    for (const [text, api, expected] of steps) {
      if (text === '1*9*1') {
        await putCompanyFirst();
        // A session opened now sees the editor's order.
        const fresh = await apiB.api.call('receiveOperatorUssd', {
          json: { sessionId: `${sessionId}-2`, msisdn: subscriber.local, serviceCode: '*123#', text: '1' },
          headers: { 'x-operator-secret': SECRET },
        });
        expect(await fresh.text()).toMatch(/^CON .*اختر السوق\n1\. شركة الأمانة للصرافة\n/);
      }
      const response = await api.api.call('receiveOperatorUssd', {
        json: { sessionId, msisdn: subscriber.local, serviceCode: '*123#', text },
        headers: { 'x-operator-secret': SECRET },
      });
      const answer = await response.text();
      expect(response.status, text).toBe(200);
      expect(answer, `${text} on ${api.url}`).toMatch(expected);
      expect(fitsUssd(answer)).toBe(true);
    }
    expect((await subscriptionOf(asServer(apiB), subscriber.token)).state).toBe('cancelled');
    const [row] = await database.db.select().from(ussdSessions).where(eq(ussdSessions.sessionId, sessionId));
    expect(row).toMatchObject({ lastScreen: 'subscription.cancelled', endReason: 'completed' });
  });
});
