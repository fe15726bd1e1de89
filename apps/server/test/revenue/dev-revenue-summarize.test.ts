import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDevRevenueSummarize } from '@sarraf/contracts';
import { localDateOf } from '../../src/lib/local-time';
import { signInAs, type AdminClient } from '../admin/helpers';
import { call, signUp, startBillingServer } from '../support/billing';
import { startTestServer, type TestServer } from '../support/test-server';

// The browser tests' way to see fresh charges on the revenue dashboard: the job's run, on demand.
describe('POST /api/dev/revenue/summarize', () => {
  let server: TestServer;
  let admin: AdminClient;
  // Days of the service's zone (TIME_ZONE, Asia/Aden by default).
  const today = localDateOf(new Date(), 'Asia/Aden');

  beforeAll(async () => {
    server = await startBillingServer();
    admin = await signInAs(server, 'admin');
  });
  afterAll(() => server?.close());

  const todayOf = async () => {
    const answer = await admin.api.ok('adminGetRevenue');
    return answer.data.days.find((day) => day.day === today);
  };

  it('brings the summary tables up to date at once, and a second run changes nothing', async () => {
    const first = await call(server, runDevRevenueSummarize);
    expect(first.status).toBe(200);
    const before = (await todayOf())?.charges_succeeded ?? 0;

    await signUp(server);
    expect((await todayOf())?.charges_succeeded ?? 0).toBe(before);
    const run = await call(server, runDevRevenueSummarize);
    expect(run.status).toBe(200);
    expect(run.body.data).toMatchObject({ to: today });
    expect(run.body.data.days).toBeGreaterThanOrEqual(1);
    expect((await todayOf())?.charges_succeeded).toBe(before + 1);

    // Without a body at all, as a browser test's bare POST sends it.
    // (The contract takes no body: the typed client sends none.)
    await server.api.ok('runDevRevenueSummarize');
    expect((await todayOf())?.charges_succeeded).toBe(before + 1);
  });

  it('does not exist when dev routes are off', async () => {
    const closed = await startTestServer({ env: { NODE_ENV: 'development', HOST: '0.0.0.0' } });
    try {
      expect((await closed.api.call('runDevRevenueSummarize', { rawJson: {} })).status).toBe(404);
    } finally {
      await closed.close();
    }
  });
});
