import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { newLocalMsisdn, signUp } from './helpers';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('no enumeration of subscribers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: { OTP_RESEND_S: '0', OTP_SENDS_PER_HOUR: '1000', OTP_BLOCK_SENDS_PER_HOUR: '1000' },
    });
  });
  afterAll(() => server.close());

  it('answers login and resend the same for a subscriber and for an unknown number', async () => {
    const known = newLocalMsisdn();
    await signUp(server, known);
    const unknown = newLocalMsisdn();
    for (const name of ['login', 'resendOtp'] as const) {
      const a = await server.api.call(name, { json: { msisdn: known } });
      const b = await server.api.call(name, { json: { msisdn: unknown } });
      expect(a.status).toBe(200);
      expect(b.status).toBe(a.status);
      expect(await b.text()).toBe(await a.text());
      const headerNames = (response: Response) =>
        [...response.headers.keys()].filter((name) => !['date', 'set-cookie'].includes(name)).sort();
      expect(headerNames(b)).toEqual(headerNames(a));
    }
  });

  it('takes about as long for both (the same database work either way)', async () => {
    const known = newLocalMsisdn();
    await signUp(server, known);
    const unknown = newLocalMsisdn();
    const time = async (msisdn: string) => {
      const started = performance.now();
      const response = await server.api.call('login', { json: { msisdn } });
      expect(response.status).toBe(200);
      return performance.now() - started;
    };
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    // Interleaved, so that warm-up and background work hit both alike.
    for (let round = 0; round < 20; round++) {
      knownTimes.push(await time(known));
      unknownTimes.push(await time(unknown));
    }
    const [a, b] = [median(knownTimes), median(unknownTimes)];
    // Loose on purpose (a shared CI machine): a lookup-and-branch would show as a steady gap.
    expect(Math.abs(a - b)).toBeLessThan(Math.max(a, b) * 0.5 + 3);
  });
});
