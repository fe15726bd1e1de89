import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TRevenueResponse } from '@sarraf/contracts';
import { summarizeRevenue } from '../../src/services/revenue';
import { localDateOf } from '../../src/lib/local-time';
import { rowsOf } from '../../src/lib/sql-rows';
import { signInAs, type AdminClient } from '../admin/helpers';
import { newLocalMsisdn, signUp, startBillingServer } from '../support/billing';
import type { TestServer } from '../support/test-server';

const SECRET = 'revenue-test-operator-secret';
const BROKE = '0000$';

describe('revenue dashboard: per day, per plan, failure reasons, from summary tables', () => {
  let server: TestServer;
  let admin: AdminClient;
  // Days of the service's zone (TIME_ZONE, Asia/Aden by default).
  const today = localDateOf(new Date(), 'Asia/Aden');

  beforeAll(async () => {
    server = await startBillingServer({
      env: { CHARGING_FAIL_PATTERN: BROKE, OPERATOR_WEBHOOK_SECRET: SECRET },
    });
    admin = await signInAs(server, 'admin');
  });
  afterAll(() => server?.close());

  const revenue = async () => (await admin.api.ok('adminGetRevenue')).data;
  const todayOf = (data: TRevenueResponse['data']) => data.days.find((day) => day.day === today)!;

  it('counts charges, new subscriptions, cancellations by channel and the active base, once summarized', async () => {
    await summarizeRevenue(server.database.db, server.config.timeZone);
    const before = todayOf(await revenue());

    const paying = await signUp(server);
    const viaWeb = await signUp(server);
    const viaSms = await signUp(server);
    // A number whose charges the simulated gateway declines: a failed first charge.
    await signUp(server, { local: newLocalMsisdn('77').replace(/\d{4}$/, '0000') });

    await server.api.ok('cancelProfileSubscription', { token: viaWeb.token });
    await server.api.ok('receiveOperatorSms', {
      json: {
        message_id: `rev-${Date.now()}`,
        from: viaSms.local,
        to: '4545',
        text: 'STOP',
        received_at: new Date().toISOString(),
      },
      headers: { 'x-operator-secret': SECRET },
    });

    // The page reads only the summary tables: nothing moved until the job runs.
    expect(todayOf(await revenue())).toEqual(before);
    await summarizeRevenue(server.database.db, server.config.timeZone);
    const after = todayOf(await revenue());

    expect(after.charges_succeeded - before.charges_succeeded).toBe(3);
    expect(after.charges_failed - before.charges_failed).toBe(1);
    expect(after.new_subscriptions - before.new_subscriptions).toBe(3);
    expect(after.cancellations.web - before.cancellations.web).toBe(1);
    expect(after.cancellations.sms - before.cancellations.sms).toBe(1);
    expect(after.active_end - before.active_end).toBe(1);
    const price = paying.plan.price_minor ?? 0;
    const gross = (day: typeof after) =>
      day.gross.find((money) => money.currency === paying.plan.currency)?.amount_minor ?? 0;
    if (price > 0) expect(gross(after) - gross(before)).toBe(3 * price);
    expect(after.success_rate).not.toBeNull();

    // The active base agrees with the subscriptions table, and with the plans' figures.
    const [live] = rowsOf<{ active: number }>(
      await server.database.db.execute(
        sql`select count(*)::int as active from subscriptions where state in ('active', 'grace')`,
      ),
    );
    expect(after.active_end).toBe(live!.active);
    const data = await revenue();
    expect(data.plans.reduce((total, plan) => total + plan.active_end, 0)).toBe(live!.active);
    expect(
      data.failure_reasons.find((row) => row.reason === 'insufficient_balance')?.count,
    ).toBeGreaterThanOrEqual(1);
    expect(data.settlement_months.at(-1)).toMatchObject({ month: today.slice(0, 7), status: 'not_imported' });
  });

  it('a rebuild from the whole history gives the same figures as the running summaries', async () => {
    await signUp(server);
    await summarizeRevenue(server.database.db, server.config.timeZone);
    const running = await revenue();
    await summarizeRevenue(server.database.db, server.config.timeZone, { rebuild: true });
    expect({ ...(await revenue()), computed_at: null }).toEqual({ ...running, computed_at: null });
  });

  it('refuses editors, and a range longer than a year', async () => {
    const editor = await signInAs(server, 'editor');
    await editor.api.fails('adminGetRevenue', 403);
    await admin.api.fails('adminGetRevenue', 422, { query: { from: '2024-01-01', to: '2026-01-01' } });
    await admin.api.fails('adminGetRevenue', 422, { query: { from: '2026-02-01', to: '2026-01-01' } });
  });
});
