import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { callApi, okApi } from '../../../../e2e-support/api-request';

const port = process.env.E2E_PORT ?? '4310';

/** The back office's publish at the primary market, as its rate screen calls it: admin session cookie plus XSRF echo. */
export async function publishAsEditor(request: APIRequestContext, code: string, buy: string) {
  const login = JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, `../../../../.tmp/e2e-first-admin-${port}.json`), 'utf8'),
  ) as { email: string; password: string };
  await callApi(request, 'getHealth');
  const xsrf = async () =>
    (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  await okApi(request, 'adminSignIn', { data: login, headers: { 'x-xsrf-token': await xsrf() } });
  const grid = await okApi(request, 'adminGetRateGrid', { query: { source_id: 1 } });
  const row = grid.data.rows.find((candidate) => candidate.code === code)!;
  await okApi(request, 'adminPublishRates', {
    data: {
      source_id: 1,
      rates: [{ currency_id: row.currency_id, buy, sell: String(Number(buy) + 5) }],
      confirm_large_moves: true,
    },
    headers: { 'x-xsrf-token': await xsrf() },
  });
}

/** The USD buy rate at the primary market now. */
export async function usdBuyAtPrimaryMarket(request: APIRequestContext): Promise<number> {
  const list = await okApi(request, 'getCurrencyList', { query: { currency: 'USD', source_id: 1 } });
  return Number(list.data[0]!.rates[0]!.buy);
}
