import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';

const port = process.env.E2E_PORT ?? '4310';

/** The back office's publish at the primary market, as its rate screen calls it: admin session cookie plus XSRF echo. */
export async function publishAsEditor(request: APIRequestContext, code: string, buy: string) {
  const login = JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, `../../../../.tmp/e2e-first-admin-${port}.json`), 'utf8'),
  ) as { email: string; password: string };
  await request.get('/api/health');
  const xsrf = async () =>
    (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const signIn = await request.post('/api/admin/session', {
    data: login,
    headers: { 'x-xsrf-token': await xsrf() },
  });
  expect(signIn.status()).toBe(200);
  const grid = (await (await request.get('/api/admin/rates?source_id=1')).json()) as {
    data: { rows: { currency_id: number; code: string; last_buy: string | null }[] };
  };
  const row = grid.data.rows.find((candidate) => candidate.code === code)!;
  const published = await request.post('/api/admin/rates', {
    data: {
      source_id: 1,
      rates: [{ currency_id: row.currency_id, buy, sell: String(Number(buy) + 5) }],
      confirm_large_moves: true,
    },
    headers: { 'x-xsrf-token': await xsrf() },
  });
  expect(published.status()).toBe(200);
}

/** The USD buy rate at the primary market now. */
export async function usdBuyAtPrimaryMarket(request: APIRequestContext): Promise<number> {
  const list = (await (
    await request.get('/api/client/get/currency/list?currency=USD&source_id=1')
  ).json()) as {
    data: { rates: { buy: string }[] }[];
  };
  return Number(list.data[0]!.rates[0]!.buy);
}
