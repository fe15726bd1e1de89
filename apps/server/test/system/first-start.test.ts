import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { adminBrowser } from '../support/admin-browser';
import { NON_CONTRACT_PATHS } from '../support/non-contract-paths';
import { asServer, startServerProcess, type ServerProcess } from '../scale-out/processes';

/**
 * The first start of the built server as `npm start` runs it with its output piped (a log collector,
 * a container): JSON log lines with the addresses, and the back-office login shown once as plain
 * text. (At a terminal in development the same facts come as a banner: lib/start-banner.test.ts.)
 */
describe('the first start of the built server', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sarraf-first-start-'));
  const env = {
    // development, not test: the test environment silences the log this test reads.
    NODE_ENV: 'development',
    APP_ROLE: 'all',
    DATA_DIR: dataDir,
    APP_SECRET: 'test-secret-test-secret-test-secret-000',
    LOG_LEVEL: 'info',
  };
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('logs JSON with the addresses, and prints a working admin login once', async () => {
    server = await startServerProcess(env);
    const lines = server.output().split('\n');
    const json = lines
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(json.find((line) => line.msg === `Sarraf is listening on ${server!.url}`)).toMatchObject({
      portal: `${server.url}/`,
      backOffice: `${server.url}/admin/`,
      apiDocs: `${server.url}${NON_CONTRACT_PATHS.swaggerUi}`,
    });
    // Every other line is the login notice: nothing else is written as plain text.
    const plain = lines.filter((line) => line.trim() && !line.startsWith('{'));
    expect(plain).toEqual([
      `Back office: ${server.url}/admin/`,
      expect.stringMatching(/^ {2}email: {4}admin@sarraf\.local$/),
      expect.stringMatching(/^ {2}password: \S{12,}$/),
      '  (shown once; change it after signing in)',
    ]);
    const password = /password: (\S+)/.exec(server.output())?.[1] ?? '';
    await adminBrowser(asServer(server), { email: 'admin@sarraf.local', password });
    expect((await server.request(NON_CONTRACT_PATHS.openApiDocument)).status).toBe(200);

    expect((await server.stop()).code).toBe(0);
    server = await startServerProcess(env);
    expect(server.output()).toContain('Sarraf is listening');
    expect(server.output()).not.toContain('password');
  }, 180_000);
});
