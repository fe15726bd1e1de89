import { defineConfig } from '@playwright/test';
import { CHROME_FLAGS, chromePath } from './scripts/lib/chromium.mjs';

/**
 * Browser tests of the portal and the back office (docs/design.md#stack): Debian's /usr/bin/chromium, never a
 * downloaded browser, against the real built product started by scripts/e2e-server.mjs (fresh
 * embedded database, port 4310).
 */
// E2E_PORT lets two runs (say, two engineers on one machine) use their own server and data.
const port = process.env.E2E_PORT ?? '4310';
const baseURL = `http://127.0.0.1:${port}`;
// The HE proxy (apps/server/sim/operator/he-proxy.ts) plays the operator's gateway and our nginx's
// plain-HTTP HE server block in front of that server: it adds E2E_HE_MSISDN and says
// `X-Forwarded-Proto: http` on /api/client/he/start, whose redirect hands the number over to the
// portal at baseURL. Only apps/web/e2e/he.spec.ts goes through it; every other request reaches the
// server from loopback (a trusted proxy, TRUST_PROXY's default) without X-Forwarded-Proto, which the
// server takes for HTTPS, as it is behind the real load balancer.
const hePort = process.env.E2E_HE_PORT ?? '4311';
const heMsisdn = process.env.E2E_HE_MSISDN ?? '967770000111';

export default defineConfig({
  testDir: '.',
  testMatch: 'apps/*/e2e/**/*.spec.ts',
  // Two cores on this machine and in CI: one browser at a time.
  workers: 1,
  retries: 0,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'list' : 'list',
  use: {
    baseURL,
    locale: 'ar',
    screenshot: 'only-on-failure',
    // A failure keeps its trace (network, console, DOM): a rare one, such as a screen chunk that
    // did not load, can then be read after the run instead of guessed at.
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: chromePath(),
          // Playwright gives each launch a fresh user-data-dir.
          args: [...CHROME_FLAGS],
        },
      },
    },
  ],
  webServer: [
    {
      command: 'node scripts/e2e-server.mjs',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      // Ready once the server behind it answers the start through it (a 502 until then).
      command: `npx tsx apps/server/sim/operator/he-proxy-main.ts --port ${hePort} --target ${baseURL} --msisdn ${heMsisdn}`,
      url: `http://127.0.0.1:${hePort}/api/client/he/start`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
