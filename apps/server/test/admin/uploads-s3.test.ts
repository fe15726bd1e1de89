import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { signInAs, type AdminClient } from './helpers';
import { readError, readOk } from '@sarraf/contracts/typed-client';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);

/**
 * A stand-in for an S3-compatible store (MinIO, R2…): path-style objects in memory. It accepts a
 * request only when it carries a SigV4 authorization for our key, region and service and a payload
 * hash that matches the body, as a real store would refuse anything else; `failing` makes it 500.
 */
async function startFakeS3() {
  const objects = new Map<string, { bytes: Buffer; contentType: string }>();
  const requests: Array<{ method: string; path: string }> = [];
  const state = { failing: false };
  const read = (request: IncomingMessage) =>
    new Promise<Buffer>((resolve) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => resolve(Buffer.concat(chunks)));
    });
  const server: Server = createServer((request, response) => {
    void read(request).then((body) => {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://s3').pathname);
      requests.push({ method: request.method ?? '', path });
      const auth = request.headers.authorization ?? '';
      const signed =
        /^AWS4-HMAC-SHA256 Credential=test-key\/\d{8}\/me-south-1\/s3\/aws4_request, SignedHeaders=[^,]*host[^,]*, Signature=[0-9a-f]{64}$/.test(
          auth,
        ) && request.headers['x-amz-content-sha256'] === createHash('sha256').update(body).digest('hex');
      if (!signed) return response.writeHead(403).end('<Error><Code>AccessDenied</Code></Error>');
      if (state.failing) return response.writeHead(500).end('<Error><Code>InternalError</Code></Error>');
      if (request.method === 'PUT') {
        objects.set(path, { bytes: body, contentType: String(request.headers['content-type']) });
        return response.writeHead(200).end();
      }
      const object = objects.get(path);
      if (!object) return response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      return response.writeHead(200, { 'content-type': object.contentType }).end(object.bytes);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    requests,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('news images in an S3-compatible store (S3_BUCKET set)', () => {
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  let server: TestServer;
  let editor: AdminClient;

  beforeAll(async () => {
    s3 = await startFakeS3();
    server = await startTestServer({
      env: {
        S3_ENDPOINT: s3.url,
        S3_BUCKET: 'sarraf-news',
        S3_REGION: 'me-south-1',
        S3_ACCESS_KEY_ID: 'test-key',
        S3_SECRET_ACCESS_KEY: 'test-secret-key',
      },
    });
    editor = await signInAs(server, 'editor');
  });
  afterAll(async () => {
    await server.close();
    await s3.close();
  });

  it('puts the image in the bucket, signed, and serves it back from there', async () => {
    const { data } = await readOk('adminUploadImage', await editor.upload(PNG, 'image/png'));
    const name = data.url.split('/').pop()!;
    // The address answered is the image route's, for this name.
    expect(server.url + data.url).toBe(server.api.urlOf('getUploadedImage', { params: { name } }));
    const stored = s3.objects.get(`/sarraf-news/uploads/${name}`);
    expect(stored?.contentType).toBe('image/png');
    expect(stored?.bytes.equals(PNG)).toBe(true);

    const served = await server.request(data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    await server.api.fails('getUploadedImage', 404, {
      params: { name: '0123456789abcdef0123456789abcdef.png' },
    });
  });

  it('answers 503 in Arabic when the store fails, and refuses bad files before calling it', async () => {
    const before = s3.requests.length;
    expect((await editor.upload(Buffer.from('<svg/>'), 'image/png')).status).toBe(415);
    expect(s3.requests.length).toBe(before);

    s3.state.failing = true;
    try {
      const body = await readError(await editor.upload(PNG, 'image/png'), 503);
      expect(body.message).toMatch(/[\u0600-\u06FF]/);
      expect(JSON.stringify(body)).not.toMatch(/InternalError|stack|aws/i);
    } finally {
      s3.state.failing = false;
    }
  });
});
