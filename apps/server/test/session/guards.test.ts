import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineContract, ZMsisdn, ZMsisdnInput } from '@sarraf/contracts';
import { assertOwnMsisdn } from '../../src/lib/auth';
import { routeFromContract } from '../../src/lib/route';
import { startTestServer, type TestServer } from '../support/test-server';
import { NON_CONTRACT_PATHS } from '../support/non-contract-paths';
import { bearer, newLocalMsisdn, signUp, stored } from './helpers';
import type { RouteName } from '@sarraf/contracts/api';
import { readError } from '@sarraf/contracts/typed-client';

// The subscriber routes (`subscriber/update {msisdn, …}`, `…/subscrption/cancel {msisdn}`)
// take an msisdn with a token; until they exist, this route stands for them, wired exactly like
// them: a contract with access `subscriber`, and assertOwnMsisdn in the handler.
const ownNumberEcho = defineContract({
  method: 'POST',
  path: NON_CONTRACT_PATHS.ownMsisdnEcho,
  summary: 'test: echoes the payload msisdn once it is the token’s own',
  tags: ['test'],
  access: 'subscriber',
  body: z.object({ msisdn: ZMsisdnInput }),
  response: z.object({ data: z.object({ msisdn: ZMsisdn }) }),
});

describe('an msisdn in an authenticated payload', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      beforeListen: (app: FastifyInstance) => {
        routeFromContract(app, ownNumberEcho, ({ body, request }) => ({
          data: { msisdn: assertOwnMsisdn(request, body.msisdn) },
        }));
      },
    });
  });
  afterAll(() => server.close());

  /** The test-only route is no contract of the route table: a raw POST to its address. */
  const echo = (json: unknown, headers: Record<string, string> = {}) =>
    server.request(NON_CONTRACT_PATHS.ownMsisdnEcho, { method: 'POST', json, headers });

  it("answers 403 to another subscriber's number, and passes one's own in any form", async () => {
    const mine = newLocalMsisdn();
    const theirs = newLocalMsisdn();
    const { token } = await signUp(server, mine);
    await signUp(server, theirs);

    for (const msisdn of [theirs, stored(theirs), '+966501234567', '12345678']) {
      const response = await echo({ msisdn }, bearer(token));
      expect((await readError(response, 403)).message).toMatch(/[\u0600-\u06FF]/);
    }
    for (const msisdn of [mine, `0${mine}`, `+967${mine}`, `00967${mine}`]) {
      const response = await echo({ msisdn }, bearer(token));
      expect(response.status).toBe(200);
      expect(ownNumberEcho.response.parse(await response.json())).toEqual({ data: { msisdn: stored(mine) } });
    }
  });

  it('answers 401 before looking at the payload when there is no token', async () => {
    const response = await echo({ msisdn: newLocalMsisdn() });
    expect(response.status).toBe(401);
  });
});

describe('bad input to the session endpoints is a 422, never a 500', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    ({ token } = await signUp(server, newLocalMsisdn()));
  });
  afterAll(() => server.close());

  const endpoints: { name: RouteName; needsToken?: boolean; bodies: unknown[] }[] = [
    {
      name: 'login',
      bodies: [{}, { msisdn: 771234567 }, { msisdn: ['771234567'] }, { msisdn: null }],
    },
    { name: 'resendOtp', bodies: [{}, { msisdn: true }, { msisdn: 'abc' }] },
    {
      name: 'confirmOtp',
      bodies: [
        {},
        { otp: 123456, msisdn: '771234567' },
        { otp: '12a456', msisdn: '771234567' },
        { otp: '123456', msisdn: '771234567', check_type: 'sms' },
        { otp: '123456' },
      ],
    },
    {
      name: 'createSubscriber',
      bodies: [{}, { uuid: 'not-a-uuid', msisdn: '771234567' }, { uuid: 5, msisdn: {} }],
    },
    {
      name: 'confirmProfileOtp',
      needsToken: true,
      bodies: [{}, { otp: [1] }, { otp: 'abcdef' }],
    },
  ];

  it.each(endpoints)(
    '$name answers 422 with field errors for wrong types',
    async ({ name, needsToken, bodies }) => {
      for (const body of bodies) {
        const response = await server.api.call(name, {
          rawJson: body,
          headers: needsToken ? bearer(token) : {},
        });
        expect(response.status, JSON.stringify(body)).toBe(422);
        const answer = await readError(response, 422);
        expect(answer.message).toMatch(/[\u0600-\u06FF]/);
        expect(Object.keys(answer.errors ?? {}).length).toBeGreaterThan(0);
      }
    },
  );

  it.each(endpoints)('$name answers 422 to malformed JSON', async ({ name, needsToken }) => {
    for (const body of ['{"msisdn": "7712', '{', 'null', '[1,2', '"just a string"']) {
      const response = await server.api.call(name, {
        body,
        headers: { 'content-type': 'application/json', ...(needsToken ? bearer(token) : {}) },
      });
      expect(response.status, body).toBe(422);
      const answer = await readError(response, 422);
      expect(JSON.stringify(answer)).not.toMatch(/stack|at \w+ \(|SyntaxError/);
    }
  });

  it('answers 422 to a malformed query on the dev outbox', async () => {
    for (const query of ['msisdn=abc', 'limit=0', 'limit=many']) {
      await server.api.fails('getDevSms', 422, { rawQuery: query });
    }
  });
});
