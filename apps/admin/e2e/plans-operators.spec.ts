import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { randomMsisdn, signUpViaApi } from '../../../e2e-support/api';
import { apiPath, okApi } from '../../../e2e-support/api-request';
import { screenshot, seriousAxeViolations } from './support/admin';

// docs/operators.md#plans: with several operators the plan form asks which one sells the plan.
// The shared e2e server serves one operator and must stay so, so this spec starts its own built
// server with an operators file of two, on a port of its own (E2E_PORT + 6).

const port = Number(process.env.E2E_PORT ?? '4310') + 6;
const baseURL = `http://127.0.0.1:${port}`;

test.use({ baseURL, bypassCSP: true, serviceWorkers: 'block' });
// One server for the file's tests, started once.
test.describe.configure({ mode: 'serial' });

let server: ChildProcess | undefined;
let workDir = '';
let login = { email: '', password: '' };

test.beforeAll(async () => {
  test.setTimeout(180_000);
  workDir = mkdtempSync(path.join(os.tmpdir(), 'sarraf-e2e-operators-'));
  const operatorsFile = path.join(workDir, 'operators.json');
  // `default` keeps the seeded plans (stored under it); the names are what the back office shows.
  writeFileSync(
    operatorsFile,
    JSON.stringify({
      operators: [
        { id: 'default', name: { ar: 'يمن موبايل', en: 'Yemen Mobile' }, msisdn_prefixes: ['77', '78'] },
        { id: 'sabafon', name: { ar: 'سبأفون', en: 'Sabafon' }, msisdn_prefixes: ['71'] },
      ],
    }),
  );
  const root = path.resolve(import.meta.dirname, '../../..');
  // Only what this server needs: a per-operator variable beside the file would stop its start.
  server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? workDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(workDir, 'data'),
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      OPERATORS_FILE: operatorsFile,
      DEMO_FEED: '0',
    },
  });
  // The first start prints the back-office login once: this spec signs in with it.
  let printed = '';
  server.stdout?.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  const deadline = Date.now() + 150_000;
  for (;;) {
    const email = /email:\s+(\S+)/.exec(printed)?.[1];
    const password = /password:\s+(\S+)/.exec(printed)?.[1];
    const healthy = await fetch(baseURL + apiPath('getHealth')).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy && email && password) {
      login = { email, password };
      break;
    }
    if (server.exitCode !== null) throw new Error(`the server stopped (${server.exitCode})`);
    if (Date.now() > deadline) throw new Error('the two-operator server did not start in time');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

async function signIn(page: Page) {
  await page.goto('/admin/');
  await page.getByLabel('البريد الإلكتروني').fill(login.email);
  await page.getByLabel('كلمة المرور').fill(login.password);
  await page.getByRole('button', { name: 'دخول' }).click();
  await expect(page).toHaveURL('/admin/home');
}

for (const width of [360, 1280]) {
  test(`asks for the plan's operator by its Arabic name, and lists it (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page);
    await page.goto('/admin/plans');
    const table = page.getByRole('table', { name: 'الباقات' });
    await expect(table.getByRole('columnheader', { name: 'المشغّل' })).toBeVisible();
    // The seeded plans are `default`'s: shown by that operator's name, never its id.
    await expect(
      table
        .getByRole('row')
        .filter({ hasText: 'الباقة الأسبوعية' })
        .getByRole('cell', { name: 'يمن موبايل', exact: true }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'إضافة باقة' }).click();
    const form = page.getByRole('form', { name: 'إضافة باقة' });
    const operator = form.getByRole('combobox', { name: 'المشغّل' });
    await expect(operator).toBeVisible();
    await expect(operator.getByRole('option')).toHaveText(['اختر المشغّل', 'يمن موبايل', 'سبأفون']);
    // A new plan names no operator until the admin chooses one.
    await expect(operator).toHaveValue('');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await screenshot(page, `admin-plan-operator-form-${width}`);

    const name = `باقة سبأفون ${width}`;
    await form.getByLabel('الاسم', { exact: true }).fill(name);
    await form.getByLabel('السعر بالوحدة الصغرى').fill('15000');
    await form.getByRole('button', { name: 'حفظ' }).click();
    // Saved without a choice: the server's Arabic message under the select, and nothing stored.
    await expect(form.getByText('اختر المشغّل الذي تُباع هذه الباقة لمشتركيه.')).toBeVisible();
    await expect(operator).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await operator.selectOption({ label: 'سبأفون' });
    await form.getByRole('button', { name: 'حفظ' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'تم الحفظ.' })).toBeVisible();
    await expect(
      table.getByRole('row').filter({ hasText: name }).getByRole('cell', { name: 'سبأفون', exact: true }),
    ).toBeVisible();

    // Editing shows the plan's own operator.
    await page.getByRole('button', { name: `تعديل ${name}` }).click();
    await expect(
      page.getByRole('form', { name: `تعديل: ${name}` }).getByRole('combobox', { name: 'المشغّل' }),
    ).toHaveValue('sabafon');
  });
}

test('the operations lists offer an operator filter, and the users form a care account of one operator', async ({
  page,
}) => {
  await signIn(page);
  for (const path of ['/admin/subscribers', '/admin/transactions', '/admin/sms', '/admin/channels']) {
    await page.goto(path);
    const filter = page.getByRole('combobox', { name: 'المشغّل' });
    await expect(filter.getByRole('option')).toHaveText(['الكل', 'يمن موبايل', 'سبأفون']);
    await filter.selectOption({ label: 'سبأفون' });
    await page.getByRole('button', { name: 'تطبيق التصفية' }).click();
    await expect(page).toHaveURL(/operator=sabafon/);
    await expect(page.getByRole('alert')).toHaveCount(0);
  }
  // A settlement file names its operator before it is sent.
  await page.goto('/admin/settlements');
  const upload = page.getByRole('form', { name: 'رفع ملف تسوية' });
  await expect(upload.getByRole('combobox', { name: 'المشغّل' }).getByRole('option')).toHaveText([
    'اختر المشغّل الذي يخصّه هذا الملف.',
    'يمن موبايل',
    'سبأفون',
  ]);
  await upload.getByLabel('ملف التسوية (CSV)').setInputFiles({
    name: 'sabafon.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('reference,msisdn,amount,currency,status,charged_at\n'),
  });
  await upload.getByRole('button', { name: 'رفع ومطابقة' }).click();
  await expect(upload.getByText('اختر المشغّل الذي يخصّه هذا الملف.').last()).toBeVisible();

  await page.goto('/admin/users');
  const form = page.getByRole('form', { name: 'إضافة مستخدم' });
  await form.getByLabel('الصلاحية').selectOption('care');
  await expect(form.getByRole('combobox', { name: 'المشغّل' }).getByRole('option')).toHaveText([
    'اختر المشغّل',
    'يمن موبايل',
    'سبأفون',
  ]);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('«الإيرادات» lists what each operator brought', async ({ page, request }) => {
  // A subscriber of each network: Sabafon's buys the plan the tests above put on sale for it.
  await signUpViaApi(request);
  await signUpViaApi(request, randomMsisdn('71'));
  await okApi(request, 'runDevRevenueSummarize');
  await signIn(page);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/admin/revenue');
    const table = page.getByRole('table', { name: 'إيرادات كل مشغّل خلال الفترة' });
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('cell', { name: 'يمن موبايل', exact: true })).toBeVisible();
    await expect(table.getByRole('cell', { name: 'سبأفون', exact: true })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await table.scrollIntoViewIfNeeded();
    await screenshot(page, `admin-revenue-operators-${width}`);
  }
});
