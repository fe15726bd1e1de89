import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Contract } from '@sarraf/contracts';
import { type RouteName, routes, type TParams } from '@sarraf/contracts/api';
import { contractOf } from '@sarraf/contracts/typed-client';
import { subscribers, transactions } from '../../src/db/schema/index';
import { createAdminUser, ensureFirstAdmin } from '../../src/services/back-office';
import { adminBrowser, type AdminBrowser } from '../support/admin-browser';
import { newLocalMsisdn, signUp, type Subscriber } from '../support/billing';
import type { TestServer } from '../support/test-server';
import { sellSabafonPlan, startTwoOperatorServer } from '../support/two-operators';

// Every back-office route, by name, and the ones a care user may call.
const adminRoutes = (Object.keys(routes) as RouteName[])
  .map((name): { name: RouteName; contract: Contract } => ({ name, contract: contractOf(name) }))
  .filter(({ contract }) => contract.access === 'admin');
const CARE_ROUTES: RouteName[] = [
  'adminGetSession',
  'adminSignOut',
  'adminSignOutEverywhere',
  'adminListSubscribers',
  'adminGetSubscriber',
  'adminCancelSubscription',
  'adminListTransactions',
  'adminRefundTransaction',
  'adminListSms',
  'adminGetRevenue',
];
// The table mixes routes; the only path parameters are `:id`, `:key` and `:kind`-like names.
const params = { id: 1, key: 'who' } as unknown as TParams<RouteName>;

describe("the care role: one operator's subscribers, nothing else", () => {
  let server: TestServer;
  let admin: AdminBrowser;
  let care: AdminBrowser;
  let ours: Subscriber & { id: number };
  let theirs: Subscriber & { id: number };

  const idOf = async (msisdn: string) =>
    (await server.database.db.select().from(subscribers).where(eq(subscribers.msisdn, msisdn)))[0]!.id;
  const chargeOf = async (subscriberId: number) =>
    (
      await server.database.db
        .select({ id: transactions.id })
        .from(transactions)
        .where(eq(transactions.subscriberId, subscriberId))
    )[0]!.id;

  beforeAll(async () => {
    server = await startTwoOperatorServer();
    await sellSabafonPlan(server);
    const first = (await ensureFirstAdmin(server.database.db))!;
    admin = await adminBrowser(server, first);
    await createAdminUser(server.database.db, {
      email: 'care@sabafon.example',
      password: 'care-password-0123',
      role: 'care',
      operatorId: 'sabafon',
    });
    care = await adminBrowser(server, { email: 'care@sabafon.example', password: 'care-password-0123' });
    const own = await signUp(server, { local: newLocalMsisdn('71') });
    ours = { ...own, id: await idOf(own.msisdn) };
    const other = await signUp(server, { local: newLocalMsisdn('77') });
    theirs = { ...other, id: await idOf(other.msisdn) };
  });
  afterAll(() => server.close());

  it('is told it is care, of its operator, by the session', async () => {
    const session = await care.api.ok('adminGetSession');
    expect(session.data).toMatchObject({ role: 'care', operator_id: 'sabafon' });
  });

  it('answers 403 on every back-office route but its own', async () => {
    const others = adminRoutes.filter(({ name }) => !CARE_ROUTES.includes(name));
    expect(others.length).toBeGreaterThan(60);
    for (const { name, contract } of others) {
      const answer = await care.api.call(name, {
        params,
        rawJson: contract.method === 'GET' ? undefined : {},
      });
      expect([name, answer.status]).toEqual([name, 403]);
    }
  });

  it("lists only its operator's subscribers, ledger rows and SMS, and 404s another operator's filter", async () => {
    const listed = await care.api.ok('adminListSubscribers', { query: { per_page: 100 } });
    expect(listed.data.map((row) => row.operator_id)).toEqual(listed.data.map(() => 'sabafon'));
    expect(listed.data.map((row) => row.id)).toContain(ours.id);
    expect(listed.data.map((row) => row.id)).not.toContain(theirs.id);

    const ledger = await care.api.ok('adminListTransactions', { query: { per_page: 100 } });
    expect(ledger.data.length).toBeGreaterThan(0);
    expect(new Set(ledger.data.map((row) => row.operator_id))).toEqual(new Set(['sabafon']));

    const sms = await care.api.ok('adminListSms', { query: { per_page: 100 } });
    expect(sms.data.length).toBeGreaterThan(0);
    expect(new Set(sms.data.map((row) => row.operator_id))).toEqual(new Set(['sabafon']));

    for (const name of ['adminListSubscribers', 'adminListTransactions', 'adminListSms'] as const) {
      await care.api.fails(name, 404, { query: { operator: 'default' } });
      await care.api.ok(name, { query: { operator: 'sabafon' } });
    }
    await care.api.fails('adminGetRevenue', 404, { query: { operator: 'default' } });
  });

  it("answers 404 for another operator's subscriber, charge or cancel, and changes nothing", async () => {
    await care.api.fails('adminGetSubscriber', 404, { params: { id: theirs.id } });
    await care.api.fails('adminCancelSubscription', 404, {
      params: { id: theirs.id },
      json: { reason: 'طلب المشترك' },
    });
    await care.api.fails('adminRefundTransaction', 404, {
      params: { id: await chargeOf(theirs.id) },
      json: { amount_minor: 100, reason: 'طلب المشترك', idempotency_key: randomUUID() },
    });
    const untouched = await admin.api.ok('adminGetSubscriber', { params: { id: theirs.id } });
    expect(untouched.data.subscription?.state).toBe('active');
    expect(untouched.data.transactions.filter((row) => row.kind === 'refund')).toEqual([]);
  });

  it('reads, refunds and cancels its own subscriber, audited under its name', async () => {
    const detail = await care.api.ok('adminGetSubscriber', { params: { id: ours.id } });
    expect(detail.data.operator_id).toBe('sabafon');
    const refunded = await care.api.ok('adminRefundTransaction', {
      params: { id: await chargeOf(ours.id) },
      json: { amount_minor: 1_000, reason: 'خصم بالخطأ', idempotency_key: randomUUID() },
    });
    expect(refunded.data).toMatchObject({ kind: 'refund', operator_id: 'sabafon' });
    const cancelled = await care.api.ok('adminCancelSubscription', {
      params: { id: ours.id },
      json: { reason: 'طلب المشترك' },
    });
    expect(cancelled.data.state).toBe('cancelled');
    const audit = await admin.api.ok('adminListAuditLog', { query: { per_page: 100 } });
    const byCare = audit.data.filter((row) => row.actor_label === 'care@sabafon.example');
    expect(byCare.map((row) => row.action).sort()).toEqual([
      'admin_session.sign_in',
      'subscription.cancel',
      'transaction.refund',
    ]);
  });

  it("gives care its operator's revenue only, and an admin each operator's", async () => {
    await server.api.ok('runDevRevenueSummarize');
    const own = await care.api.ok('adminGetRevenue');
    expect(new Set(own.data.by_operator.map((row) => row.operator_id))).toEqual(new Set(['sabafon']));
    const all = await admin.api.ok('adminGetRevenue');
    expect(new Set(all.data.by_operator.map((row) => row.operator_id))).toEqual(
      new Set(['default', 'sabafon']),
    );
    const sabafon = all.data.by_operator.find((row) => row.operator_id === 'sabafon')!;
    expect(sabafon).toMatchObject({ currency: 'YER', gross_minor: 30_000, refunded_minor: 1_000 });
    const filtered = await admin.api.ok('adminGetRevenue', { query: { operator: 'sabafon' } });
    expect(filtered.data.by_operator).toEqual(own.data.by_operator);
    await admin.api.fails('adminGetRevenue', 422, { query: { operator: 'no-such-operator' } });
  });

  it('lets an admin filter every list by operator', async () => {
    const theirsOnly = await admin.api.ok('adminListSubscribers', {
      query: { operator: 'default', per_page: 100 },
    });
    expect(theirsOnly.data.map((row) => row.id)).toContain(theirs.id);
    expect(theirsOnly.data.map((row) => row.id)).not.toContain(ours.id);
    await admin.api.ok('adminListInboundMessages', { query: { operator: 'sabafon' } });
  });

  it('is created by an admin only with an operator of the configuration', async () => {
    const body = { email: 'care2@sabafon.example', name: 'خدمة العملاء', password: 'care-password-0123' };
    const missing = await admin.api.fails('adminCreateUser', 422, { json: { ...body, role: 'care' } });
    expect(Object.keys(missing.errors ?? {})).toEqual(['operator_id']);
    const unknown = await admin.api.fails('adminCreateUser', 422, {
      json: { ...body, role: 'care', operator_id: 'nobody' },
    });
    expect(Object.keys(unknown.errors ?? {})).toEqual(['operator_id']);
    await admin.api.fails('adminCreateUser', 422, {
      json: { ...body, role: 'editor', operator_id: 'sabafon' },
    });
    const created = await admin.api.ok('adminCreateUser', {
      json: { ...body, role: 'care', operator_id: 'sabafon' },
    });
    expect(created.data).toMatchObject({ role: 'care', operator_id: 'sabafon' });
  });
});
