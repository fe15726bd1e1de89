import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  keywordMessages,
  keywordOptIns,
  smsMessages,
  subscribers,
  subscriptionEvents,
  subscriptions,
  transactions,
} from '../../src/db/schema/index';
import type { TestServer } from '../support/test-server';
import { ledgerOf, newLocalMsisdn, outbox, signUp, stored, subscriptionOf } from '../support/billing';
import { type FakeOperator, withFakeOperator } from '../billing/fake-operator';
import { signInAs } from '../admin/helpers';
import { serviceDay } from '../support/service-day';

const SECRET = 'operator-shared-secret-0123456789';
let sequence = 0;
const messageId = () => `kw-${Date.now()}-${++sequence}`;

/**
 * The keyword channel end to end (docs/keyword-channel.md): SMS to the short code through the
 * operator's webhook, replies read back from the SMS rows as the subscriber's phone would get them.
 */
describe('keyword channel', () => {
  let gateway: FakeOperator;
  let server: TestServer;
  withFakeOperator(
    {
      env: { OPERATOR_WEBHOOK_SECRET: SECRET, CHARGING_HTTP_TIMEOUT_MS: '1000' },
    },
    (started) => ({ gateway, server } = started),
  );

  async function send(from: string, text: string, id = messageId()) {
    const answer = await server.api.ok('receiveOperatorSms', {
      json: { message_id: id, from, to: '4545', text, received_at: new Date().toISOString() },
      headers: { 'x-operator-secret': SECRET },
    });
    return answer.data;
  }

  /** The keyword log row of a message, with the reply it got. */
  async function logged(id: string) {
    const [row] = await server.database.db
      .select()
      .from(keywordMessages)
      .where(eq(keywordMessages.messageId, id));
    return row;
  }

  /** Every SMS a number was sent, oldest first. */
  async function received(msisdn: string) {
    return (await outbox(server, msisdn)).reverse();
  }

  /** Sends `text` and returns the one reply it got (or fails if it got none or several). */
  async function ask(msisdn: string, text: string) {
    const before = (await received(msisdn)).length;
    const id = messageId();
    await send(msisdn, text, id);
    const after = await received(msisdn);
    expect(after.length - before).toBe(1);
    const row = await logged(id);
    expect(row!.replyText).toBe(after.at(-1)!.text);
    return { reply: after.at(-1)!, row: row! };
  }

  const subscriptionRowsOf = async (msisdn: string) =>
    server.database.db
      .select({ id: subscriptions.id, state: subscriptions.state })
      .from(subscriptions)
      .innerJoin(subscribers, eq(subscribers.id, subscriptions.subscriberId))
      .where(eq(subscribers.msisdn, msisdn));

  describe('a subscriber asking for prices', () => {
    it.each([
      ['دولار', 'USD'],
      ['  الدولار ', 'USD'],
      ['دولار أمريكي', 'USD'],
      ['USD', 'USD'],
      ['usd', 'USD'],
      ['ريال سعودي', 'SAR'],
      ['يـورو', 'EUR'],
    ])('%j → the main market buy and sell of %s with the time', async (text, code) => {
      const subscriber = await signUp(server);
      const { reply, row } = await ask(subscriber.msisdn, text);
      expect(reply.purpose).toBe('keyword.reply');
      expect(reply.text).toContain(`(${code})`);
      expect(reply.text).toContain('سوق صنعاء');
      expect(reply.text).toMatch(/\d\d\/\d\d \d\d:\d\d: شراء \d+(\.\d+)? بيع \d+(\.\d+)?$/);
      expect(reply.text.length).toBeLessThanOrEqual(134);
      expect(row).toMatchObject({ keyword: 'currency', argument: code, outcome: 'rates_sent' });
    });

    it.each(['ذهب', 'الذهب', 'GOLD', ' gold '])('%j → gold by karat', async (text) => {
      const subscriber = await signUp(server);
      const { reply, row } = await ask(subscriber.msisdn, text);
      // Gold costs tens of thousands of riyals: commas between the thousands, no fraction of zeros.
      expect(reply.text).toMatch(
        /^الذهب في سوق صنعاء .*عيار 24 \d{1,3}(,\d{3})+\/\d{1,3}(,\d{3})+، عيار 21 \d{1,3}(,\d{3})+\/\d{1,3}(,\d{3})+/,
      );
      expect(reply.text).not.toMatch(/\d{4}/);
      expect(row).toMatchObject({ keyword: 'gold', outcome: 'rates_sent' });
    });

    it.each(['اسعار', 'أسعار', 'الأسعار', 'RATES', 'Rates'])('%j → the top currencies', async (text) => {
      const subscriber = await signUp(server);
      const { reply, row } = await ask(subscriber.msisdn, text);
      expect(reply.text).toMatch(/^أسعار سوق صنعاء .*USD [\d.]+\/[\d.]+، SAR [\d.]+\/[\d.]+/);
      expect(reply.text.length).toBeLessThanOrEqual(134);
      expect(row).toMatchObject({ keyword: 'rates', outcome: 'rates_sent' });
    });

    it.each(['مساعدة', 'مساعده', 'HELP', 'help', 'مرحبا', 'دولارات كثيرة'])(
      '%j → the help: keywords, price, how to stop',
      async (text) => {
        const subscriber = await signUp(server);
        const { reply } = await ask(subscriber.msisdn, text);
        expect(reply.text).toContain('ذهب');
        expect(reply.text).toContain('50 ريال يمني يومياً');
        expect(reply.text).toContain('الغاء');
      },
    );
  });

  it('answers a message delivered twice once, in sequence and concurrently', async () => {
    const subscriber = await signUp(server);
    const id = messageId();
    expect(await send(subscriber.local, 'دولار', id)).toEqual({ duplicate: false, action: 'none' });
    expect(await send(subscriber.local, 'دولار', id)).toEqual({ duplicate: true, action: 'none' });

    const concurrent = messageId();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => send(subscriber.local, 'RATES', concurrent)),
    );
    expect(answers.filter((answer) => !answer.duplicate)).toHaveLength(1);
    const replies = (await received(subscriber.msisdn)).filter((sms) => sms.purpose === 'keyword.reply');
    expect(replies).toHaveLength(2);
    const rows = await server.database.db
      .select()
      .from(keywordMessages)
      .where(eq(keywordMessages.msisdn, subscriber.msisdn));
    expect(rows).toHaveLength(2);
  });

  it('gives a non-subscriber one sample a day with the offer, then the offer only', async () => {
    const msisdn = stored(newLocalMsisdn());
    const sample = await ask(msisdn, 'دولار');
    expect(sample.row.outcome).toBe('sample_sent');
    expect(sample.reply.text).toContain('(USD)');
    expect(sample.reply.text).toContain('أرسل اشتراك إلى 4545');
    for (const text of ['ذهب', 'USD']) {
      const offer = await ask(msisdn, text);
      expect(offer.row.outcome).toBe('offer_sent');
      expect(offer.reply.text).not.toMatch(/شراء \d/);
      expect(offer.reply.text).toContain('اشتراك');
    }
    // Help is for everyone, every time.
    expect((await ask(msisdn, 'مساعدة')).row.outcome).toBe('help_sent');
    expect(await subscriptionRowsOf(msisdn)).toHaveLength(0);
  });

  it('gives one sample even to two messages at once', async () => {
    const msisdn = stored(newLocalMsisdn());
    await Promise.all(['دولار', 'ذهب', 'اسعار'].map((text) => send(msisdn, text)));
    const outcomes = (
      await server.database.db.select().from(keywordMessages).where(eq(keywordMessages.msisdn, msisdn))
    ).map((row) => row.outcome);
    expect(outcomes.sort()).toEqual(['offer_sent', 'offer_sent', 'sample_sent']);
  });

  describe('subscribing by SMS (double opt-in)', () => {
    it('confirms, then subscribes and charges once on نعم; the نعم is the consent', async () => {
      const msisdn = stored(newLocalMsisdn());
      const request = await ask(msisdn, ' اشتراك ');
      expect(request.row.outcome).toBe('opt_in_sent');
      expect(request.reply.text).toContain('الباقة اليومية');
      expect(request.reply.text).toContain('50 ريال يمني يومياً');
      expect(request.reply.text).toContain('نعم');
      expect(request.reply.text).toContain('10 دقائق');
      expect(request.reply.text).toContain('الغاء');
      // Nothing exists yet: not a subscriber, not even a pending_payment subscription.
      expect(
        await server.database.db.select().from(subscribers).where(eq(subscribers.msisdn, msisdn)),
      ).toHaveLength(0);
      expect(gateway.takenFrom(msisdn)).toHaveLength(0);

      const yesId = messageId();
      await send(msisdn, 'نعم', yesId);
      const [subscription] = await subscriptionRowsOf(msisdn);
      expect(subscription!.state).toBe('active');
      const ledger = await ledgerOf(server, subscription!.id);
      expect(ledger).toHaveLength(1);
      expect(ledger[0]).toMatchObject({ status: 'succeeded', amountMinor: 5000 });
      expect(gateway.takenFrom(msisdn)).toHaveLength(1);

      const [created] = await server.database.db
        .select()
        .from(subscriptionEvents)
        .where(
          and(
            eq(subscriptionEvents.subscriptionId, subscription!.id),
            eq(subscriptionEvents.reason, 'created'),
          ),
        );
      expect(created!.details).toMatchObject({
        consent: {
          channel: 'sms_keyword',
          inbound_message_id: yesId,
          request_message_id: request.row.messageId,
          plan_name: 'الباقة اليومية',
          price_minor: 5000,
          currency: 'YER',
          period: 'daily',
        },
      });
      expect(
        Date.parse((created!.details as { consent: { consented_at: string } }).consent.consented_at),
      ).not.toBeNaN();

      // The welcome notice is the نعم's one reply.
      const afterYes = (await received(msisdn)).slice(1);
      expect(afterYes.map((sms) => sms.purpose)).toEqual(['billing.welcome']);
      expect(afterYes[0]!.text.length).toBeLessThanOrEqual(134);
      const yesRow = await logged(yesId);
      expect(yesRow).toMatchObject({
        keyword: 'confirm',
        outcome: 'subscribed',
        replyText: afterYes[0]!.text,
      });

      // نعم again: no second subscription, no second charge.
      const again = await ask(msisdn, 'YES');
      expect(again.row.outcome).toBe('already_subscribed');
      expect(await ledgerOf(server, subscription!.id)).toHaveLength(1);
      // اشتراك from a subscriber: told they are subscribed.
      expect((await ask(msisdn, 'SUB')).row.outcome).toBe('already_subscribed');
      // A subscriber gets prices.
      expect((await ask(msisdn, 'دولار')).row.outcome).toBe('rates_sent');

      // STOP cancels; the cancellation notice is its reply.
      const stopId = messageId();
      expect(await send(msisdn, 'STOP', stopId)).toEqual({ duplicate: false, action: 'cancelled' });
      expect((await subscriptionRowsOf(msisdn))[0]!.state).toBe('cancelled');
      expect(await logged(stopId)).toMatchObject({ outcome: 'cancelled' });
      expect((await received(msisdn)).at(-1)!.purpose).toBe('billing.cancelled');
      expect((await ask(msisdn, 'الغاء')).row.outcome).toBe('ignored_already_cancelled');
    });

    it('subscribes once and charges once when اشتراك and نعم each arrive twice at once', async () => {
      const msisdn = stored(newLocalMsisdn());
      await Promise.all([send(msisdn, 'اشتراك'), send(msisdn, 'SUB'), send(msisdn, 'اشتراك')]);
      const pending = await server.database.db
        .select()
        .from(keywordOptIns)
        .where(eq(keywordOptIns.msisdn, msisdn));
      expect(pending).toHaveLength(1);
      expect(await subscriptionRowsOf(msisdn)).toHaveLength(0);

      await Promise.all([send(msisdn, 'نعم'), send(msisdn, 'YES'), send(msisdn, 'نعم')]);
      const rows = await subscriptionRowsOf(msisdn);
      expect(rows).toHaveLength(1);
      expect(await ledgerOf(server, rows[0]!.id)).toHaveLength(1);
      expect(gateway.takenFrom(msisdn)).toHaveLength(1);
      const welcomes = (await received(msisdn)).filter((sms) => sms.purpose === 'billing.welcome');
      expect(welcomes).toHaveLength(1);
    });

    it('refuses a نعم after the 10 minutes, clearly, and subscribes nobody', async () => {
      const msisdn = stored(newLocalMsisdn());
      await ask(msisdn, 'اشتراك');
      await server.database.db
        .update(keywordOptIns)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(keywordOptIns.msisdn, msisdn));
      const late = await ask(msisdn, 'نعم');
      expect(late.row.outcome).toBe('opt_in_expired');
      expect(late.reply.text).toContain('انتهت مهلة');
      expect(await subscriptionRowsOf(msisdn)).toHaveLength(0);
      expect(gateway.takenFrom(msisdn)).toHaveLength(0);
      // With nothing pending at all, نعم says so.
      expect((await ask(msisdn, 'نعم')).row.outcome).toBe('nothing_to_confirm');
      // A new request starts afresh.
      expect((await ask(msisdn, 'اشتراك')).row.outcome).toBe('opt_in_sent');
      const statuses = (
        await server.database.db.select().from(keywordOptIns).where(eq(keywordOptIns.msisdn, msisdn))
      ).map((row) => row.status);
      expect(statuses.sort()).toEqual(['expired', 'pending']);
    });

    it('tells the subscriber when the first charge is declined; the failed charge is in my bill', async () => {
      const local = newLocalMsisdn();
      const msisdn = stored(local);
      gateway.setMode(msisdn, 'decline');
      await ask(msisdn, 'اشتراك');
      const declined = await ask(msisdn, 'نعم');
      expect(declined.row.outcome).toBe('charge_failed');
      expect(declined.reply.text).toContain('رصيد');
      const [row] = await subscriptionRowsOf(msisdn);
      expect(row!.state).toBe('pending_payment');
      const ledger = await server.database.db
        .select()
        .from(transactions)
        .where(eq(transactions.subscriptionId, row!.id));
      expect(ledger.map((charge) => charge.status)).toEqual(['failed']);
    });

    it('keeps serving the paid days after STOP, and brings the subscription back on اشتراك + نعم without a charge', async () => {
      const subscriber = await signUp(server);
      const paid = await subscriptionOf(server, subscriber.token);
      const stop = await ask(subscriber.msisdn, 'الغاء');
      expect(stop.row.outcome).toBe('cancelled');
      expect(stop.reply.purpose).toBe('billing.cancelled');
      expect(stop.reply.text).toContain('تبقى الخدمة لك حتى');
      expect(stop.reply.text.length).toBeLessThanOrEqual(134);
      // The period already paid still gets prices, not the sample and the offer.
      expect((await ask(subscriber.msisdn, 'دولار')).row.outcome).toBe('rates_sent');

      const offer = await ask(subscriber.msisdn, 'اشتراك');
      expect(offer.row.outcome).toBe('opt_in_sent');
      const yes = await ask(subscriber.msisdn, 'نعم');
      expect(yes.row.outcome).toBe('resumed');
      expect(yes.reply.purpose).toBe('billing.reactivated_in_period');
      expect(yes.reply.text).toContain('دون خصم');
      expect(yes.reply.text.length).toBeLessThanOrEqual(134);
      expect(await subscriptionOf(server, subscriber.token)).toMatchObject({
        uuid: paid.uuid,
        state: 'active',
        next_renewal_at: paid.current_period_end,
      });
      expect(await ledgerOf(server, paid.uuid)).toHaveLength(1);
      expect(await subscriptionRowsOf(subscriber.msisdn)).toHaveLength(1);
    });

    it('tells a portal subscriber sending اشتراك that they are subscribed', async () => {
      const subscriber = await signUp(server);
      const { row, reply } = await ask(subscriber.local, 'اشتراك');
      expect(row.outcome).toBe('already_subscribed');
      expect(reply.text).toContain(subscriber.plan.name);
      expect((await subscriptionOf(server, subscriber.token)).state).toBe('active');
      // The reply is in the subscriber's SMS list.
      const [sms] = await server.database.db
        .select()
        .from(smsMessages)
        .where(eq(smsMessages.id, row.replySmsId!));
      expect(sms!.subscriberId).not.toBeNull();
    });
  });

  describe('back office', () => {
    it('lists inbound messages with the reply sent, and counts keywords and subscriptions per day', async () => {
      const admin = await signInAs(server, 'admin');
      const msisdn = stored(newLocalMsisdn());
      const asked = await ask(msisdn, 'الدولار');
      const inbound = await admin.api.ok('adminListInboundMessages', {
        query: { msisdn, keyword: 'currency' },
      });
      expect(inbound.meta.total).toBe(1);
      expect(inbound.data[0]).toMatchObject({
        channel: 'operator_webhook',
        msisdn,
        text: 'الدولار',
        keyword: 'currency',
        argument: 'USD',
        outcome: 'sample_sent',
        reply_sms_id: asked.row.replySmsId,
        reply_text: asked.reply.text,
        reply_status: 'queued',
      });

      // One keyword subscription today, next to the portal's code sign-ups.
      const subscriber = stored(newLocalMsisdn());
      await send(subscriber, 'اشتراك');
      await send(subscriber, 'نعم');
      await signUp(server);
      const today = serviceDay();
      const { series } = (await admin.api.ok('adminGetChannelSummary')).data;
      const countOf = (name: keyof typeof series, key: string) =>
        series[name].find((row) => row.day === today && row.key === key)?.count ?? 0;
      expect(countOf('keywords', 'currency')).toBeGreaterThanOrEqual(1);
      expect(countOf('keywords', 'subscribe')).toBeGreaterThanOrEqual(1);
      expect(countOf('keywords', 'confirm')).toBeGreaterThanOrEqual(1);
      expect(countOf('subscriptions_by_channel', 'sms_keyword')).toBeGreaterThanOrEqual(1);
      expect(countOf('subscriptions_by_channel', 'sms_code')).toBeGreaterThanOrEqual(1);
      const total = await server.database.db.select().from(keywordMessages);
      expect(series.keywords.reduce((sum, row) => sum + row.count, 0)).toBe(total.length);

      await admin.api.fails('adminGetChannelSummary', 422, {
        rawQuery: { from: '2026-02-01', to: '2026-01-01' },
      });
      const editor = await signInAs(server, 'editor');
      await editor.api.fails('adminListInboundMessages', 403);
      await editor.api.fails('adminGetChannelSummary', 403);
    });
  });
});
