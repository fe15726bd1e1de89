import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { pathOf } from '@sarraf/contracts/api';
import { NON_CONTRACT_PATHS } from '../../test/support/non-contract-paths';
import {
  createLogger,
  isPrettyLog,
  loggerOptions,
  OneLineRequestLog,
  redactUrl,
  requestLine,
  type LogOutput,
} from './logger';

describe('redactUrl', () => {
  it('hides one-time codes and tokens in logged URLs', () => {
    expect(redactUrl('/client/home?msisdn=967771234567&otp=123456')).toBe(
      '/client/home?msisdn=967771234567&otp=[redacted]',
    );
    expect(redactUrl('/x?access_token=abc&a=1')).toBe('/x?access_token=[redacted]&a=1');
  });

  it('writes a request as one line with its redacted URL', () => {
    expect(requestLine('POST', '/x?password=hunter2', 422, 3.6)).toBe('POST /x?password=[redacted] 422 4 ms');
  });

  it('leaves other URLs alone', () => {
    const news = `${pathOf('getNews')}?page=2`;
    expect(redactUrl(news)).toBe(news);
  });
});

/** A stdout that keeps what is written; a terminal or a pipe. */
function output(isTTY: boolean): LogOutput & { text(): string } {
  const lines: string[] = [];
  return { isTTY, write: (line: string) => lines.push(line), text: () => lines.join('') };
}

describe('the log format', () => {
  it('is readable at a terminal in development, and JSON everywhere else', () => {
    expect(isPrettyLog({ nodeEnv: 'development' }, { isTTY: true, write: () => {} })).toBe(true);
    expect(isPrettyLog({ nodeEnv: 'development' }, { isTTY: false, write: () => {} })).toBe(false);
    expect(isPrettyLog({ nodeEnv: 'development' }, { write: () => {} })).toBe(false);
    expect(isPrettyLog({ nodeEnv: 'production' }, { isTTY: true, write: () => {} })).toBe(false);
  });

  it('writes one JSON object a line to a pipe', () => {
    const out = output(false);
    createLogger({ logLevel: 'info', nodeEnv: 'development' }, out).info({ port: 3000 }, 'listening');
    expect(JSON.parse(out.text())).toMatchObject({ level: 30, msg: 'listening', port: 3000 });
  });

  it('writes a readable line to a terminal, and JSON to a terminal in production', () => {
    const tty = output(true);
    createLogger({ logLevel: 'info', nodeEnv: 'development' }, tty).info({ port: 3000 }, 'listening');
    expect(tty.text()).toMatch(/INFO.*listening.*port.*3000/);
    expect(() => JSON.parse(tty.text()) as unknown).toThrow();

    const production = output(true);
    createLogger({ logLevel: 'info', nodeEnv: 'production' }, production).info('listening');
    expect(JSON.parse(production.text())).toMatchObject({ msg: 'listening' });
  });

  // Redaction and the serializers run before a line is formatted: a terminal shows no more than JSON.
  it.each([
    ['JSON', false],
    ['pretty', true],
  ])('hides codes, passwords, tokens and cookies in %s lines', (_mode, isTTY) => {
    const out = output(isTTY);
    const log = createLogger({ logLevel: 'info', nodeEnv: 'development' }, out);
    log.info({ body: { msisdn: '967771234567', otp: '482913', password: 'hunter2-secret' } }, 'sign-in');
    log.info({ payload: { access_token: 'tok-abcdef', code: '771122' } }, 'token');
    log.info(
      {
        req: {
          method: 'GET',
          url: '/client/home?otp=559900',
          headers: { cookie: 'access_token=cookie-secret', authorization: 'Bearer bearer-secret' },
        },
      },
      'incoming request',
    );
    const text = out.text();
    for (const secret of [
      '482913',
      'hunter2-secret',
      'tok-abcdef',
      '771122',
      '559900',
      'cookie-secret',
      'bearer-secret',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('[redacted]');
    expect(text).toContain('967771234567');
  });
});

describe('the request log', () => {
  const THINGS = NON_CONTRACT_PATHS.loggedThings;
  /** A bare Fastify app logging as the server does, to a terminal or to a pipe. */
  async function answerOne(isTTY: boolean, url: string) {
    const out = output(isTTY);
    const config = { logLevel: 'info', nodeEnv: 'development' } as const;
    const app = Fastify({
      logger: loggerOptions(config, out),
      ...(isPrettyLog(config, out) ? { logController: new OneLineRequestLog() } : {}),
    });
    app.get(THINGS, () => ({ data: [] }));
    await app.inject({ method: 'GET', url });
    await app.close();
    return out.text().split('\n').filter(Boolean);
  }

  it('prints one readable line per request at a terminal: method, URL, status and time', async () => {
    const lines = await answerOne(true, `${THINGS}?otp=123456`);
    const requestLines = lines.filter((line) => line.includes(THINGS));
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatch(/INFO.*GET \/api\/things\?otp=\[redacted\] 200 \d+ ms/);
    expect(requestLines[0]).not.toContain('reqId');
    expect((await answerOne(true, '/nowhere')).join('\n')).toMatch(/GET \/nowhere 404 \d+ ms/);
  });

  it('keeps the request and response JSON lines for a pipe', async () => {
    const lines = (await answerOne(false, THINGS)).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines[1]).toMatchObject({ res: { statusCode: 200 }, reqId: 'req-1' });
  });
});
