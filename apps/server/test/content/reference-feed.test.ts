import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importReferenceFeed, readReferenceFeedState } from '../../src/services/reference-rates';
import { startTestServer, type TestServer } from '../support/test-server';

const day = (date: string, jpy: string) => `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <Cube><Cube time='${date}'><Cube currency='USD' rate='1.1500'/><Cube currency='JPY' rate='${jpy}'/><Cube currency='GBP' rate='0.8800'/></Cube></Cube>
</gesmes:Envelope>`;

/** The feed's side: a local server whose answer the test sets, counting conditional requests. */
function feedServer() {
  const state = {
    body: day('2030-01-02', '180.00'),
    etag: '"v1"',
    mode: 'ok' as 'ok' | 'slow' | 'broken',
    conditional: 0,
  };
  const server: Server = createServer((request, response) => {
    if (state.mode === 'slow') return; // never answers
    if (request.headers['if-none-match'] === state.etag) {
      state.conditional += 1;
      response.writeHead(304).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/xml', etag: state.etag });
    response.end(
      state.mode === 'broken'
        ? '<Envelope><Cube><Cube time="2030-01-03"><Cube currency="JPY" rate="abc"/>'
        : state.body,
    );
  });
  return { state, server };
}

describe('the reference feed import', () => {
  let server: TestServer;
  const feed = feedServer();
  let url: string;
  const yenInPounds = async () =>
    (await server.api.ok('convertCurrency', { query: { amount: '10000', from: 'JPY', to: 'GBP' } })).data;

  beforeAll(async () => {
    server = await startTestServer();
    await new Promise<void>((resolve) => feed.server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(feed.server.address() as AddressInfo).port}/eurofxref-daily.xml`;
  });
  afterAll(async () => {
    feed.server.closeAllConnections();
    await new Promise((resolve) => feed.server.close(resolve));
    await server.close();
  });
  const deps = () => ({ db: server.database.db, cache: server.app.deps.contentCache });

  it('imports a new day and the converter uses it at once (the cached answer is dropped)', async () => {
    expect(await yenInPounds()).toMatchObject({ reference_date: '2026-11-24' }); // the demo sample
    expect(await importReferenceFeed(deps(), url)).toEqual({
      status: 'imported',
      day: '2030-01-02',
      currencies: 3,
    });
    // 10000 × 0.88 ÷ 180 = 48.888…
    expect(await yenInPounds()).toMatchObject({
      reference_date: '2030-01-02',
      result: '48.89',
      rate_kind: 'reference',
    });
  });

  it('asks with the last ETag, and a 304 changes nothing', async () => {
    expect(await importReferenceFeed(deps(), url)).toMatchObject({
      status: 'not_modified',
      day: '2030-01-02',
    });
    expect(feed.state.conditional).toBe(1);
    expect((await readReferenceFeedState(server.database.db)).last_error).toBeNull();
  });

  it('refuses a broken file whole, keeps the rates it had and records why', async () => {
    feed.state.etag = '"v2"';
    feed.state.mode = 'broken';
    await expect(importReferenceFeed(deps(), url)).rejects.toThrow(/not well-formed|not a positive decimal/);
    expect((await readReferenceFeedState(server.database.db)).last_error).toMatch(/not well-formed|JPY/);
    expect(await yenInPounds()).toMatchObject({ reference_date: '2030-01-02', result: '48.89' });
  });

  it('gives up on a feed that does not answer, without waiting on it', async () => {
    feed.state.mode = 'slow';
    const started = Date.now();
    await expect(importReferenceFeed(deps(), url, { timeoutMs: 300 })).rejects.toThrow(
      /no answer within 300 ms/,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('takes the next good day after a failure, and clears the error', async () => {
    feed.state.mode = 'ok';
    feed.state.etag = '"v3"';
    feed.state.body = day('2030-01-03', '176.00');
    expect(await importReferenceFeed(deps(), url)).toMatchObject({ status: 'imported', day: '2030-01-03' });
    expect((await readReferenceFeedState(server.database.db)).last_error).toBeNull();
    // 10000 × 0.88 ÷ 176 = 50
    expect(await yenInPounds()).toMatchObject({ reference_date: '2030-01-03', result: '50.00' });
  });
});
