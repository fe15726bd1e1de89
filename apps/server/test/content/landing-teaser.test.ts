import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZCurrencyWithRates } from '@sarraf/contracts';
import { LANDING_TEASER_CODES, type TLandingTeaser } from '@sarraf/contracts/landing-teaser';
import { withInlineJson } from '../../src/plugins/portal-pages';
import { appWithBuilds } from '../support/app-with-builds';
import { startTestServer, type TestServer } from '../support/test-server';
import { publish, SANAA } from './helpers';

/** A built portal on disk with the landing's preloads, as the web build leaves it. */
function fakePortal() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sarraf-landing-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="ar" dir="rtl"><head><title>portal</title></head><body></body></html>',
  );
  writeFileSync(
    path.join(dir, 'route-preloads.json'),
    JSON.stringify([{ path: '/', scripts: ['/assets/landing-L1.js'], styles: [] }]),
  );
  return dir;
}

/** The teaser's shape (its type is zod-free for the browser bundle), to read the page's block by. */
const ZLandingTeaser = z.object({
  source_id: z.number().nullable(),
  currencies: z.array(ZCurrencyWithRates),
});

const teaserOf = (html: string): TLandingTeaser => {
  const json = /<script type="application\/json" id="landing-rates">([^<]*)<\/script>/.exec(html)?.[1];
  expect(json).toBeDefined();
  return ZLandingTeaser.parse(JSON.parse(json!));
};

describe('the landing page carries its rates teaser', () => {
  let server: TestServer;
  let app: FastifyInstance;
  let url: string;

  beforeAll(async () => {
    server = await startTestServer();
    ({ app, url } = await appWithBuilds(server, { webDir: fakePortal(), adminDir: '/nonexistent' }));
  });
  afterAll(async () => {
    await app.close();
    await server.close();
  });

  it("writes the primary market's rates of the teaser currencies, as the currency list gives them", async () => {
    const response = await fetch(`${url}/`, { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    const html = await response.text();
    // The landing's own preloads stay; the data block comes with them.
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/landing-L1.js">');
    const teaser = teaserOf(html);
    expect(teaser.source_id).toBe(SANAA);

    const list = await server.api.ok('getCurrencyList', { query: { source_id: SANAA } });
    const expected = LANDING_TEASER_CODES.flatMap((code) => list.data.filter((item) => item.code === code));
    expect(expected.length).toBeGreaterThan(0);
    expect(teaser.currencies).toEqual(expected);
    expect(
      teaser.currencies.every((currency) => currency.rates.every((rate) => rate.source.id === SANAA)),
    ).toBe(true);
  });

  it('shows a new publication at once, with a new ETag', async () => {
    const before = await fetch(`${url}/`);
    const etag = before.headers.get('etag')!;
    expect((await fetch(`${url}/`, { headers: { 'if-none-match': etag } })).status).toBe(304);

    await publish(server, {
      sourceId: SANAA,
      at: new Date(),
      rates: [{ currencyCode: 'USD', buy: '777.25', sell: '779.5' }],
    });

    const after = await fetch(`${url}/`, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    const usd = teaserOf(await after.text()).currencies.find((currency) => currency.code === 'USD');
    expect(usd?.rates[0]).toMatchObject({ buy: '777.250000', sell: '779.500000' });
  });

  it('answers the other pages without it', async () => {
    const html = await (await fetch(`${url}/client/home`)).text();
    expect(html).not.toContain('landing-rates');
  });
});

describe('withInlineJson', () => {
  it('escapes < so that no value closes the element', () => {
    const html = withInlineJson(
      '<head></head>',
      'landing-rates',
      JSON.stringify({ name: '</script><script>x' }),
    );
    expect(html).not.toContain('</script><script>x');
    expect(html).toContain('\\u003c/script>\\u003cscript>x');
    const json = /id="landing-rates">([^<]*)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json)).toEqual({ name: '</script><script>x' });
  });
});
