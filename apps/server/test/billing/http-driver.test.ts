import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMyBillTransactions, renewSubscription } from '@sarraf/contracts';
import { reconcileCharges } from '../../src/services/billing';
import type { TestServer } from '../support/test-server';
import {
  call,
  ledgerOf,
  newLocalMsisdn,
  signUp,
  stored,
  subscriptionOf,
  sweep,
  giveConsent,
} from '../support/billing';
import { startBillingServerWithFakeOperator, type FakeOperator } from './fake-operator';

const TOKEN = 'gateway-token-123';

describe('the http charging driver against a fake operator', () => {
  let gateway: FakeOperator;
  let server: TestServer;
  let stop: () => Promise<void>;
  const reconcile = () => reconcileCharges({ ...server.app.deps, log: server.app.log }, { olderThanMs: 0 });

  beforeAll(async () => {
    ({
      gateway,
      server,
      close: stop,
    } = await startBillingServerWithFakeOperator({
      operator: { token: TOKEN },
      env: { CHARGING_HTTP_TOKEN: TOKEN, CHARGING_HTTP_TIMEOUT_MS: '400' },
    }));
  });
  afterAll(() => stop?.());

  it('sends the charge in the documented shape and settles it succeeded with the gateway reference', async () => {
    const subscriber = await signUp(server);
    const { subscription } = subscriber.created.data;
    const charge = subscriber.created.data.charge!;
    expect(subscription.state).toBe('active');
    expect(charge.status).toBe('succeeded');
    const taken = gateway.takenFrom(subscriber.msisdn);
    expect(taken).toHaveLength(1);
    expect(taken[0]).toMatchObject({
      msisdn: subscriber.msisdn,
      amount: subscriber.plan.price_minor,
      currency: subscriber.plan.currency,
      reference: charge.reference,
    });
    expect(taken[0]!.description).toMatch(/[\u0600-\u06FF]/);
    expect(gateway.authorizations.at(-1)).toBe(`Bearer ${TOKEN}`);
    const [row] = await ledgerOf(server, subscription.uuid);
    expect(row!.gatewayRef).toBe(taken[0]!.gateway_ref);
  });

  it('records a decline as failed with the gateway’s reason, and takes no money', async () => {
    const local = newLocalMsisdn();
    gateway.setMode(stored(local), 'decline');
    const subscriber = await signUp(server, { local });
    expect(subscriber.created.data.subscription.state).toBe('pending_payment');
    expect(subscriber.created.data.charge).toMatchObject({ status: 'failed', reason: 'subscriber_barred' });
    expect(gateway.takenFrom(stored(local))).toHaveLength(0);
  });

  it('leaves a charge the gateway did not answer in time pending, then settles it by reference', async () => {
    const local = newLocalMsisdn();
    gateway.setMode(stored(local), 'hang');
    const subscriber = await signUp(server, { local });
    const { subscription } = subscriber.created.data;
    const charge = subscriber.created.data.charge!;
    // The gateway took the money but the answer never came: neither failed nor succeeded yet.
    expect(charge.status).toBe('pending');
    expect(subscription.state).toBe('pending_payment');
    const bill = await call(server, getMyBillTransactions, {
      token: subscriber.token,
    });
    expect(bill.body.data[0]).toMatchObject({ status: 'pending', reference: charge.reference });

    // Nothing else charges the subscription while its charge is in flight.
    await giveConsent(server, subscriber);
    const renew = await call(server, renewSubscription, { token: subscriber.token });
    expect(renew.status).toBe(422);

    const result = await reconcile();
    expect(result.succeeded).toBeGreaterThanOrEqual(1);
    expect((await subscriptionOf(server, subscriber.token)).state).toBe('active');
    const rows = await ledgerOf(server, subscription.uuid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'succeeded', reference: charge.reference });
    expect(gateway.takenFrom(stored(local))).toHaveLength(1);
  });

  it('sends a charge the gateway never received again under the same reference, charging once', async () => {
    const local = newLocalMsisdn();
    gateway.setMode(stored(local), 'lose');
    const subscriber = await signUp(server, { local });
    const { subscription } = subscriber.created.data;
    const charge = subscriber.created.data.charge!;
    expect(charge.status).toBe('pending');

    // Still unreachable: it stays pending, and is not guessed failed.
    const unreachable = await reconcile();
    expect(unreachable.stillPending).toBeGreaterThanOrEqual(1);
    expect((await ledgerOf(server, subscription.uuid))[0]!.status).toBe('pending');

    gateway.setMode(stored(local), 'succeed');
    const result = await reconcile();
    expect(result.resent).toBeGreaterThanOrEqual(1);
    const rows = await ledgerOf(server, subscription.uuid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'succeeded', reference: charge.reference });
    expect(gateway.takenFrom(stored(local)).map((taken) => taken.reference)).toEqual([charge.reference]);
    expect((await subscriptionOf(server, subscriber.token)).state).toBe('active');
  });

  it('keeps a 500 pending rather than guessing, and reconciles it', async () => {
    const local = newLocalMsisdn();
    gateway.setMode(stored(local), 'error');
    const subscriber = await signUp(server, { local });
    expect(subscriber.created.data.charge!.status).toBe('pending');
    gateway.setMode(stored(local), 'succeed');
    await reconcile();
    expect((await subscriptionOf(server, subscriber.token)).state).toBe('active');
    expect(gateway.takenFrom(stored(local))).toHaveLength(1);
  });

  it('recovers a subscription in grace when a retry succeeds', async () => {
    const subscriber = await signUp(server);
    const { current_period_end, uuid } = await subscriptionOf(server, subscriber.token);
    gateway.setMode(subscriber.msisdn, 'decline');
    await sweep(server, current_period_end!);
    const grace = await subscriptionOf(server, subscriber.token);
    expect(grace.state).toBe('grace');

    gateway.setMode(subscriber.msisdn, 'succeed');
    await sweep(server, grace.next_renewal_at!);
    const recovered = await subscriptionOf(server, subscriber.token);
    expect(recovered.state).toBe('active');
    expect(recovered.grace_ends_at).toBeNull();
    expect(recovered.current_period_start).toBe(grace.next_renewal_at);
    const rows = await ledgerOf(server, uuid);
    expect(rows.map((row) => row.status)).toEqual(['succeeded', 'failed', 'succeeded']);
    expect(gateway.takenFrom(subscriber.msisdn)).toHaveLength(2);
  });
});
