import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { newLocalMsisdn, outbox, stored } from '../session/helpers';
import { readError } from '@sarraf/contracts/typed-client';
import { localDateOf } from '../../src/lib/local-time';

/**
 * `GET /api/my-bill/check/subscriber` sends an SMS, and a GET can be fired by any web page through
 * its visitors' browsers: the browser's Fetch Metadata (`Sec-Fetch-Site`) tells such a request
 * apart (docs/security.md "SMS abuse").
 */
describe('my bill: no code sent for another site', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const check = (local: string, headers: Record<string, string> = {}) =>
    server.api.call('checkSubscriber', { query: { msisdn: local }, headers });
  // The budget's day is a day of the service's zone.
  const today = () => localDateOf(new Date(), server.config.timeZone);

  it('refuses a cross-site request with an Arabic 403: no SMS, no counter spent', async () => {
    const local = newLocalMsisdn();
    const budgetBefore = (await server.counters.peek(`sms:budget:${today()}`)).count;

    const response = await check(local, { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' });
    expect((await readError(response, 403)).message).toMatch(/[\u0600-\u06FF]/);

    expect(await outbox(server, local)).toHaveLength(0);
    expect((await server.counters.peek(`otp:msisdn:${stored(local)}`)).count).toBe(0);
    expect((await server.counters.peek(`otp:block:${stored(local).slice(0, -4)}`)).count).toBe(0);
    expect((await server.counters.peek(`sms:budget:${today()}`)).count).toBe(budgetBefore);
  });

  it('leaves no other code route open to a plain cross-site request: a form POST sends nothing', async () => {
    // What a page on another site can send without a CORS preflight: a form's body types.
    for (const [type, body] of [
      ['text/plain', (local: string) => JSON.stringify({ msisdn: local })],
      ['application/x-www-form-urlencoded', (local: string) => `msisdn=${local}`],
    ] as const) {
      const local = newLocalMsisdn();
      const response = await server.api.call('login', {
        headers: { 'content-type': type, 'sec-fetch-site': 'cross-site' },
        body: body(local),
      });
      expect(response.status, type).toBeGreaterThanOrEqual(400);
      expect(await outbox(server, local)).toHaveLength(0);
    }
  });

  it('still sends for the portal itself, a sibling site, a typed-in address and clients without the header', async () => {
    for (const site of ['same-origin', 'same-site', 'none', undefined]) {
      const local = newLocalMsisdn();
      const response = await check(local, site ? { 'sec-fetch-site': site } : {});
      expect(response.status, `Sec-Fetch-Site: ${site ?? '(none)'}`).toBe(200);
      const [sms] = await outbox(server, local);
      expect(sms).toMatchObject({ purpose: 'otp.mybill', status: 'sent' });
    }
  });
});
