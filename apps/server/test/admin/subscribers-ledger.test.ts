import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TAdminSubscriberDetail,
  TAdminSubscriberRow,
  TAdminTransaction,
  TAuditEntry,
  TDashboardOperations,
  TPageMeta,
} from '@sarraf/contracts';
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

type Paged<T> = { data: T[]; meta: TPageMeta };

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
    const found = await admin.call<Paged<TAdminSubscriberRow>>('/api/admin/subscribers', {
      query: { msisdn },
    });
    expect(found.status).toBe(200);
    return found.body.data[0]!.id;
  };

  const chargeOf = async (subscriber: Subscriber) => {
    const list = await admin.call<Paged<TAdminTransaction>>('/api/admin/transactions', {
      query: { msisdn: subscriber.local, kind: 'charge' },
    });
    expect(list.status).toBe(200);
    return list.body.data[0]!;
  };

  it('finds a subscriber by the whole number in any form, and by part of it', async () => {
    for (const typed of [paying.local, `0${paying.local}`, `+${paying.msisdn}`, `00${paying.msisdn}`]) {
      const found = await admin.call<Paged<TAdminSubscriberRow>>('/api/admin/subscribers', {
        query: { msisdn: typed },
      });
      expect(found.body.data.map((row) => row.msisdn)).toEqual([paying.msisdn]);
    }
    const partial = await admin.call<Paged<TAdminSubscriberRow>>('/api/admin/subscribers', {
      query: { msisdn: paying.local.slice(3, 8) },
    });
    expect(partial.body.data.map((row) => row.msisdn)).toContain(paying.msisdn);
    expect(partial.body.data[0]!.subscription?.state).toBeDefined();
    const none = await admin.call<Paged<TAdminSubscriberRow>>('/api/admin/subscribers', {
      query: { msisdn: '771000001' },
    });
    expect(none.body).toEqual({ data: [], meta: { current_page: 1, per_page: 20, total: 0, last_page: 1 } });
  });

  it('refuses malformed filters with a 422 per field', async () => {
    const bad = await admin.call('/api/admin/subscribers', {
      query: { msisdn: 'abc', state: 'sleeping', per_page: '500' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['msisdn', 'per_page', 'state']);
    const ledger = await admin.call('/api/admin/transactions', {
      query: { status: 'maybe', kind: 'gift', from: '2026-13-01', to: 'x' },
    });
    expect(ledger.status).toBe(422);
    expect(Object.keys(ledger.body.errors ?? {}).sort()).toEqual(['from', 'kind', 'status', 'to']);
    const sms = await admin.call('/api/admin/sms', { query: { status: 'lost', purpose: 'OTP LOGIN' } });
    expect(Object.keys(sms.body.errors ?? {}).sort()).toEqual(['purpose', 'status']);
    expect((await admin.call('/api/admin/subscribers/abc')).status).toBe(422);
    expect((await admin.call('/api/admin/subscribers/999999')).status).toBe(404);
  });

  it('shows a subscriber with subscription, history, transactions and SMS, codes masked', async () => {
    const id = await subscriberId(paying.local);
    const detail = await admin.call<{ data: TAdminSubscriberDetail }>(`/api/admin/subscribers/${id}`);
    expect(detail.status).toBe(200);
    const data = detail.body.data;
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
    const failed = await admin.call<Paged<TAdminTransaction>>('/api/admin/transactions', {
      query: { status: 'failed' },
    });
    expect(failed.body.data.map((row) => row.msisdn)).toEqual([declined.msisdn]);
    const today = new Date().toISOString().slice(0, 10);
    const dated = await admin.call<Paged<TAdminTransaction>>('/api/admin/transactions', {
      query: { from: today, to: today, per_page: '1' },
    });
    expect(dated.body.meta).toMatchObject({ per_page: 1, total: 2, last_page: 2 });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const later = await admin.call<Paged<TAdminTransaction>>('/api/admin/transactions', {
      query: { from: tomorrow },
    });
    expect(later.body.meta.total).toBe(0);
  });

  it('refunds part of a succeeded charge as a new ledger row, never more than was charged', async () => {
    const charge = await chargeOf(paying);
    const path = `/api/admin/transactions/${charge.id}/refund`;
    const part = Math.floor(charge.amount_minor / 2);

    const invalid = await admin.call(path, {
      method: 'POST',
      json: { amount_minor: 0, reason: '', idempotency_key: 'x' },
    });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors ?? {}).sort()).toEqual([
      'amount_minor',
      'idempotency_key',
      'reason',
    ]);

    const first = await admin.call<{ message: string; data: TAdminTransaction }>(path, {
      method: 'POST',
      json: { amount_minor: part, reason: 'خصم مكرر بسبب عطل', idempotency_key: randomUUID() },
    });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('تم تسجيل الاسترداد.');
    expect(first.body.data).toMatchObject({
      kind: 'refund',
      status: 'succeeded',
      amount_minor: part,
      refund_of_id: charge.id,
      reason: 'خصم مكرر بسبب عطل',
    });

    const over = await admin.call(path, {
      method: 'POST',
      json: {
        amount_minor: charge.amount_minor - part + 1,
        reason: 'أكثر من المتبقي',
        idempotency_key: randomUUID(),
      },
    });
    expect(over.status).toBe(422);
    expect(over.body.errors?.amount_minor).toEqual([
      'المبلغ أكبر من المتبقي القابل للاسترداد من هذه العملية.',
    ]);

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
    const path = `/api/admin/transactions/${charge.id}/refund`;
    const answers = await Promise.all([
      admin.call<{ data: TAdminTransaction }>(path, { method: 'POST', json: body }),
      admin.call<{ data: TAdminTransaction }>(path, { method: 'POST', json: body }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[0].body.data.id).toBe(answers[1].body.data.id);
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
    const refused = await admin.call(`/api/admin/transactions/${failed.id}/refund`, {
      method: 'POST',
      json: body,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.transaction).toEqual(['لا يمكن الاسترداد إلا من عملية خصم ناجحة.']);
    const refund = (
      await admin.call<Paged<TAdminTransaction>>('/api/admin/transactions', { query: { kind: 'refund' } })
    ).body.data[0]!;
    const again = await admin.call(`/api/admin/transactions/${refund.id}/refund`, {
      method: 'POST',
      json: { ...body, idempotency_key: randomUUID() },
    });
    expect(again.status).toBe(422);
    const unknown = await admin.call('/api/admin/transactions/99999999/refund', {
      method: 'POST',
      json: body,
    });
    expect(unknown.status).toBe(404);
  });

  it('cancels a subscription through the billing engine with a reason, SMS notice and audit row', async () => {
    const id = await subscriberId(paying.local);
    const noReason = await admin.call(`/api/admin/subscribers/${id}/cancel`, { method: 'POST', json: {} });
    expect(noReason.status).toBe(422);
    expect(Object.keys(noReason.body.errors ?? {})).toEqual(['reason']);

    const cancelled = await admin.call<{ message: string; data: { state: string } }>(
      `/api/admin/subscribers/${id}/cancel`,
      { method: 'POST', json: { reason: 'طلب المشترك عبر مركز الاتصال' } },
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.state).toBe('cancelled');

    const detail = (await admin.call<{ data: TAdminSubscriberDetail }>(`/api/admin/subscribers/${id}`)).body
      .data;
    expect(detail.events[0]).toMatchObject({
      to_state: 'cancelled',
      actor: 'admin',
      reason: 'admin_cancel',
      admin_email: 'admin@sarraf.local',
      details: { note: 'طلب المشترك عبر مركز الاتصال' },
    });
    expect(detail.sms.some((sms) => sms.purpose === 'billing.cancelled')).toBe(true);

    const audit = await admin.call<Paged<TAuditEntry>>('/api/admin/audit-log', {
      query: { action: 'subscription', entity: 'subscription' },
    });
    expect(audit.body.data[0]).toMatchObject({
      action: 'subscription.cancel',
      entity_id: detail.subscription!.uuid,
      before: { state: 'active' },
      after: { state: 'cancelled', reason: 'طلب المشترك عبر مركز الاتصال' },
    });

    const twice = await admin.call(`/api/admin/subscribers/${id}/cancel`, {
      method: 'POST',
      json: { reason: 'مرة ثانية' },
    });
    expect(twice.status).toBe(422);
    expect(twice.body.errors?.subscription).toEqual(['الاشتراك ملغى بالفعل.']);
  });

  it('counts today on the dashboard: active by plan, charges, churn, SMS against the budget', async () => {
    const dashboard = await admin.call<{
      data: { operations: TDashboardOperations };
    }>('/api/admin/dashboard');
    const ops = dashboard.body.data.operations;
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
