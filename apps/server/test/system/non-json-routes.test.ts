import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineContract } from '@sarraf/contracts';
import { fillPath, pathOf, routes } from '@sarraf/contracts/api';
import { readError } from '@sarraf/contracts/typed-client';
import { errorsPlugin } from '../../src/plugins/errors';
import { buildOpenApiDocument } from '../../src/plugins/openapi';
import { redirectAnswer, routeFromContract, streamAnswer, textAnswer, withStatus } from '../../src/lib/route';
import { NON_CONTRACT_PATHS } from '../support/non-contract-paths';

const { testOnlyRoutes } = NON_CONTRACT_PATHS;
/** A route's path as OpenAPI writes it: `{id}` for `:id`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

// Contracts made for this test: the forms of answer and body that are not JSON, through a real
// listening server independently of the features that use them.
const ZId = z.object({ id: z.coerce.number().int().min(1) });
const menu = defineContract({
  method: 'POST',
  path: `${testOnlyRoutes}/menu`,
  summary: 'a text answer',
  tags: ['test'],
  access: 'public',
  body: z.object({ text: z.string() }),
  produces: [{ kind: 'text', contentType: 'text/plain; charset=utf-8' }],
  response: z.string().regex(/^(CON|END) /),
});
const report = defineContract({
  method: 'GET',
  path: `${testOnlyRoutes}/reports/:id`,
  summary: 'a streamed download',
  tags: ['test'],
  access: 'public',
  params: ZId,
  paramsNotFound: true,
  query: z.object({ lines: z.coerce.number().int().min(0).max(3).default(2) }),
  produces: [{ kind: 'stream', contentTypes: ['text/csv; charset=utf-8'], attachment: true }],
  response: z.string(),
});
const feed = defineContract({
  method: 'GET',
  path: `${testOnlyRoutes}/feed`,
  summary: 'JSON or text',
  tags: ['test'],
  access: 'public',
  query: z.object({ format: z.enum(['json', 'csv']).default('json') }),
  produces: [{ kind: 'json' }, { kind: 'text', contentType: 'text/csv; charset=utf-8' }],
  response: z.object({ data: z.array(z.object({ code: z.string() })) }),
});
const away = defineContract({
  method: 'GET',
  path: `${testOnlyRoutes}/away`,
  summary: 'a redirect',
  tags: ['test'],
  access: 'public',
  produces: [{ kind: 'redirect' }],
  response: z.any(),
});
const image = defineContract({
  method: 'POST',
  path: `${testOnlyRoutes}/images`,
  summary: 'a raw body read whole',
  tags: ['test'],
  access: 'public',
  rawBody: { kind: 'buffer', contentTypes: ['image/png'], maxBytes: 16 },
  status: 201,
  otherStatuses: [200],
  response: z.object({ data: z.object({ bytes: z.int(), again: z.boolean() }) }),
});
const file = defineContract({
  method: 'POST',
  path: `${testOnlyRoutes}/files`,
  summary: 'a raw body streamed',
  tags: ['test'],
  access: 'public',
  rawBody: { kind: 'stream', contentTypes: ['text/csv'], maxBytes: 1024 },
  response: z.object({ data: z.object({ text: z.string() }) }),
});

describe('routes whose answer or body is not JSON, registered from their contracts', () => {
  let app: FastifyInstance;
  let url: string;
  const seen = new Set<string>();

  beforeAll(async () => {
    app = Fastify({ logger: false, bodyLimit: 64 });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorsPlugin);
    routeFromContract(app, menu, ({ body }) => textAnswer(body.text));
    routeFromContract(app, report, ({ params, query }) => {
      const lines = ['id,line\n'];
      for (let line = 1; line <= query.lines; line++) lines.push(`${params.id},${line}\n`);
      return streamAnswer(Readable.from(lines), { fileName: `report-${params.id}.csv` });
    });
    routeFromContract(app, feed, ({ query }) =>
      query.format === 'csv' ? textAnswer('code\nUSD\n') : { data: [{ code: 'USD' }] },
    );
    routeFromContract(app, away, () => redirectAnswer('https://portal.example/#he=1'));
    routeFromContract(app, image, ({ body }) => {
      const key = body?.toString('hex') ?? '';
      const again = seen.has(key);
      seen.add(key);
      const answer = { data: { bytes: body?.length ?? 0, again } };
      return again ? withStatus(200, answer) : answer;
    });
    routeFromContract(app, file, async ({ body }) => {
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk as Buffer);
      return { data: { text: Buffer.concat(chunks).toString('utf8') } };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => app.close());

  const post = (path: string, body: RequestInit['body'], contentType: string) =>
    fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': contentType }, body });

  it('sends a text answer as it is, with its content type, and still validates the JSON body', async () => {
    const answer = await post(menu.path, JSON.stringify({ text: 'CON 1. الأسعار' }), 'application/json');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await answer.text()).toBe('CON 1. الأسعار');
    const invalid = await post(menu.path, JSON.stringify({ text: 7 }), 'application/json');
    expect(invalid.status).toBe(422);
    expect((await readError(invalid)).errors).toHaveProperty('text');
  });

  it('checks a text that is the only answer against the response schema, as JSON is', async () => {
    const answer = await post(menu.path, JSON.stringify({ text: 'hello' }), 'application/json');
    expect(answer.status).toBe(500);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('streams a download with its type and file name', async () => {
    const answer = await fetch(`${url}${fillPath(report.path, { id: 7 })}?lines=3`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="report-7.csv"');
    expect(await answer.text()).toBe('id,line\n7,1\n7,2\n7,3\n');
  });

  it('answers 404 to path parameters its contract refuses, and 422 to a bad query as everywhere', async () => {
    const unknown = await fetch(`${url}${fillPath(report.path, { id: 'abc' })}`);
    expect(unknown.status).toBe(404);
    expect((await readError(unknown)).errors).toBeUndefined();
    const badQuery = await fetch(`${url}${fillPath(report.path, { id: 7 })}?lines=9`);
    expect(badQuery.status).toBe(422);
    expect((await readError(badQuery)).errors).toHaveProperty('lines');
  });

  it('answers JSON or text from one route, as the handler picks', async () => {
    const json = await fetch(`${url}${feed.path}`);
    expect(json.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await json.json()).toEqual({ data: [{ code: 'USD' }] });
    const csv = await fetch(`${url}${feed.path}?format=csv`);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await csv.text()).toBe('code\nUSD\n');
  });

  it('redirects with 302 and a Location', async () => {
    const answer = await fetch(`${url}${away.path}`, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('https://portal.example/#he=1');
  });

  it('reads a raw body of its types up to its own limit, and answers with the status the handler picks', async () => {
    const png = Buffer.from('89504e470d0a1a0a00', 'hex');
    const first = await post(image.path, png, 'image/png');
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ data: { bytes: 9, again: false } });
    const again = await post(image.path, png, 'image/png');
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ data: { bytes: 9, again: true } });
    // Past the contract's 16 bytes (the app's own limit is 64): 413 before the handler.
    expect((await post(image.path, Buffer.alloc(17), 'image/png')).status).toBe(413);
    // Not one of its types, or JSON: 415.
    expect((await post(image.path, png, 'image/gif')).status).toBe(415);
    expect((await post(image.path, '{}', 'application/json')).status).toBe(415);
  });

  it('hands a streamed body to the handler unread, past the app-wide limit', async () => {
    const text = 'a,b\n'.repeat(50);
    const answer = await post(file.path, text, 'text/csv');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ data: { text } });
    expect((await post(file.path, '{}', 'application/json')).status).toBe(415);
    expect((await fetch(`${url}${file.path}`, { method: 'POST' })).status).toBe(415);
  });

  it('documents each form in OpenAPI', () => {
    const { paths } = buildOpenApiDocument([menu, report, feed, away, image, file]) as unknown as {
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody?: { content: object };
            responses: Record<string, { content?: object; headers?: object }>;
          }
        >
      >;
    };
    expect(Object.keys(paths[menu.path]?.post?.responses['200']?.content ?? {})).toEqual([
      'text/plain; charset=utf-8',
    ]);
    const download = paths[openApiPath(report.path)]?.get?.responses;
    expect(Object.keys(download?.['200']?.content ?? {})).toEqual(['text/csv; charset=utf-8']);
    expect(download?.['200']?.headers).toHaveProperty('Content-Disposition');
    expect(download).toHaveProperty('404');
    expect(Object.keys(paths[feed.path]?.get?.responses['200']?.content ?? {})).toEqual([
      'application/json',
      'text/csv; charset=utf-8',
    ]);
    const redirect = paths[away.path]?.get?.responses;
    expect(redirect?.['302']?.headers).toHaveProperty('Location');
    expect(redirect).not.toHaveProperty('200');
    const upload = paths[image.path]?.post;
    expect(Object.keys(upload?.requestBody?.content ?? {})).toEqual(['image/png']);
    expect(Object.keys(upload?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '201', '413', '415']),
    );
  });

  it("documents the public API's own answers that are not JSON", () => {
    const { paths } = buildOpenApiDocument() as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: object }> }>>;
    };
    expect(paths[pathOf('heStart')]?.get?.responses).toHaveProperty('302');
    expect(Object.keys(paths[openApiPath(routes.getUploadedImage.path)]?.get?.responses['200']?.content ?? {})).toEqual([
      'image/jpeg',
      'image/png',
      'image/webp',
    ]);
    expect(Object.keys(paths[pathOf('partnerReadRates')]?.get?.responses['200']?.content ?? {})).toEqual([
      'application/json',
      'text/csv; charset=utf-8',
    ]);
  });
});

// The handler's answer is typed from its contract: a form the contract does not produce, or a
// status it does not list, does not compile.
export function typedAnswers(app: FastifyInstance) {
  // @ts-expect-error a text-only contract takes no JSON answer
  routeFromContract(app, menu, () => ({ data: 'CON x' }));
  // @ts-expect-error a JSON contract takes no text answer
  routeFromContract(app, file, () => textAnswer('x'));
  // @ts-expect-error a stream answer names one of its contract's types
  routeFromContract(app, report, () => streamAnswer(Readable.from(['x']), { contentType: 'image/png' }));
  // @ts-expect-error 202 is not one of this contract's statuses
  routeFromContract(app, image, () => withStatus(202, { data: { bytes: 0, again: false } }));
  // @ts-expect-error a contract without otherStatuses answers with its own status only
  routeFromContract(app, file, () => withStatus(200, { data: { text: '' } }));
}
