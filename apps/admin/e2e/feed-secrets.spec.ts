import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { screenshot, seriousAxeViolations, signIn } from './support/admin';
import { callApi, okApi } from '../../../e2e-support/api-request';

// An admin saved a feed with an API key; an editor who points the feed at another server is told in
// the form that the key must be typed again, the test fetch sends the other server no key, and saving
// without typing it shows the refusal under the value (docs/security.md, feed secrets).

test.use({ bypassCSP: true });

const SECRET = 'e2e-admin-key-2468';

function listener() {
  const received: IncomingHttpHeaders[] = [];
  const server: Server = createServer((request, response) => {
    received.push(request.headers);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ data: [{ iso: 'USD', bid: '530', ask: '532' }] }));
  });
  return {
    received,
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function xsrfOf(page: Page): Promise<string> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
}

test('an editor moving a feed to another server must type its secret again', async ({ page, browser }) => {
  const home = listener();
  const elsewhere = listener();
  const homeOrigin = await home.start();
  const otherOrigin = await elsewhere.start();
  try {
    // The admin: an editor account, and a feed with a key on a source that has none yet.
    await signIn(page);
    const headers = { 'x-xsrf-token': await xsrfOf(page) };
    const email = `feed-editor-${Date.now()}@sarraf.local`;
    const password = 'feed-editor-password-1';
    await okApi(page.request, 'adminCreateUser', {
      headers,
      data: { email, name: 'محرر الخلاصات', role: 'editor', password },
    });
    const sources = (await okApi(page.request, 'adminListPriceSources', { query: { per_page: 100 } })).data;
    const withFeed = new Set(
      (await okApi(page.request, 'adminListRateFeeds')).data.map((feed) => feed.source_id),
    );
    const source = sources.filter((row) => !withFeed.has(row.id)).at(-1)!;
    const saved = await callApi(page.request, 'adminSaveRateFeed', {
      params: { id: source.id },
      headers,
      data: {
        kind: 'json',
        url: `${homeOrigin}/rates.json`,
        headers: [{ name: 'X-Api-Key', value: SECRET }],
        interval_minutes: 60,
        mapping: { items: 'data', code: 'iso', buy: 'bid', sell: 'ask' },
        mode: 'review',
        active: false,
      },
    });
    expect(saved.ok()).toBe(true);

    // The editor, in a browser of their own.
    const context = await browser.newContext({ bypassCSP: true, locale: 'ar' });
    const editor = await context.newPage();
    await editor.goto('/admin/');
    await editor.getByLabel('البريد الإلكتروني').fill(email);
    await editor.getByLabel('كلمة المرور').fill(password);
    await editor.getByRole('button', { name: 'دخول' }).click();
    await expect(editor).toHaveURL('/admin/home');
    await editor
      .getByRole('navigation', { name: 'أقسام لوحة الإدارة' })
      .getByRole('link', { name: 'الخلاصات' })
      .click();
    await editor
      .getByRole('row')
      .filter({ hasText: source.name })
      .getByRole('button', { name: 'تعديل' })
      .click();
    const form = editor.getByRole('form', { name: `خلاصة ${source.name}` });
    await expect(form).toContainText(`تُرسل القيم المحفوظة إلى ${homeOrigin} فقط.`);
    const value = form.getByLabel('القيمة');
    await expect(value).toHaveAttribute('placeholder', '••••2468');

    await form.getByLabel('الرابط').fill(`${otherOrigin}/rates.json`);
    const notice = form.getByRole('alert').filter({ hasText: 'اكتبها من جديد' });
    await expect(notice).toContainText(homeOrigin);
    await expect(value).toHaveAttribute('placeholder', 'اكتب القيمة من جديد');

    // The test fetch reaches the other server without the stored key.
    await form.getByRole('button', { name: 'تجربة الجلب' }).click();
    await expect(form.getByRole('status')).toContainText('قيم صالحة: 1');
    expect(elsewhere.received).toHaveLength(1);
    expect(elsewhere.received[0]!['x-api-key']).toBeUndefined();

    // Saving without typing it is refused, the reason under the value.
    await form.getByRole('button', { name: 'حفظ الخلاصة' }).click();
    await expect(form).toContainText(
      'تغيّر خادم الخلاصة؛ اكتب قيمة هذه الترويسة من جديد، فالقيمة المحفوظة لا تُرسل إلا إلى الخادم الذي حُفظت له.',
    );
    expect(await seriousAxeViolations(editor)).toEqual([]);
    for (const width of [360, 1280]) {
      await editor.setViewportSize({ width, height: 800 });
      await screenshot(editor, `admin-feed-secret-retype-${width}`);
    }

    // Typed again, it is saved for the new server.
    await value.fill('e2e-new-server-key-1357');
    await form.getByRole('button', { name: 'حفظ الخلاصة' }).click();
    await expect(editor.getByText('تم حفظ الخلاصة، وستُجلب الآن ثم حسب الجدول.')).toBeVisible();
    const feed = (await okApi(editor.request, 'adminGetRateFeed', { params: { id: source.id } })).data;
    expect(feed.headers_origin).toBe(otherOrigin);
    expect(home.received).toHaveLength(0);
    await context.close();

    // Removed again, so other specs see the source as before.
    await okApi(page.request, 'adminDeleteRateFeed', { params: { id: source.id }, headers });
  } finally {
    await home.stop();
    await elsewhere.stop();
  }
});
