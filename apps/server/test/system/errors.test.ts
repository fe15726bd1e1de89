import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defineContract } from '@sarraf/contracts';
import { errorsPlugin } from '../../src/plugins/errors';
import { routeFromContract } from '../../src/lib/route';
import { forbidden, tooManyRequests, unauthorized } from '../../src/lib/http-error';
import { readError } from '@sarraf/contracts/typed-client';
import { NON_CONTRACT_PATHS } from '../support/non-contract-paths';

const { testOnlyRoutes } = NON_CONTRACT_PATHS;

// A contract made for this test: the error handler is shared infrastructure, exercised here through
// a real listening server independently of any feature's routes.
const echo = defineContract({
  method: 'POST',
  path: `${testOnlyRoutes}/echo`,
  summary: 'echo',
  tags: ['test'],
  access: 'public',
  body: z.object({ msisdn: z.string().min(6), email: z.email().optional(), count: z.number().int().max(10) }),
  response: z.object({ data: z.object({ msisdn: z.string() }) }),
});
const page = defineContract({
  method: 'GET',
  path: `${testOnlyRoutes}/page`,
  summary: 'page',
  tags: ['test'],
  access: 'public',
  query: z.object({ page: z.coerce.number().int().min(1).default(1) }),
  response: z.object({ data: z.object({ page: z.number() }) }),
});

describe('the one error handler and its error shapes', () => {
  let app: FastifyInstance;
  let url: string;
  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${url}${echo.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'ar', ...headers },
      body,
    });

  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorsPlugin);
    routeFromContract(app, echo, ({ body }) => ({ data: { msisdn: body.msisdn } }));
    routeFromContract(app, page, ({ query }) => ({ data: { page: query.page } }));
    app.get(`${testOnlyRoutes}/boom`, () => {
      throw new Error('select * from secrets where password = 123');
    });
    app.get(`${testOnlyRoutes}/401`, () => {
      throw unauthorized();
    });
    app.get(`${testOnlyRoutes}/403`, () => {
      throw forbidden();
    });
    app.get(`${testOnlyRoutes}/429`, () => {
      throw tooManyRequests(42);
    });
    app.get(`${testOnlyRoutes}/db-down`, () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => app.close());

  it('answers valid input', async () => {
    const response = await post(JSON.stringify({ msisdn: '771234567', count: 1 }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { msisdn: '771234567' } });
  });

  it('answers 422 with Arabic messages per field', async () => {
    const response = await post(JSON.stringify({ msisdn: '12', email: 'nope', count: 11 }));
    expect(response.status).toBe(422);
    const body = await readError(response);
    expect(body.message).toBe('البيانات المدخلة غير صحيحة.');
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['count', 'email', 'msisdn']);
    expect(body.errors?.email).toEqual(['البريد الإلكتروني غير صحيح.']);
    expect(body.errors?.msisdn).toEqual(['القيمة أقصر من المسموح.']);
  });

  it('names a missing field as required', async () => {
    const response = await post(JSON.stringify({ count: 1 }));
    const body = await readError(response);
    expect(body.errors?.msisdn).toEqual(['هذا الحقل مطلوب.']);
  });

  it('answers English when the caller asks for it', async () => {
    const response = await post(JSON.stringify({ count: 1 }), { 'accept-language': 'en-US,en;q=0.9' });
    const body = await readError(response);
    expect(body.message).toBe('The given data was invalid.');
    expect(body.errors?.msisdn).toEqual(['This field is required.']);
  });

  it.each([
    ['malformed JSON', '{"msisdn": '],
    ['a JSON array', '[1,2]'],
    ['JSON null', 'null'],
    ['wrong types', '{"msisdn": 5, "count": "x"}'],
    ['an empty body', ''],
  ])('answers 422, never 500, to %s', async (_name, body) => {
    const response = await post(body);
    expect(response.status).toBe(422);
    const json = await readError(response);
    expect(json.message).toBeTruthy();
    expect(json.errors).toBeTypeOf('object');
  });

  it('answers 415 to a body that is not JSON', async () => {
    const response = await post('msisdn=1', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.status).toBe(415);
  });

  it('answers 422 to a malformed query parameter', async () => {
    const response = await fetch(`${url}${page.path}?page=abc`);
    expect(response.status).toBe(422);
    expect((await readError(response)).errors).toHaveProperty('page');
  });

  it('ignores unknown query parameters', async () => {
    const response = await fetch(`${url}${page.path}?page=2&colour=blue`);
    expect(await response.json()).toEqual({ data: { page: 2 } });
  });

  it('hides internals of unexpected errors', async () => {
    const response = await fetch(`${url}${testOnlyRoutes}/boom`, { headers: { 'accept-language': 'ar' } });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: 'حدث خطأ غير متوقع، يرجى المحاولة لاحقاً.' });
    expect(text).not.toMatch(/select|secrets|at .*\.ts/);
  });

  it('answers 503 with Retry-After when the database is unreachable', async () => {
    const response = await fetch(`${url}${testOnlyRoutes}/db-down`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.text()).not.toContain('5432');
  });

  it.each([
    ['401', 401, 'يجب تسجيل الدخول أولاً.'],
    ['403', 403, 'لا تملك صلاحية الوصول إلى هذا المورد.'],
  ])('answers %s with {message}', async (path, status, message) => {
    const response = await fetch(`${url}${testOnlyRoutes}/${path}`);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ message });
  });

  it('answers 429 with Retry-After', async () => {
    const response = await fetch(`${url}${testOnlyRoutes}/429`);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('42');
  });
});
