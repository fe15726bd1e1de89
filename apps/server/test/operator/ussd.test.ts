import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { priceSources, ussdSessions } from '../../src/db/schema/index';
import { fitsUssd } from '../../src/lib/ussd-screen';
import { localDateOf } from '../../src/lib/local-time';
import { CONTENT_TAGS } from '../../src/services/content-cache';
import { signInAs } from '../admin/helpers';
import {
  ledgerOf,
  newLocalMsisdn,
  outbox,
  signUp,
  startBillingServer,
  subscriptionOf,
} from '../support/billing';
import type { TestServer } from '../support/test-server';
import { runUssd } from '../../sim/channel/ussd';
import { serviceDay } from '../support/service-day';

const SECRET = 'operator-ussd-secret-0123456789abc';
const INVALID = 'اختيار غير صحيح';
let sequence = 0;

interface UssdAnswer {
  status: number;
  text: string;
  contentType: string | null;
}

/** The operator's gateway posting one step of a session. */
async function ussd(
  server: TestServer,
  step: { sessionId: string; msisdn: string; text: string; serviceCode?: string },
  secret: string | null = SECRET,
): Promise<UssdAnswer> {
  const response = await server.api.call('receiveOperatorUssd', {
    json: { serviceCode: '*123#', ...step },
    headers: secret === null ? {} : { 'x-operator-secret': secret },
  });
  return {
    status: response.status,
    text: await response.text(),
    contentType: response.headers.get('content-type'),
  };
}

/** A session of one number: `step('1*2')` sends that text, as the gateway does after each input. */
function session(server: TestServer, msisdn: string) {
  const sessionId = `ussd-${process.pid}-${Date.now()}-${++sequence}`;
  return {
    sessionId,
    async step(text: string) {
      const answer = await ussd(server, { sessionId, msisdn, text });
      expect(answer.status, text).toBe(200);
      expect(answer.contentType).toMatch(/^text\/plain/);
      expect(fitsUssd(answer.text), `${text}\n${answer.text}`).toBe(true);
      return answer.text;
    },
  };
}

const rowOf = async (server: TestServer, sessionId: string) =>
  (await server.database.db.select().from(ussdSessions).where(eq(ussdSessions.sessionId, sessionId)))[0];

/** The option lines (`1. …`) of a screen. */
const optionsOf = (text: string) => text.split('\n').filter((line) => /^[0-9]\. /.test(line));

describe('the USSD menu (POST /api/operator/ussd)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startBillingServer({
      env: { OPERATOR_WEBHOOK_SECRET: SECRET, SERVICE_SHORT_CODE: '4545' },
    });
  });
  afterAll(() => server.close());

  it('refuses a request without the shared secret, or with a wrong one, before reading it', async () => {
    const sessionId = `refused-${Date.now()}`;
    for (const secret of [null, 'wrong-secret-wrong-secret', `${SECRET}x`]) {
      const answer = await ussd(server, { sessionId, msisdn: newLocalMsisdn(), text: '' }, secret);
      expect(answer.status).toBe(401);
      expect(answer.contentType).toMatch(/^application\/json/);
    }
    expect(await rowOf(server, sessionId)).toBeUndefined();
  });

  it('refuses a step without a session id or number with a 422 naming the field', async () => {
    const refused = await server.api.fails('receiveOperatorUssd', 422, {
      rawJson: { msisdn: newLocalMsisdn(), serviceCode: '*123#', text: '' },
      headers: { 'x-operator-secret': SECRET },
    });
    expect(refused.errors).toHaveProperty('sessionId');
  });

  it('opens with the main menu, one numbered option per line, and stores the session', async () => {
    const subscriber = await signUp(server);
    const walk = session(server, subscriber.local);
    const main = await walk.step('');
    expect(main).toBe('CON صرّاف\n1. الأسعار\n2. تحويل العملات\n3. الذهب\n4. اشتراكي\n5. مساعدة');
    const row = await rowOf(server, walk.sessionId);
    expect(row).toMatchObject({
      msisdn: subscriber.msisdn,
      serviceCode: '*123#',
      lastScreen: 'main',
      endedAt: null,
    });
    expect((row!.state as { markets: unknown[] }).markets.length).toBeGreaterThan(1);
  });

  it('walks rates: a market, its rates, the next page and back, with an invalid input on each level', async () => {
    const subscriber = await signUp(server);
    const walk = session(server, subscriber.local);
    expect(await walk.step('9')).toMatch(new RegExp(`^CON ${INVALID}\\n1\\. الأسعار`));
    const markets = await walk.step('9*1');
    expect(markets).toMatch(/^CON .*اختر السوق\n1\. سوق صنعاء\n2\. سوق عدن\n9\. المزيد\n0\. رجوع$/);
    const outOfRange = await walk.step('9*1*7');
    expect(outOfRange.split('\n')[0]).toBe(`CON ${INVALID}`);
    expect(optionsOf(outOfRange)).toEqual(optionsOf(markets));
    const rates = await walk.step('9*1*7*1');
    expect(rates).toMatch(/^CON سوق صنعاء\nUSD [\d.]+\/[\d.]+\n/);
    expect(rates.endsWith('9. المزيد\n0. رجوع')).toBe(true);
    const wrong = await walk.step('9*1*7*1*5');
    expect(wrong.split('\n')[0]).toBe(`CON ${INVALID}`);
    expect(wrong.split('\n').slice(1)).toEqual(rates.split('\n').slice(1));
    const next = await walk.step('9*1*7*1*5*9');
    expect(next).not.toContain('USD');
    expect(await walk.step('9*1*7*1*5*9*0')).toBe(rates);
    expect(await walk.step('9*1*7*1*5*9*0*0')).toBe(markets);
    expect((await rowOf(server, walk.sessionId))!.lastScreen).toBe('rates.markets');
  });

  it('converts an amount through the portal converter at the main market, with invalid inputs on each level', async () => {
    const subscriber = await signUp(server);
    const walk = session(server, subscriber.local);
    expect(await walk.step('2')).toBe('CON اكتب المبلغ بالأرقام\n0. رجوع');
    expect(await walk.step('2*abc')).toBe('CON مبلغ غير صحيح، اكتبه بالأرقام\n0. رجوع');
    const currencies = await walk.step('2*abc*100');
    expect(currencies).toMatch(/^CON حوّل 100 من\n1\. دولار أمريكي\n/);
    const wrong = await walk.step('2*abc*100*8');
    expect(wrong.split('\n')[0]).toBe(`CON ${INVALID}`);
    expect(optionsOf(wrong)).toEqual(optionsOf(currencies));
    const result = await walk.step('2*abc*100*8*1');
    const { data } = await server.api.ok('convertCurrency', {
      query: { amount: '100', from: 'USD', to: 'YER' },
    });
    // The portal's answer (`53490.00`) with commas between thousands and no fraction of zeros.
    expect(data.result).toMatch(/^\d{5}\.\d+$/);
    const [whole = '', fraction = ''] = data.result.split('.');
    const shown = `${whole.slice(0, -3)},${whole.slice(-3)}${/[1-9]/.test(fraction) ? `.${fraction.replace(/0+$/, '')}` : ''}`;
    const rate = data.rate.replace(/\.?0+$/, '');
    expect(result).toBe(`END 100 دولار أمريكي = ${shown} ريال يمني\nالسعر ${rate} (سوق صنعاء)`);
    expect(result).not.toContain('.00');
    expect(await rowOf(server, walk.sessionId)).toMatchObject({
      lastScreen: 'convert.result',
      endReason: 'completed',
    });
  });

  it('shows gold by karat, with invalid inputs on each level', async () => {
    const subscriber = await signUp(server);
    const walk = session(server, subscriber.local);
    const karats = await walk.step('3');
    expect(karats).toMatch(/^CON الذهب: اختر العيار\n1\. ذهب عيار 24\n/);
    expect(optionsOf(await walk.step('3*8'))).toEqual(optionsOf(karats));
    const karat = await walk.step('3*8*2');
    expect(karat).toMatch(/^CON ذهب عيار 21\nسوق صنعاء \d{1,3}(,\d{3})+\/\d{1,3}(,\d{3})+\n/);
    const wrong = await walk.step('3*8*2*1');
    expect(wrong.split('\n').slice(1)).toEqual(karat.split('\n').slice(1));
    expect(await walk.step('3*8*2*1*0')).toBe(karats);
  });

  it('cancels a subscription only after the confirm step, free of charge, with invalid inputs on each level', async () => {
    const subscriber = await signUp(server);
    const { uuid } = await subscriptionOf(server, subscriber.token);
    const ledger = (await ledgerOf(server, uuid)).length;
    const walk = session(server, `+967${subscriber.local}`);
    const status = await walk.step('4');
    expect(status).toMatch(/^CON اشتراكك: نشط\nيتجدد في \d{4}-\d{2}-\d{2}\n1\. إلغاء الاشتراك\n0\. رجوع$/);
    expect(await walk.step('4*3')).toBe(`CON ${INVALID}\n${status.slice(4)}`);
    const confirm = await walk.step('4*3*1');
    // The prompt names the day the period already paid ends: the service stays until then.
    const paidUntil = (await subscriptionOf(server, subscriber.token)).current_period_end!;
    const day = localDateOf(new Date(paidUntil), 'Asia/Aden');
    expect(confirm).toBe(`CON تبقى الخدمة حتى ${day} بلا تجديد. متأكد؟\n1. نعم\n2. لا`);
    expect(await walk.step('4*3*1*5')).toBe(`CON ${INVALID}\n${confirm.slice(4)}`);
    // "No" goes back to the subscription, still active.
    expect(await walk.step('4*3*1*5*2')).toBe(status);
    expect((await subscriptionOf(server, subscriber.token)).state).toBe('active');

    const done = await walk.step('4*3*1*5*2*1*1');
    expect(done).toBe(`END تم الإلغاء مجاناً ولن يُخصم شيء بعد الآن.\nالخدمة متاحة لك حتى ${day}.`);
    expect(await subscriptionOf(server, subscriber.token)).toMatchObject({
      state: 'cancelled',
      access_until: paidUntil,
    });
    // The paid days are still served: the rates menu stays open, and 4 says until when.
    expect(await session(server, subscriber.local).step('1')).toMatch(/^CON /);
    expect(await session(server, subscriber.local).step('4')).toMatch(
      new RegExp(`^END اشتراكك ملغى، والخدمة متاحة حتى ${day}\\.`),
    );
    expect(await ledgerOf(server, uuid)).toHaveLength(ledger);
    // The cancellation notice goes out by SMS, as for the STOP keyword.
    expect((await outbox(server, subscriber.local)).some((sms) => sms.purpose === 'billing.cancelled')).toBe(
      true,
    );
    expect(await rowOf(server, walk.sessionId)).toMatchObject({
      lastScreen: 'subscription.cancelled',
      endReason: 'completed',
    });
    // A replay of the last step after the end cancels nothing again and changes nothing.
    expect(await walk.step('4*3*1*5*2*1*1')).toBe('END انتهت هذه الجلسة. اطلب الخدمة من جديد.');
  });

  it('answers help with a final END: price, how to stop, short code', async () => {
    const walk = session(server, newLocalMsisdn());
    const help = await walk.step('5');
    expect(help).toMatch(
      /^END [\d.]+ ريال يمني (يومياً|أسبوعياً|شهرياً)، يتجدد تلقائياً\nللإلغاء: الغاء إلى 4545 مجاناً$/,
    );
    expect(await rowOf(server, walk.sessionId)).toMatchObject({ lastScreen: 'help', endReason: 'completed' });
  });

  it('gives a number without a subscription the rates sample and how to subscribe', async () => {
    const stranger = newLocalMsisdn();
    expect(await session(server, stranger).step('4')).toMatch(
      /^END لست مشتركاً في صرّاف\.\nللاشتراك أرسل اشتراك إلى 4545/,
    );
    expect(await session(server, stranger).step('1')).toMatch(
      /^END سوق صنعاء: USD [\d.]+\/[\d.]+\nللاشتراك أرسل اشتراك إلى 4545/,
    );
    expect(await session(server, stranger).step('3')).toMatch(/^END أسعار الذهب للمشتركين\.\nللاشتراك/);
  });

  it('keeps the meaning of a number typed mid-session when an editor re-orders the markets', async () => {
    const subscriber = await signUp(server);
    const walk = session(server, subscriber.local);
    await walk.step('');
    const [bank] = await server.database.db
      .update(priceSources)
      .set({ sortOrder: -100 })
      .where(eq(priceSources.name, 'البنك المركزي اليمني'))
      .returning({ id: priceSources.id, sortOrder: priceSources.sortOrder });
    await server.contentCache.invalidate([CONTENT_TAGS.priceSources]);
    try {
      expect(await walk.step('1*1')).toMatch(/^CON سوق صنعاء\n/);
      // A new session sees the new order.
      expect(await session(server, subscriber.local).step('1*1')).toMatch(/^CON البنك المركزي اليمني\n/);
    } finally {
      await server.database.db
        .update(priceSources)
        .set({ sortOrder: 0 })
        .where(eq(priceSources.id, bank!.id));
      await server.contentCache.invalidate([CONTENT_TAGS.priceSources]);
    }
  });

  it('ends a session that went idle, or that another number tries to continue', async () => {
    const subscriber = await signUp(server);
    const walk = session(server, subscriber.local);
    await walk.step('');
    const other = await ussd(server, { sessionId: walk.sessionId, msisdn: newLocalMsisdn(), text: '4' });
    expect(other.text).toBe('END انتهت هذه الجلسة. اطلب الخدمة من جديد.');
    expect((await rowOf(server, walk.sessionId))!.msisdn).toBe(subscriber.msisdn);

    await server.database.db
      .update(ussdSessions)
      .set({ updatedAt: sql`now() - interval '10 minutes'` })
      .where(eq(ussdSessions.sessionId, walk.sessionId));
    expect(await walk.step('1')).toBe('END انتهت هذه الجلسة. اطلب الخدمة من جديد.');
    // The next session's first request sweeps it: ended, expired, its cached lists dropped.
    await session(server, subscriber.local).step('');
    expect(await rowOf(server, walk.sessionId)).toMatchObject({ endReason: 'expired', state: {} });
  });

  it('counts sessions per day, completed and by last menu for the back office', async () => {
    const from = serviceDay();
    const editor = await signInAs(server, 'editor');
    const before = await editor.api.ok('adminGetUssdSummary', { query: { from, to: from } });
    await session(server, newLocalMsisdn()).step('5');
    await session(server, newLocalMsisdn()).step('');
    const after = await editor.api.ok('adminGetUssdSummary', { query: { from, to: from } });
    expect(after.data.days).toHaveLength(1);
    expect(after.data.totals.sessions).toBe(before.data.totals.sessions + 2);
    expect(after.data.totals.completed).toBe(before.data.totals.completed + 1);
    expect(after.data.by_last_menu.map((entry) => entry.menu)).toEqual(
      expect.arrayContaining(['help', 'main']),
    );
    const week = await editor.api.ok('adminGetUssdSummary');
    expect(week.data.days).toHaveLength(30);
    await server.api.fails('adminGetUssdSummary', 401);
  });

  it('puts a session on its day in the service zone (Aden), as the channels view does', async () => {
    // 22:30 UTC on the 10th is 01:30 on the 11th in Aden: both views count it on the 11th.
    await server.database.db.insert(ussdSessions).values([
      {
        sessionId: 'day-edge-1',
        msisdn: newLocalMsisdn(),
        serviceCode: '*555#',
        startedAt: new Date('2026-03-10T22:30:00Z'),
        endReason: 'completed',
        lastScreen: 'help',
      },
      {
        sessionId: 'day-edge-2',
        msisdn: newLocalMsisdn(),
        serviceCode: '*555#',
        startedAt: new Date('2026-03-11T00:30:00Z'),
        endReason: 'expired',
      },
    ]);
    const range = { from: '2026-03-10', to: '2026-03-11' };
    const editor = await signInAs(server, 'editor');
    const ussdDays = await editor.api.ok('adminGetUssdSummary', { query: range });
    expect(ussdDays.data.days).toEqual([
      { day: '2026-03-10', sessions: 0, completed: 0, expired: 0 },
      { day: '2026-03-11', sessions: 2, completed: 1, expired: 1 },
    ]);
    const admin = await signInAs(server, 'admin');
    const channels = await admin.api.ok('adminGetChannelSummary', { query: range });
    expect(channels.data.series.ussd_sessions).toEqual([
      { day: '2026-03-11', key: 'completed', count: 1 },
      { day: '2026-03-11', key: 'expired', count: 1 },
    ]);
  });

  it('walks a session from the simulator, scripted, printing each screen', async () => {
    const subscriber = await signUp(server);
    let printed = '';
    const io = { write: (text: string) => void (printed += text), ask: () => Promise.resolve(null) };
    const argv = ['--url', server.url, '--secret', SECRET, '--msisdn', subscriber.msisdn, '--inputs', '9*5'];
    expect(await runUssd(argv, io)).toBe(0);
    expect(printed).toContain('» text=""\nCON صرّاف\n1. الأسعار');
    expect(printed).toContain(`» text="9"\nCON ${INVALID}\n1. الأسعار`);
    expect(printed).toMatch(/» text="9\*5"\nEND [^\n]+\nللإلغاء: الغاء إلى 4545 مجاناً\n/);
    // A wrong secret is reported, not hidden.
    printed = '';
    expect(await runUssd([...argv.slice(0, 3), 'wrong-secret', ...argv.slice(4)], io)).toBe(1);
    expect(printed).toContain('HTTP 401');
  });
});
