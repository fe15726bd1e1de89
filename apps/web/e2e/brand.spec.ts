import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { CHROME_FLAGS, chromePath } from '../../../scripts/lib/chromium.mjs';
import { apiPath } from '../../../e2e-support/api-request';
import { screenshot, seriousViolations, waitForScreen } from '../../../e2e-support/portal';

// Brand by host (docs/operators.md#brand-by-host): a deployment of two operators, each on its own
// host name, the service's own portal on any other. The shared e2e server serves one operator and
// stays so: this spec starts its own built server, with an operators file, on E2E_PORT + 5, and
// the browser resolves the operators' host names to this machine.
const port = Number(process.env.E2E_PORT ?? '4310') + 5;
const YM = 'ym.test';
const SABAFON = 'sabafon.test';
const ymUrl = `http://${YM}:${port}`;
const sabafonUrl = `http://${SABAFON}:${port}`;
const ownUrl = `http://127.0.0.1:${port}`;

test.use({
  serviceWorkers: 'block',
  bypassCSP: true,
  launchOptions: {
    executablePath: chromePath(),
    args: [...CHROME_FLAGS, `--host-resolver-rules=MAP ${YM} 127.0.0.1, MAP ${SABAFON} 127.0.0.1`],
  },
});

let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const root = test.info().config.rootDir;
  const dataDir = path.join(root, '.tmp', `e2e-brand-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const operatorsFile = path.join(dataDir, 'operators.json');
  writeFileSync(
    operatorsFile,
    JSON.stringify({
      operators: [
        {
          // The demo plans are filed under `default`: Yemen Mobile's here.
          id: 'default',
          name: { ar: 'يمن موبايل', en: 'Yemen Mobile' },
          hosts: [YM],
          color: '#0a6e3c',
          msisdn_prefixes: ['77', '78'],
          service_short_code: '4545',
          support_phone: '+967 1 200 000',
        },
        {
          id: 'sabafon',
          name: { ar: 'سبأفون', en: 'SabaFon' },
          hosts: [SABAFON],
          color: '#c8102e',
          msisdn_prefixes: ['71'],
          service_short_code: '5050',
          support_phone: '+967 1 300 300',
        },
      ],
    }),
  );
  // Only what a start needs: none of the per-operator variables may sit beside the file.
  server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataDir, 'data'),
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DEMO_FEED: '0',
      OPERATORS_FILE: operatorsFile,
    },
  });
  const deadline = Date.now() + 150_000;
  for (;;) {
    const healthy = await fetch(`${ownUrl}${apiPath('getHealth')}`)
      .then((answer) => answer.ok)
      .catch(() => false);
    if (healthy) break;
    if (Date.now() > deadline || server.exitCode !== null) throw new Error('the brand server did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

const themeColor = (page: Page) => page.locator('meta[name="theme-color"]').getAttribute('content');

async function expectFits(page: Page) {
  for (const width of [320, 360]) {
    await page.setViewportSize({ width, height: 740 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
  }
}

test("an operator's host shows its name and colour beside the service's, and its plans", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${ymUrl}/`);
  await waitForScreen(page);
  await expect(page).toHaveTitle('صرّاف · يمن موبايل — أسعار العملات والصرف');
  expect(await themeColor(page)).toBe('#0a6e3c');
  await expect(page.getByTestId('header-operator')).toHaveText('يمن موبايل');
  await expect(page.getByRole('link', { name: 'صرّاف · يمن موبايل، الصفحة الرئيسية' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'صرّاف · يمن موبايل' })).toBeVisible();
  // Its plans, with its short code in the disclaimer.
  const disclaimer = page.getByTestId('subscription-disclaimer');
  await disclaimer.scrollIntoViewIfNeeded();
  await expect(disclaimer).toContainText('4545');
  await expect(disclaimer).toContainText('200 000');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'brand-landing-ym-360');
  await expectFits(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByTestId('header-operator')).toBeVisible();
  await screenshot(page, 'brand-landing-ym-1280');

  // A screen of its own names itself, then the service with the operator.
  await page.goto(`${ymUrl}/client/subscription-list`);
  await waitForScreen(page);
  await expect(page).toHaveTitle(/— صرّاف · يمن موبايل$/);
  await expect(page.getByTestId('header-operator')).toHaveText('يمن موبايل');

  // The other operator's host: its own name and colour.
  await page.goto(`${sabafonUrl}/`);
  await waitForScreen(page);
  await expect(page).toHaveTitle('صرّاف · سبأفون — أسعار العملات والصرف');
  expect(await themeColor(page)).toBe('#c8102e');
  await expect(page.getByTestId('header-operator')).toHaveText('سبأفون');
});

test('the English portal names the operator in English', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('client-lang', 'en'));
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${ymUrl}/`);
  await waitForScreen(page);
  await expect(page).toHaveTitle('Sarraf · Yemen Mobile — currency and exchange rates');
  await expect(page.getByTestId('header-operator')).toHaveText('Yemen Mobile');
  await expect(page.getByTestId('landing-operator')).toContainText('Yemen Mobile');
  expect(await seriousViolations(page)).toEqual([]);
  await expectFits(page);
});

test("a host of no operator shows the service's own portal, and asks for the number before a price", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${ownUrl}/`);
  await waitForScreen(page);
  await expect(page).toHaveTitle('صرّاف — أسعار العملات والصرف');
  expect(await themeColor(page)).toBe('#19386f');
  await expect(page.getByTestId('header-operator')).toHaveCount(0);
  await expect(page.getByTestId('landing-operator')).toHaveCount(0);

  await page.goto(`${ownUrl}/client/subscription-list`);
  await waitForScreen(page);
  const notice = page.getByTestId('plans-by-network');
  await expect(notice).toContainText('يختلف السعر حسب شبكة رقمك؛ أدخل رقمك لترى باقات شبكتك.');
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'brand-plans-by-network-360');
  await expectFits(page);
  await notice.getByRole('link', { name: 'أدخل رقمك لترى باقات شبكتك' }).click();
  await expect(page).toHaveURL(`${ownUrl}/#sign-in`);
  await expect(page.getByLabel('رقم الهاتف المحمول').first()).toBeVisible();
});
