import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_SECRET_HEADER } from '@sarraf/contracts';
import { readError } from '@sarraf/contracts/typed-client';
import { signInAs, type AdminClient } from '../admin/helpers';
import { signUp, startBillingServer, type Subscriber } from '../support/billing';
import type { TestServer } from '../support/test-server';

/**
 * Dates before 1900 or after 2100 are a 422 naming the field, never a 500 (docs/security.md): one
 * shared date schema in the contracts refuses them before any service or the database sees them.
 * Each surface below answered 500 before (PostgreSQL has no year 0, and the services turned the
 * strings into dates).
 */
const OPERATOR_SECRET = 'operator-secret-for-date-tests-000';
const RANGE_MESSAGE = 'يجب أن يكون التاريخ بين عامي 1900 و2100.';

const TOO_EARLY_DAYS = ['0000-01-01', '1899-12-31'];
const TOO_LATE_DAYS = ['2101-01-01', '9999-12-31'];
const TOO_EARLY_TIMES = ['0000-01-01T00:00:00.000Z', '1899-12-31T23:59:59Z'];
const TOO_LATE_TIMES = ['2101-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z', '2100-12-31T23:00:00-05:00'];

describe('dates outside 1900–2100 are a 422, never a 500', () => {
  let server: TestServer;
  let subscriber: Subscriber;
  let editor: AdminClient;
  let admin: AdminClient;

  beforeAll(async () => {
    server = await startBillingServer({ env: { OPERATOR_WEBHOOK_SECRET: OPERATOR_SECRET } });
    subscriber = await signUp(server);
    editor = await signInAs(server, 'editor');
    admin = await signInAs(server, 'admin');
  });
  afterAll(() => server.close());

  const expectRefused = async (response: Response, field: string, report: string) => {
    expect(response.status, report).toBe(422);
    expect((await readError(response)).errors?.[field], report).toEqual([RANGE_MESSAGE]);
  };

  it("refuses my bill's transactions filtered from year 0 or to year 9999, and serves 1900 and 2100", async () => {
    const token = subscriber.token;
    for (const value of [...TOO_EARLY_DAYS, ...TOO_EARLY_TIMES]) {
      await expectRefused(
        await server.api.call('getMyBillTransactions', { token, rawQuery: { from: value } }),
        'from',
        value,
      );
    }
    for (const value of [...TOO_LATE_DAYS, ...TOO_LATE_TIMES]) {
      await expectRefused(
        await server.api.call('getMyBillTransactions', { token, rawQuery: { to: value } }),
        'to',
        value,
      );
    }
    await server.api.ok('getMyBillTransactions', { token, query: { from: '1900-01-01', to: '2100-12-31' } });
    await server.api.ok('getMyBillTransactions', {
      token,
      query: { from: '1900-01-01T00:00:00Z', to: '2100-12-31T23:59:59.999Z' },
    });
  });

  it('refuses the date filters of the public and back-office lists', async () => {
    for (const name of ['getNews', 'getPriceLists'] as const) {
      for (const [field, value] of [
        ['from', '0000-01-01'],
        ['to', '9999-12-31T00:00:00Z'],
      ] as const) {
        const response = await server.api.call(name, { rawQuery: { [field]: value } });
        await expectRefused(response, field, `${name} ${value}`);
      }
    }
    for (const name of [
      'adminListTransactions',
      'adminListSms',
      'adminListAuditLog',
      'adminGetUssdSummary',
      'adminListInboundMessages',
    ] as const) {
      await expectRefused(await admin.api.call(name, { rawQuery: { from: '0000-01-01' } }), 'from', name);
    }
  });

  it('refuses a news item published in year 0 or 9999, on create and on update', async () => {
    const item = {
      title: 'خبر للتاريخ',
      summary: '',
      body_html: '<p>نص</p>',
      image_url: null,
      status: 'published' as const,
      published_at: '2031-01-01T09:00:00.000Z',
    };
    const created = await editor.api.ok('adminCreateNews', { json: item });
    for (const value of [...TOO_EARLY_TIMES, ...TOO_LATE_TIMES]) {
      const rawJson = { ...item, published_at: value };
      await expectRefused(await editor.api.call('adminCreateNews', { rawJson }), 'published_at', `create ${value}`);
      await expectRefused(
        await editor.api.call('adminUpdateNews', { params: { id: created.data.id }, rawJson }),
        'published_at',
        `update ${value}`,
      );
    }
  });

  it('refuses a price list dated in year 0', async () => {
    const sources = await editor.api.ok('adminListPriceSources');
    const currencies = await editor.api.ok('adminListCurrencies');
    const usd = currencies.data.find((row) => row.code === 'USD')!.id;
    for (const value of [...TOO_EARLY_DAYS, ...TOO_LATE_DAYS]) {
      const response = await editor.api.call('adminCreatePriceList', {
        rawJson: {
          source_id: sources.data[0]!.id,
          title: 'نشرة التاريخ',
          list_date: value,
          notes: '',
          items: [{ currency_id: usd, buy: '530', sell: '535', note: null }],
        },
      });
      await expectRefused(response, 'list_date', value);
    }
  });

  it('refuses operator notifications timed outside 1900–2100, and the dev sweep too', async () => {
    let sequence = 0;
    for (const value of [...TOO_EARLY_TIMES, ...TOO_LATE_TIMES]) {
      const response = await server.api.call('receiveOperatorNotification', {
        rawJson: {
          event_id: `date-${Date.now()}-${++sequence}`,
          type: 'status',
          msisdn: subscriber.msisdn,
          status: 'active',
          occurred_at: value,
        },
        headers: { [OPERATOR_SECRET_HEADER]: OPERATOR_SECRET },
      });
      await expectRefused(response, 'occurred_at', value);
      const sweep = await server.api.call('runDevBillingSweep', { rawJson: { now: value } });
      await expectRefused(sweep, 'now', `sweep ${value}`);
    }
  });
});
