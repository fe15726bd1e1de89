import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createOneApiTokenClient, OneApiTokenError } from './token-client';

/** A token endpoint that counts its fetches and answers after `delayMs`. */
async function tokenEndpoint(options: { expiresIn?: number; delayMs?: number; status?: number } = {}) {
  let fetches = 0;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      fetches++;
      const n = fetches;
      setTimeout(() => {
        if (options.status) {
          response.writeHead(options.status).end();
          return;
        }
        const ok =
          body === 'grant_type=client_credentials' &&
          request.headers.authorization === `Basic ${Buffer.from('id:secret').toString('base64')}`;
        response.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify(
            ok
              ? { access_token: `token-${n}`, token_type: 'Bearer', expires_in: options.expiresIn ?? 3600 }
              : {},
          ),
        );
      }, options.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/token`;
  return {
    url,
    fetches: () => fetches,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the OneAPI token client', () => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  const client = async (options: Parameters<typeof tokenEndpoint>[0] & { now?: () => number } = {}) => {
    const endpoint = await tokenEndpoint(options);
    closers.push(endpoint.close);
    const tokens = createOneApiTokenClient({
      tokenUrl: endpoint.url,
      clientId: 'id',
      clientSecret: 'secret',
      timeoutMs: 2000,
      ...(options.now ? { now: options.now } : {}),
    });
    return { endpoint, tokens };
  };

  it('fetches once with client credentials and keeps the token until shortly before it expires', async () => {
    let clock = 1_000_000;
    const { endpoint, tokens } = await client({ expiresIn: 600, now: () => clock });
    expect(await tokens.token()).toBe('token-1');
    clock += 500_000; // 500 s of 600: still valid with the 30 s margin
    expect(await tokens.token()).toBe('token-1');
    expect(endpoint.fetches()).toBe(1);
    clock += 80_000; // 580 s: inside the margin
    expect(await tokens.token()).toBe('token-2');
    expect(endpoint.fetches()).toBe(2);
  });

  it('shares one fetch in flight among concurrent callers', async () => {
    const { endpoint, tokens } = await client({ delayMs: 100 });
    const all = await Promise.all(Array.from({ length: 20 }, () => tokens.token()));
    expect(new Set(all)).toEqual(new Set(['token-1']));
    expect(endpoint.fetches()).toBe(1);
  });

  it('sends a call refused with 401 once more with a fresh token, one refresh for all refused callers', async () => {
    const { endpoint, tokens } = await client({ delayMs: 20 });
    await tokens.token();
    const seen: string[] = [];
    const send = (token: string) => {
      seen.push(token);
      return Promise.resolve(new Response(null, { status: token === 'token-1' ? 401 : 200 }));
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => tokens.authorized(send)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(endpoint.fetches()).toBe(2);
    expect(seen.filter((token) => token === 'token-1')).toHaveLength(20);
    expect(seen.filter((token) => token === 'token-2')).toHaveLength(20);
  });

  it('does not retry a second 401: the answer goes back to the caller', async () => {
    const { endpoint, tokens } = await client();
    let calls = 0;
    const answer = await tokens.authorized(() => {
      calls++;
      return Promise.resolve(new Response(null, { status: 401 }));
    });
    expect(answer.status).toBe(401);
    expect(calls).toBe(2);
    expect(endpoint.fetches()).toBe(2);
  });

  it('fails with OneApiTokenError when the token endpoint refuses', async () => {
    const { tokens } = await client({ status: 500 });
    await expect(tokens.token()).rejects.toThrow(OneApiTokenError);
    await expect(tokens.token()).rejects.toThrow(/token endpoint answered 500/);
  });
});
