import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_SECRET_HEADER } from '@sarraf/contracts';
import { signInAs, type AdminClient, type ErrorBody } from '../admin/helpers';
import { bearer, signUp, startBillingServer, type Subscriber } from '../support/billing';
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

  const expectRefused = (status: number, body: ErrorBody | undefined, field: string, report: string) => {
    expect(status, report).toBe(422);
    expect(body?.errors?.[field], report).toEqual([RANGE_MESSAGE]);
  };

  it("refuses my bill's transactions filtered from year 0 or to year 9999, and serves 1900 and 2100", async () => {
    const get = async (query: string) => {
      const response = await server.request(`/api/client/my-bill/subscriber/transactions?${query}`, {
        headers: bearer(subscriber.token),
      });
      return { status: response.status, body: (await response.json()) as ErrorBody };
    };
    for (const value of [...TOO_EARLY_DAYS, ...TOO_EARLY_TIMES]) {
      const { status, body } = await get(`from=${encodeURIComponent(value)}`);
      expectRefused(status, body, 'from', value);
    }
    for (const value of [...TOO_LATE_DAYS, ...TOO_LATE_TIMES]) {
      const { status, body } = await get(`to=${encodeURIComponent(value)}`);
      expectRefused(status, body, 'to', value);
    }
    expect((await get('from=1900-01-01&to=2100-12-31')).status).toBe(200);
    expect((await get('from=1900-01-01T00:00:00Z&to=2100-12-31T23:59:59.999Z')).status).toBe(200);
  });

  it('refuses the date filters of the public and back-office lists', async () => {
    for (const path of ['/api/client/get/news', '/api/client/get/priceLists']) {
      for (const [field, value] of [
        ['from', '0000-01-01'],
        ['to', '9999-12-31T00:00:00Z'],
      ] as const) {
        const response = await server.request(`${path}?${field}=${value}`);
        expectRefused(response.status, (await response.json()) as ErrorBody, field, `${path} ${value}`);
      }
    }
    for (const path of [
      '/api/admin/transactions',
      '/api/admin/sms',
      '/api/admin/audit-log',
      '/api/admin/channels/inbound',
    ]) {
      const { status, body } = await admin.call<ErrorBody>(`${path}?from=0000-01-01`);
      expectRefused(status, body, 'from', path);
    }
  });

  it('refuses a news item published in year 0 or 9999, on create and on update', async () => {
    const item = {
      title: 'خبر للتاريخ',
      summary: '',
      body_html: '<p>نص</p>',
      image_url: null,
      status: 'published',
      published_at: '2031-01-01T09:00:00.000Z',
    };
    const created = await editor.call<{ data: { id: number } }>('/api/admin/news', {
      method: 'POST',
      json: item,
    });
    expect(created.status).toBe(200);
    for (const value of [...TOO_EARLY_TIMES, ...TOO_LATE_TIMES]) {
      const json = { ...item, published_at: value };
      const create = await editor.call<ErrorBody>('/api/admin/news', { method: 'POST', json });
      expectRefused(create.status, create.body, 'published_at', `create ${value}`);
      const update = await editor.call<ErrorBody>(`/api/admin/news/${created.body.data.id}`, {
        method: 'PUT',
        json,
      });
      expectRefused(update.status, update.body, 'published_at', `update ${value}`);
    }
  });

  it('refuses a price list dated in year 0', async () => {
    const sources = await editor.call<{ data: Array<{ id: number }> }>('/api/admin/price-sources');
    const currencies = await editor.call<{ data: Array<{ id: number; code: string }> }>(
      '/api/admin/currencies',
    );
    const usd = currencies.body.data.find((row) => row.code === 'USD')!.id;
    for (const value of [...TOO_EARLY_DAYS, ...TOO_LATE_DAYS]) {
      const { status, body } = await editor.call<ErrorBody>('/api/admin/price-lists', {
        method: 'POST',
        json: {
          source_id: sources.body.data[0]!.id,
          title: 'نشرة التاريخ',
          list_date: value,
          notes: '',
          items: [{ currency_id: usd, buy: '530', sell: '535', note: null }],
        },
      });
      expectRefused(status, body, 'list_date', value);
    }
  });

  it('refuses operator notifications timed outside 1900–2100, and the dev sweep too', async () => {
    let sequence = 0;
    for (const value of [...TOO_EARLY_TIMES, ...TOO_LATE_TIMES]) {
      const response = await server.request('/api/operator/notifications', {
        method: 'POST',
        json: {
          event_id: `date-${Date.now()}-${++sequence}`,
          type: 'status',
          msisdn: subscriber.msisdn,
          status: 'active',
          occurred_at: value,
        },
        headers: { [OPERATOR_SECRET_HEADER]: OPERATOR_SECRET },
      });
      expectRefused(response.status, (await response.json()) as ErrorBody, 'occurred_at', value);
      const sweep = await server.request('/api/dev/billing/sweep', { method: 'POST', json: { now: value } });
      expectRefused(sweep.status, (await sweep.json()) as ErrorBody, 'now', `sweep ${value}`);
    }
  });
});
