import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMyBillTransactions } from '@sarraf/contracts';
import { minorToDecimal } from '@sarraf/contracts/money';
import { transactions } from '../../src/db/schema/index';
import { reconcileCharges, throughLimiter } from '../../src/services/billing';
import { ensureFirstAdmin } from '../../src/services/back-office';
import type { OneApiGateway } from '../../sim/operator/oneapi-gateway';
import { adminBrowser, type AdminBrowser } from '../support/admin-browser';
import { call, ledgerOf, newLocalMsisdn, signUp, stored, subscriptionOf } from '../support/billing';
import type { TestServer } from '../support/test-server';
import { startOneApiPair } from './oneapi-setup';

describe('CHARGING_DRIVER=oneapi against the OneAPI gateway simulator', () => {
  let gateway: OneApiGateway;
  let server: TestServer;
  let close: () => Promise<void>;
  let admin: AdminBrowser;
  const reconcile = () => reconcileCharges({ ...server.app.deps, log: server.app.log }, { olderThanMs: 0 });

  beforeAll(async () => {
    ({ gateway, server, close } = await startOneApiPair());
    admin = await adminBrowser(server, (await ensureFirstAdmin(server.database.db))!);
  });
  afterAll(() => close());

  it('charges in major units under our reference as clientCorrelator and keeps serverReferenceCode', async () => {
    const subscriber = await signUp(server);
    const charge = subscriber.created.data.charge!;
    expect(charge.status).toBe('succeeded');
    expect(subscriber.created.data.subscription.state).toBe('active');
    const payment = gateway.state().payments.find((entry) => entry.correlator === charge.reference);
    expect(payment).toMatchObject({
      msisdn: subscriber.msisdn,
      operation: 'Charged',
      amount: minorToDecimal(subscriber.plan.price_minor, subscriber.plan.currency),
      currency: subscriber.plan.currency,
      status: 201,
    });
    expect(payment!.amount).toMatch(/^\d+\.\d{2}$/);
    expect(gateway.state().moneyMoved[charge.reference]).toBe(1);
    const [row] = await ledgerOf(server, subscriber.created.data.subscription.uuid);
    expect(row!.gatewayRef).toBe(payment!.serverReferenceCode);
  });

  it.each([
    ['POL1000', 'insufficient_balance'],
    ['POL1001', 'barred'],
    ['POL1002', 'unknown_subscriber'],
    ['POL1003', 'amount_limit'],
    ['POL1004', 'charging_not_allowed'],
    ['POL4242', 'declined'],
  ])(
    'records a %s refusal as failed with reason %s, shown in my bill, and moves no money',
    async (code, reason) => {
      const local = newLocalMsisdn();
      gateway.setNumber(stored(local), { mode: 'decline', code });
      const subscriber = await signUp(server, { local });
      const charge = subscriber.created.data.charge!;
      expect(charge).toMatchObject({ status: 'failed', reason });
      expect(subscriber.created.data.subscription.state).toBe('pending_payment');
      expect(gateway.state().moneyMoved[charge.reference]).toBeUndefined();
      const bill = await call(server, getMyBillTransactions, { token: subscriber.token });
      expect(bill.status).toBe(200);
      expect(bill.body.data[0]).toMatchObject({ reference: charge.reference, status: 'failed', reason });
    },
  );

  it('leaves a charge the gateway never answered pending, then reconciles it by correlator: one debit, one row', async () => {
    const local = newLocalMsisdn();
    gateway.setNumber(stored(local), { mode: 'hang' });
    const subscriber = await signUp(server, { local });
    const { subscription } = subscriber.created.data;
    const charge = subscriber.created.data.charge!;
    expect(charge.status).toBe('pending');
    expect(gateway.state().moneyMoved[charge.reference]).toBe(1);

    // The number still hangs new charges: the replay of a known correlator answers all the same.
    const result = await reconcile();
    expect(result.succeeded).toBeGreaterThanOrEqual(1);
    const rows = await ledgerOf(server, subscription.uuid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'succeeded', reference: charge.reference });
    expect(rows[0]!.gatewayRef).toBe(
      gateway.state().payments.find((entry) => entry.correlator === charge.reference)!.serverReferenceCode,
    );
    expect(gateway.state().moneyMoved[charge.reference]).toBe(1);
    expect((await subscriptionOf(server, subscriber.token)).state).toBe('active');
  });

  it('keeps a 5xx pending rather than guessing, and reconciles it with the same correlator once the gateway is back', async () => {
    const local = newLocalMsisdn();
    gateway.setNumber(stored(local), { mode: 'error' });
    const subscriber = await signUp(server, { local });
    const charge = subscriber.created.data.charge!;
    expect(charge.status).toBe('pending');
    const stillDown = await reconcile();
    expect(stillDown.stillPending).toBeGreaterThanOrEqual(1);
    gateway.setNumber(stored(local), { mode: 'ok' });
    await reconcile();
    expect((await subscriptionOf(server, subscriber.token)).state).toBe('active');
    expect(gateway.state().moneyMoved[charge.reference]).toBe(1);
  });

  it('refunds at the gateway under the refund row’s own reference, settled by the answer', async () => {
    const subscriber = await signUp(server);
    const charge = subscriber.created.data.charge!;
    const [chargeRow] = await ledgerOf(server, subscriber.created.data.subscription.uuid);
    const part = Math.floor(chargeRow!.amountMinor / 2);
    const key = randomUUID();
    const refund = await admin.api.ok('adminRefundTransaction', {
      params: { id: chargeRow!.id },
      json: { amount_minor: part, reason: 'خدمة متوقفة', idempotency_key: key },
    });
    expect(refund).toMatchObject({ data: { status: 'succeeded' } });
    const reference = refund.data.reference;
    expect(reference).not.toBe(charge.reference);
    const payment = gateway.state().payments.find((entry) => entry.correlator === reference);
    expect(payment).toMatchObject({
      operation: 'Refunded',
      amount: minorToDecimal(part, chargeRow!.currency),
      originalServerReferenceCode: chargeRow!.gatewayRef,
    });
    expect(gateway.state().moneyMoved[reference]).toBe(1);

    // The same click again: the first refund, nothing sent or written.
    const again = await admin.api.ok('adminRefundTransaction', {
      params: { id: chargeRow!.id },
      json: { amount_minor: part, reason: 'خدمة متوقفة', idempotency_key: key },
    });
    expect(again.data.id).toBe(refund.data.id);
    expect(gateway.state().moneyMoved[reference]).toBe(1);
    const bill = await call(server, getMyBillTransactions, { token: subscriber.token });
    expect(bill.body.data.filter((row) => row.reference === reference)).toHaveLength(1);
  });

  it('leaves an unanswered refund pending and lets the reconcile job finish it with the same correlator', async () => {
    const local = newLocalMsisdn();
    const subscriber = await signUp(server, { local });
    const [chargeRow] = await ledgerOf(server, subscriber.created.data.subscription.uuid);
    gateway.setNumber(stored(local), { mode: 'error' });
    const [first, second] = [randomUUID(), randomUUID()];
    const refund = await admin.api.ok('adminRefundTransaction', {
      params: { id: chargeRow!.id },
      json: { amount_minor: chargeRow!.amountMinor, reason: 'خطأ', idempotency_key: first },
    });
    expect(refund.data.status).toBe('pending');
    // A pending refund counts against what is left: nothing more can be refunded meanwhile.
    await admin.api.fails('adminRefundTransaction', 422, {
      params: { id: chargeRow!.id },
      json: { amount_minor: 1, reason: 'خطأ', idempotency_key: second },
    });

    gateway.setNumber(stored(local), { mode: 'ok' });
    await reconcile();
    const [row] = await server.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, refund.data.id));
    expect(row).toMatchObject({ status: 'succeeded', kind: 'refund', reason: 'خطأ' });
    expect(gateway.state().moneyMoved[refund.data.reference]).toBe(1);
  });

  it('fetches a new token ONCE when it expired under 20 parallel charges, and sends each charge once more', async () => {
    const charging = server.app.deps.charging.of('default')!;
    await charging.driver.charge({
      msisdn: stored(newLocalMsisdn()),
      amountMinor: 5000,
      currency: 'YER',
      reference: `warm-up:${Date.now()}`,
      description: 'اختبار',
    });
    gateway.expireTokens();
    const before = gateway.state();
    const references = Array.from({ length: 20 }, (_, index) => `parallel:${Date.now()}:${index}`);
    const outcomes = await Promise.all(
      references.map((reference) =>
        throughLimiter(charging, () =>
          charging.driver.charge({
            msisdn: stored(newLocalMsisdn()),
            amountMinor: 5000,
            currency: 'YER',
            reference,
            description: 'اختبار',
          }),
        ),
      ),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual(references.map(() => 'succeeded'));
    const after = gateway.state();
    expect(after.tokenFetches - before.tokenFetches).toBe(1);
    // Charges sent before the refresh came back 401 and were sent once more; later ones had the new token.
    const refused = after.unauthorized - before.unauthorized;
    expect(refused).toBeGreaterThanOrEqual(1);
    expect(after.paymentCalls - before.paymentCalls).toBe(20 + refused);
    for (const reference of references) expect(after.moneyMoved[reference]).toBe(1);
  });
});
