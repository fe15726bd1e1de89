import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages } from '../../src/db/schema/index';
import { CONTACT_LIMIT } from '../../src/services/contact';
import { startTestServer, type TestServer } from '../support/test-server';
import type { TQuery } from '@sarraf/contracts/api';
import { readError, readOk } from '@sarraf/contracts/typed-client';
const SENT = 'تم استلام رسالتك، شكراً لتواصلك معنا وسنرد عليك في أقرب وقت.';

describe('the contact form (send/message)', () => {
  let server: TestServer;
  const stored = () => server.database.db.select().from(contactMessages).orderBy(desc(contactMessages.id));
  const viaGet = (fields: TQuery<'sendMessage'>, headers?: Record<string, string>) =>
    server.api.call('sendMessage', { query: fields, ...(headers ? { headers } : {}) });

  beforeAll(async () => {
    server = await startTestServer();
  });
  beforeEach(async () => {
    // Each test starts with a fresh per-IP allowance (all requests come from 127.0.0.1).
    await server.counters.reset('contact:ip:127.0.0.1');
  });
  afterAll(() => server.close());

  it('stores a message sent as a query, with the sender’s IP and browser', async () => {
    const response = await viaGet(
      {
        name: ' أحمد علي ',
        msisdn: '٧٧١٢٣٤٥٦٧',
        email: 'ahmad@example.com',
        subject: 'تحديث أسعار عدن',
        message: 'متى يتم تحديث أسعار عدن؟',
      },
      { 'user-agent': 'Mozilla/5.0 (Linux; Android 10) Test' },
    );
    expect(await readOk('sendMessage', response)).toEqual({ message: SENT });
    expect(response.headers.get('cache-control')).toBe('no-store');
    const [row] = await stored();
    expect(row).toMatchObject({
      name: 'أحمد علي',
      // Arabic-Indic digits, local form: stored as digits with the country code.
      msisdn: '967771234567',
      email: 'ahmad@example.com',
      subject: 'تحديث أسعار عدن',
      message: 'متى يتم تحديث أسعار عدن؟',
      ip: '127.0.0.1',
      userAgent: 'Mozilla/5.0 (Linux; Android 10) Test',
      status: 'new',
      subscriberId: null,
    });
  });

  it('stores a message sent as a JSON body, blank optional fields as empty', async () => {
    await server.api.ok('sendMessageByPost', {
      json: { name: 'سارة', message: 'شكراً على الخدمة', email: '', msisdn: '', subject: '' },
    });
    const [row] = await stored();
    expect(row).toMatchObject({
      name: 'سارة',
      message: 'شكراً على الخدمة',
      email: null,
      msisdn: null,
      subject: '',
    });
  });

  it('keeps the currency chosen from the currencies list, as its ISO code', async () => {
    expect((await viaGet({ name: 'تاجر', message: 'سعر الريال السعودي؟', currency: 'sar' })).status).toBe(
      200,
    );
    expect((await stored())[0]).toMatchObject({ message: 'سعر الريال السعودي؟', currency: 'SAR' });
    expect((await viaGet({ name: 'تاجر', message: 'بلا عملة', currency: '' })).status).toBe(200);
    expect((await stored())[0]).toMatchObject({ message: 'بلا عملة', currency: null });
  });

  it('refuses a currency the service does not quote with a 422 on currency, storing nothing', async () => {
    const before = (await stored()).length;
    for (const currency of ['XAU', 'US', '123']) {
      const refused = await readError(await viaGet({ name: 'تاجر', message: 'عملة غريبة', currency }), 422);
      expect(Object.keys(refused.errors ?? {})).toEqual(['currency']);
      expect(refused.errors?.currency?.[0]).toMatch(/[\u0600-\u06FF]/);
    }
    expect((await stored()).length).toBe(before);
  });

  it('keeps a number it cannot read as typed', async () => {
    await viaGet({ name: 'زائر', message: 'رقم أجنبي', msisdn: '+1 202-555-01' });
    const [row] = await stored();
    expect(row!.msisdn).toBe('+120255501');
  });

  it.each([
    [{ message: 'نص' }, ['name']],
    [{ name: 'أحمد' }, ['message']],
    [{ name: '   ', message: '   ' }, ['message', 'name']],
    [{}, ['message', 'name']],
    [{ name: 'أحمد', message: 'نص', email: 'ahmad@' }, ['email']],
    [{ name: 'أحمد', message: 'نص', msisdn: 'abc' }, ['msisdn']],
    [{ name: 'أحمد', message: 'ن'.repeat(2001) }, ['message']],
    [{ name: 'أحمد', message: 'نص', subject: 'ع'.repeat(151) }, ['subject']],
  ])('answers 422 per field to %j and stores nothing', async (fields, invalid) => {
    const before = (await stored()).length;
    for (const body of [
      await server.api.fails('sendMessage', 422, { rawQuery: fields }),
      await server.api.fails('sendMessageByPost', 422, { rawJson: fields }),
    ]) {
      expect(body.message).toBe('البيانات المدخلة غير صحيحة.');
      expect(Object.keys(body.errors ?? {}).sort()).toEqual(invalid);
    }
    expect((await stored()).length).toBe(before);
  });

  it('says which field is missing, in Arabic', async () => {
    const body = await server.api.fails('sendMessage', 422, { rawQuery: { message: 'نص' } });
    expect(body.errors).toEqual({ name: ['هذا الحقل مطلوب.'] });
  });

  it('answers 422 to a malformed JSON body, never 500', async () => {
    const response = await server.api.call('sendMessageByPost', {
      headers: { 'content-type': 'application/json' },
      body: '{"name": "أحمد", ',
    });
    expect(response.status).toBe(422);
  });

  it(`refuses more than ${CONTACT_LIMIT.perIp} messages per IP in ${CONTACT_LIMIT.windowS / 60} minutes, with Retry-After`, async () => {
    for (let i = 0; i < CONTACT_LIMIT.perIp; i++) {
      expect((await viaGet({ name: 'مرسل', message: `رسالة ${i}` })).status).toBe(200);
    }
    const before = (await stored()).length;
    const refused = await viaGet({ name: 'مرسل', message: 'رسالة زائدة' });
    const error = await readError(refused, 429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(CONTACT_LIMIT.windowS);
    expect(error.message).toBe('أرسلت رسائل كثيرة خلال وقت قصير، يرجى المحاولة بعد قليل.');
    expect((await stored()).length).toBe(before);
    expect(
      await server.database.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.message, 'رسالة زائدة')),
    ).toEqual([]);
  });
});
