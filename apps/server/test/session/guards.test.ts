import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineContract, ZMsisdn, ZMsisdnInput } from '@sarraf/contracts';
import { assertOwnMsisdn } from '../../src/lib/auth';
import { routeFromContract } from '../../src/lib/route';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearer, newLocalMsisdn, postJson, signUp, stored } from './helpers';
import type { TErrorBody } from '@sarraf/contracts';

// The subscriber routes (`subscriber/update {msisdn, …}`, `…/subscrption/cancel {msisdn}`)
// take an msisdn with a token; until they exist, this route stands for them, wired exactly like
// them: a contract with access `subscriber`, and assertOwnMsisdn in the handler.
const ownNumberEcho = defineContract({
  method: 'POST',
  path: '/api/test/own-msisdn',
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

  it("answers 403 to another subscriber's number, and passes one's own in any form", async () => {
    const mine = newLocalMsisdn();
    const theirs = newLocalMsisdn();
    const { token } = await signUp(server, mine);
    await signUp(server, theirs);

    for (const msisdn of [theirs, stored(theirs), '+966501234567', '12345678']) {
      const response = await postJson(server, '/api/test/own-msisdn', { msisdn }, bearer(token));
      expect(response.status).toBe(403);
      expect(((await response.json()) as TErrorBody).message).toMatch(/[\u0600-\u06FF]/);
    }
    for (const msisdn of [mine, `0${mine}`, `+967${mine}`, `00967${mine}`]) {
      const response = await postJson(server, '/api/test/own-msisdn', { msisdn }, bearer(token));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ data: { msisdn: stored(mine) } });
    }
  });

  it('answers 401 before looking at the payload when there is no token', async () => {
    const response = await postJson(server, '/api/test/own-msisdn', { msisdn: newLocalMsisdn() });
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

  const endpoints: { path: string; needsToken?: boolean; bodies: unknown[] }[] = [
    {
      path: '/api/client/login',
      bodies: [{}, { msisdn: 771234567 }, { msisdn: ['771234567'] }, { msisdn: null }],
    },
    { path: '/api/client/resend/otp', bodies: [{}, { msisdn: true }, { msisdn: 'abc' }] },
    {
      path: '/api/client/confirm/otp',
      bodies: [
        {},
        { otp: 123456, msisdn: '771234567' },
        { otp: '12a456', msisdn: '771234567' },
        { otp: '123456', msisdn: '771234567', check_type: 'sms' },
        { otp: '123456' },
      ],
    },
    {
      path: '/api/client/create/subscriber',
      bodies: [{}, { uuid: 'not-a-uuid', msisdn: '771234567' }, { uuid: 5, msisdn: {} }],
    },
    {
      path: '/api/client/profile/confirm/otp',
      needsToken: true,
      bodies: [{}, { otp: [1] }, { otp: 'abcdef' }],
    },
  ];

  it.each(endpoints)(
    '$path answers 422 with field errors for wrong types',
    async ({ path, needsToken, bodies }) => {
      for (const body of bodies) {
        const response = await postJson(server, path, body, needsToken ? bearer(token) : {});
        expect(response.status, JSON.stringify(body)).toBe(422);
        const answer = (await response.json()) as TErrorBody;
        expect(answer.message).toMatch(/[\u0600-\u06FF]/);
        expect(Object.keys(answer.errors ?? {}).length).toBeGreaterThan(0);
      }
    },
  );

  it.each(endpoints)('$path answers 422 to malformed JSON', async ({ path, needsToken }) => {
    for (const body of ['{"msisdn": "7712', '{', 'null', '[1,2', '"just a string"']) {
      const response = await server.request(path, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', ...(needsToken ? bearer(token) : {}) },
      });
      expect(response.status, body).toBe(422);
      const answer = (await response.json()) as TErrorBody;
      expect(JSON.stringify(answer)).not.toMatch(/stack|at \w+ \(|SyntaxError/);
    }
  });

  it('answers 422 to a malformed query on the dev outbox', async () => {
    for (const query of ['msisdn=abc', 'limit=0', 'limit=many']) {
      expect((await server.request(`/api/dev/sms?${query}`)).status).toBe(422);
    }
  });
});
