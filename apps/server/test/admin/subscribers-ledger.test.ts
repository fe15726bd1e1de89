import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, transactions } from '../../src/db/schema/index';
import { ensureFirstAdmin } from '../../src/services/back-office';
import { adminBrowser, type AdminBrowser } from '../support/admin-browser';
import {
  ledgerOf,
  newLocalMsisdn,
  outbox,
  signUp,
  startBillingServer,
  type Subscriber,
} from '../support/billing';
import type { TestServer } from '../support/test-server';
import { serviceDay } from '../support/service-day';

describe('back office: subscribers, transactions, cancel and refund', () => {
  let server: TestServer;
  let admin: AdminBrowser;
  let paying: Subscriber;
  let declined: Subscriber;

  beforeAll(async () => {
    // Numbers ending in 0000 are declined by the simulated gateway: a failed first charge.
    server = await startBillingServer({ env: { CHARGING_FAIL_PATTERN: '0000$' } });
    admin = await adminBrowser(server, (await ensureFirstAdmin(server.database.db))!);
    paying = await signUp(server);
    declined = await signUp(server, { local: `77${String(Math.floor(Math.random() * 900) + 100)}0000` });
  });
  afterAll(() => server.close());

  const subscriberId = async (msisdn: string) => {
    const found = await admin.api.ok('adminListSubscribers', { query: { msisdn } });
    return found.data[0]!.id;
  };

  const chargeOf = async (subscriber: Subscriber) => {
    const list = await admin.api.ok('adminListTransactions', {
      query: { msisdn: subscriber.local, kind: 'charge' },
    });
    return list.data[0]!;
  };

  it('finds a subscriber by the whole number in any form, and by part of it', async () => {
    for (const typed of [paying.local, `0${paying.local}`, `+${paying.msisdn}`, `00${paying.msisdn}`]) {
      const found = await admin.api.ok('adminListSubscribers', { query: { msisdn: typed } });
      expect(found.data.map((row) => row.msisdn)).toEqual([paying.msisdn]);
    }
    const partial = await admin.api.ok('adminListSubscribers', {
      query: { msisdn: paying.local.slice(3, 8) },
    });
    expect(partial.data.map((row) => row.msisdn)).toContain(paying.msisdn);
    expect(partial.data[0]!.subscription?.state).toBeDefined();
    const none = await admin.api.ok('adminListSubscribers', { query: { msisdn: '771000001' } });
    expect(none).toEqual({ data: [], meta: { current_page: 1, per_page: 20, total: 0, last_page: 1 } });
  });

  it('refuses malformed filters with a 422 per field', async () => {
    const bad = await admin.api.fails('adminListSubscribers', 422, {
      rawQuery: { msisdn: 'abc', state: 'sleeping', per_page: '500' },
    });
    expect(Object.keys(bad.errors ?? {}).sort()).toEqual(['msisdn', 'per_page', 'state']);
    const ledger = await admin.api.fails('adminListTransactions', 422, {
      rawQuery: { status: 'maybe', kind: 'gift', from: '2026-13-01', to: 'x' },
    });
    expect(Object.keys(ledger.errors ?? {}).sort()).toEqual(['from', 'kind', 'status', 'to']);
    const sms = await admin.api.fails('adminListSms', 422, {
      rawQuery: { status: 'lost', purpose: 'OTP LOGIN' },
    });
    expect(Object.keys(sms.errors ?? {}).sort()).toEqual(['purpose', 'status']);
    await admin.api.fails('adminGetSubscriber', 422, { params: { id: 'abc' } });
    await admin.api.fails('adminGetSubscriber', 404, { params: { id: 999999 } });
  });

  it('shows a subscriber with subscription, history, transactions and SMS, codes masked', async () => {
    const id = await subscriberId(paying.local);
    const { data } = await admin.api.ok('adminGetSubscriber', { params: { id } });
    expect(data.subscriber.msisdn).toBe(paying.msisdn);
    expect(data.subscription?.state).toBe('active');
    expect(data.events.map((event) => event.to_state)).toContain('active');
    expect(data.transactions).toHaveLength(1);
    expect(data.transactions[0]).toMatchObject({
      kind: 'charge',
      status: 'succeeded',
      msisdn: paying.msisdn,
    });
    expect(data.transactions[0]!.refundable_minor).toBe(data.transactions[0]!.amount_minor);
    // The outbox holds the real codes; the back office shows none of them.
    const codes = (await outbox(server, paying.msisdn))
      .filter((sms) => sms.purpose.startsWith('otp.'))
      .map((sms) => /:\s*(\d{4,8})/.exec(sms.text)?.[1])
      .filter((code): code is string => Boolean(code));
    expect(codes.length).toBeGreaterThan(0);
    const loginSms = data.sms.find((sms) => sms.purpose === 'otp.login');
    expect(loginSms?.text).toContain('••••');
    for (const code of codes) expect(JSON.stringify(data.sms)).not.toContain(code);
    expect(data.sms.some((sms) => sms.purpose.startsWith('billing.'))).toBe(true);
  });

  it('lists transactions across subscribers with filters', async () => {
    const failed = await admin.api.ok('adminListTransactions', { query: { status: 'failed' } });
    expect(failed.data.map((row) => row.msisdn)).toEqual([declined.msisdn]);
    const today = serviceDay();
    const dated = await admin.api.ok('adminListTransactions', {
      query: { from: today, to: today, per_page: 1 },
    });
    expect(dated.meta).toMatchObject({ per_page: 1, total: 2, last_page: 2 });
    const tomorrow = serviceDay(1);
    const later = await admin.api.ok('adminListTransactions', { query: { from: tomorrow } });
    expect(later.meta.total).toBe(0);
  });

  it('refunds part of a succeeded charge as a new ledger row, never more than was charged', async () => {
    const charge = await chargeOf(paying);
    const params = { id: charge.id };
    const part = Math.floor(charge.amount_minor / 2);

    const invalid = await admin.api.fails('adminRefundTransaction', 422, {
      params,
      rawJson: { amount_minor: 0, reason: '', idempotency_key: 'x' },
    });
    expect(Object.keys(invalid.errors ?? {}).sort()).toEqual(['amount_minor', 'idempotency_key', 'reason']);

    const first = await admin.api.ok('adminRefundTransaction', {
      params,
      json: { amount_minor: part, reason: 'خصم مكرر بسبب عطل', idempotency_key: randomUUID() },
    });
    expect(first.message).toBe('تم تسجيل الاسترداد.');
    expect(first.data).toMatchObject({
      kind: 'refund',
      status: 'succeeded',
      amount_minor: part,
      refund_of_id: charge.id,
      reason: 'خصم مكرر بسبب عطل',
    });

    const over = await admin.api.fails('adminRefundTransaction', 422, {
      params,
      json: {
        amount_minor: charge.amount_minor - part + 1,
        reason: 'أكثر من المتبقي',
        idempotency_key: randomUUID(),
      },
    });
    expect(over.errors?.amount_minor).toEqual(['المبلغ أكبر من المتبقي القابل للاسترداد من هذه العملية.']);

    // The charge itself is untouched; the refund is its own row.
    const rows = await ledgerOf(server, charge.subscription_uuid);
    expect(rows.map((row) => [row.kind, row.status, row.amountMinor])).toEqual([
      ['charge', 'succeeded', charge.amount_minor],
      ['refund', 'succeeded', part],
    ]);
    const after = await chargeOf(paying);
    expect(after).toMatchObject({ refunded_minor: part, refundable_minor: charge.amount_minor - part });

    const [audit] = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'transaction.refund'), eq(auditLog.entityId, String(charge.id))));
    expect(audit).toMatchObject({
      actorLabel: 'admin@sarraf.local',
      entity: 'transaction',
      before: { refunded_minor: 0 },
      after: { amount_minor: part, refunded_minor: part, reason: 'خصم مكرر بسبب عطل' },
    });
  });

  it('refunds once for a double submit of the same form', async () => {
    const charge = await chargeOf(paying);
    const body = { amount_minor: 1, reason: 'نقرتان على الزر', idempotency_key: randomUUID() };
    const params = { id: charge.id };
    const answers = await Promise.all([
      admin.api.ok('adminRefundTransaction', { params, json: body }),
      admin.api.ok('adminRefundTransaction', { params, json: body }),
    ]);
    expect(answers[0].data.id).toBe(answers[1].data.id);
    const refunds = await server.database.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.refundOfId, charge.id), eq(transactions.amountMinor, 1)));
    expect(refunds).toHaveLength(1);
  });

  it('refuses to refund a failed charge, a refund, or an unknown row', async () => {
    const failed = await chargeOf(declined);
    expect(failed.status).toBe('failed');
    const body = { amount_minor: 1, reason: 'لا يجوز', idempotency_key: randomUUID() };
    const refused = await admin.api.fails('adminRefundTransaction', 422, {
      params: { id: failed.id },
      json: body,
    });
    expect(refused.errors?.transaction).toEqual(['لا يمكن الاسترداد إلا من عملية خصم ناجحة.']);
    const refund = (await admin.api.ok('adminListTransactions', { query: { kind: 'refund' } })).data[0]!;
    await admin.api.fails('adminRefundTransaction', 422, {
      params: { id: refund.id },
      json: { ...body, idempotency_key: randomUUID() },
    });
    await admin.api.fails('adminRefundTransaction', 404, { params: { id: 99999999 }, json: body });
  });

  it('cancels a subscription through the billing engine with a reason, SMS notice and audit row', async () => {
    const id = await subscriberId(paying.local);
    const noReason = await admin.api.fails('adminCancelSubscription', 422, { params: { id }, rawJson: {} });
    expect(Object.keys(noReason.errors ?? {})).toEqual(['reason']);

    const cancelled = await admin.api.ok('adminCancelSubscription', {
      params: { id },
      json: { reason: 'طلب المشترك عبر مركز الاتصال' },
    });
    expect(cancelled.data.state).toBe('cancelled');

    const detail = (await admin.api.ok('adminGetSubscriber', { params: { id } })).data;
    expect(detail.events[0]).toMatchObject({
      to_state: 'cancelled',
      actor: 'admin',
      reason: 'admin_cancel',
      admin_email: 'admin@sarraf.local',
      details: { note: 'طلب المشترك عبر مركز الاتصال' },
    });
    expect(detail.sms.some((sms) => sms.purpose === 'billing.cancelled')).toBe(true);

    const audit = await admin.api.ok('adminListAuditLog', {
      query: { action: 'subscription', entity: 'subscription' },
    });
    expect(audit.data[0]).toMatchObject({
      action: 'subscription.cancel',
      entity_id: detail.subscription!.uuid,
      before: { state: 'active' },
      after: { state: 'cancelled', reason: 'طلب المشترك عبر مركز الاتصال' },
    });

    const twice = await admin.api.fails('adminCancelSubscription', 422, {
      params: { id },
      json: { reason: 'مرة ثانية' },
    });
    expect(twice.errors?.subscription).toEqual(['الاشتراك ملغى بالفعل.']);
  });

  it('counts today on the dashboard: active by plan, charges, churn, SMS against the budget', async () => {
    const dashboard = await admin.api.ok('adminGetDashboard');
    const ops = dashboard.data.operations!;
    expect(ops.charges_today.succeeded.count).toBe(1);
    expect(ops.charges_today.failed.count).toBe(1);
    expect(ops.charges_today.succeeded.amounts[0]!.amount_minor).toBeGreaterThan(0);
    expect(ops.churn.find((window) => window.days === 7)?.cancelled).toBe(1);
    expect(ops.sms_today.budget).toBe(1_000_000);
    expect(ops.sms_today.codes).toBeGreaterThanOrEqual(2);
    expect(ops.active_by_plan.length).toBeGreaterThan(0);
    expect(newLocalMsisdn()).toMatch(/^77/);
  });
});
