import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_SECRET_HEADER } from '@sarraf/contracts';
import { and, eq, gt, or } from 'drizzle-orm';
import {
  accessTokens,
  operatorWebhookEvents,
  smsMessages,
  subscribers,
  subscriptions,
} from '../../src/db/schema/index';
import type { TestServer } from '../support/test-server';
import { bearer, newLocalMsisdn, signUp, startBillingServer, type Subscriber } from '../support/billing';
import { setCookies, signIn } from './helpers';
import { readError } from '@sarraf/contracts/typed-client';

const DAY = 86_400_000;
const OPERATOR_SECRET = 'operator-secret-for-token-tests-000';
let sequence = 0;
const eventId = () => `number-${Date.now()}-${++sequence}`;

describe('access tokens end TOKEN_MAX_DAYS after issue, and with the number (docs/security.md)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startBillingServer({ env: { OPERATOR_WEBHOOK_SECRET: OPERATOR_SECRET } });
  });
  afterAll(() => server.close());

  const user = (token: string) => server.api.call('getClientUser', { headers: bearer(token) });
  const idOf = (token: string) => token.split('|')[0]!;
  const tokenRow = async (token: string) =>
    (
      await server.database.db
        .select()
        .from(accessTokens)
        .where(eq(accessTokens.id, idOf(token)))
    )[0]!;
  /** Moves a token's clock: issued `ageDays` ago, used yesterday, and so slid to expire in 29 days. */
  const usedDailySince = (token: string, ageMs: number) =>
    server.database.db
      .update(accessTokens)
      .set({
        createdAt: new Date(Date.now() - ageMs),
        lastUsedAt: new Date(Date.now() - DAY),
        expiresAt: new Date(Date.now() + 29 * DAY),
      })
      .where(eq(accessTokens.id, idOf(token)));

  it('refuses a token used every day once it is TOKEN_MAX_DAYS (90) old, and never slides past that', async () => {
    expect(server.config.tokenMaxDays).toBe(90);
    const { token } = await signUp(server);

    // 89 days old and used daily: still good, but its expiry now stops at day 90, not 30 days on.
    await usedDailySince(token, 89 * DAY);
    const response = await server.api.call('getClientUser', {
      headers: { cookie: `access_token=${token}` },
    });
    expect(response.status).toBe(200);
    const slid = await tokenRow(token);
    expect(slid.expiresAt.getTime()).toBe(slid.createdAt.getTime() + 90 * DAY);
    // The cookie goes with it: a day, not TOKEN_TTL_DAYS.
    const maxAge = Number(setCookies(response).access_token?.attributes['max-age']);
    expect(maxAge).toBeGreaterThan(DAY / 1000 - 60);
    expect(maxAge).toBeLessThanOrEqual(DAY / 1000);

    // A minute past day 90, however fresh its sliding expiry: 401.
    await usedDailySince(token, 90 * DAY + 60_000);
    const refused = await user(token);
    expect((await readError(refused, 401)).message).toMatch(/[\u0600-\u06FF]/);
  });

  it('issues no token that outlives TOKEN_MAX_DAYS, even under a longer TOKEN_TTL_DAYS', async () => {
    const short = await startBillingServer({ env: { TOKEN_TTL_DAYS: '30', TOKEN_MAX_DAYS: '7' } });
    try {
      const { token } = await signUp(short);
      const [row] = await short.database.db
        .select()
        .from(accessTokens)
        .where(eq(accessTokens.id, idOf(token)));
      expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(7 * DAY);
    } finally {
      await short.close();
    }
  });

  const notify = (json: Record<string, unknown>) =>
    server.api.call('receiveOperatorNotification', {
      rawJson: json,
      headers: { [OPERATOR_SECRET_HEADER]: OPERATOR_SECRET },
    });
  const numberEvent = (type: string, msisdn: string, id = eventId()) => ({
    event_id: id,
    type,
    msisdn,
    occurred_at: new Date().toISOString(),
  });
  // By the number it has or had: a recycled number's subscriber is retired, its number moved.
  const subscriptionStateOf = async (subscriber: Subscriber) =>
    (
      await server.database.db
        .select({ state: subscriptions.state })
        .from(subscriptions)
        .innerJoin(subscribers, eq(subscribers.id, subscriptions.subscriberId))
        .where(
          or(eq(subscribers.msisdn, subscriber.msisdn), eq(subscribers.retiredMsisdn, subscriber.msisdn)),
        )
    ).map((row) => row.state);

  it('revokes every token of a deactivated number, leaves other numbers alone, and ignores a replay', async () => {
    const subscriber = await signUp(server);
    const second = await signIn(server, subscriber.local);
    const other = await signUp(server);
    for (const token of [subscriber.token, second, other.token]) expect((await user(token)).status).toBe(200);

    const event = numberEvent('msisdn_deactivated', `+${subscriber.msisdn}`);
    const response = await notify(event);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { duplicate: false } });
    expect((await user(subscriber.token)).status).toBe(401);
    expect((await user(second)).status).toBe(401);
    expect((await user(other.token)).status).toBe(200);
    // The line may come back to the same person: the subscription is left to the billing path.
    expect(await subscriptionStateOf(subscriber)).toEqual(['active']);
    const [logged] = await server.database.db
      .select()
      .from(operatorWebhookEvents)
      .where(eq(operatorWebhookEvents.externalId, event.event_id));
    expect(logged).toMatchObject({
      kind: 'status_notification',
      msisdn: subscriber.msisdn,
      result: 'deactivated',
    });

    // The number proves itself again with a code; a replay of the old event changes nothing.
    const again = await signIn(server, subscriber.local);
    const replay = await notify(event);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ data: { duplicate: true } });
    expect((await user(again)).status).toBe(200);
  });

  it("revokes a recycled number's tokens and cancels its subscription, without an SMS to the new owner", async () => {
    const subscriber = await signUp(server);
    await server.database.db
      .update(subscribers)
      .set({ name: 'المالك السابق', email: 'old-owner@example.com' })
      .where(eq(subscribers.msisdn, subscriber.msisdn));
    const other = await signUp(server);
    const since = new Date();

    const response = await notify({
      ...numberEvent('msisdn_recycled', subscriber.local),
      reason: 'reassigned',
    });
    expect(response.status).toBe(200);
    expect((await user(subscriber.token)).status).toBe(401);
    expect((await user(other.token)).status).toBe(200);
    expect(await subscriptionStateOf(subscriber)).toEqual(['cancelled']);
    expect(await subscriptionStateOf(other)).toEqual(['active']);
    const sent = await server.database.db
      .select()
      .from(smsMessages)
      .where(and(eq(smsMessages.msisdn, subscriber.msisdn), gt(smsMessages.createdAt, since)));
    expect(sent).toEqual([]);
    const [profile] = await server.database.db
      .select()
      .from(subscribers)
      .where(eq(subscribers.retiredMsisdn, subscriber.msisdn));
    expect(profile).toMatchObject({ msisdn: null, name: null, email: null });
  });

  it('answers 200 for a number it does not know, and 422 for an event without a number', async () => {
    const unknown = await notify(numberEvent('msisdn_recycled', newLocalMsisdn()));
    expect(unknown.status).toBe(200);
    const { msisdn: _msisdn, ...withoutNumber } = numberEvent('msisdn_deactivated', newLocalMsisdn());
    const refused = await notify(withoutNumber);
    expect(Object.keys((await readError(refused, 422)).errors ?? {})).toEqual(['msisdn']);
  });
});
