import { expect, test } from '@playwright/test';
import { browserKeys, decryptPush, startPushReceiver } from '../../server/test/support/push-receiver';
import { signUpViaApi } from '../../../e2e-support/api';
import { holdToken, screenshot, seriousViolations, waitForScreen } from '../../../e2e-support/portal';
import { publishAsEditor, usdBuyAtPrimaryMarket } from './support/publish';
import { isCallTo, okApi } from '../../../e2e-support/api-request';

// Web push round trip (docs/design.md#web-push). Headless Chromium on Debian reaches no real push
// service, so the page's PushManager hands out a subscription whose endpoint is this test's own
// receiver on 127.0.0.1 (the e2e server accepts loopback http endpoints, PUSH_ALLOW_LOOPBACK_HTTP)
// and whose keys are a real P-256 pair and auth secret made here. Everything else is real: the
// switch, the server's encryption and VAPID signature, the job system, and the service worker that
// shows the notification once the decrypted push is delivered to it over CDP.
test.use({ serviceWorkers: 'allow', bypassCSP: true });

test('an alert chosen for push reaches the browser as an Arabic notification, and no SMS', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const receiver = await startPushReceiver();
  try {
    const keys = browserKeys();
    const endpoint = receiver.endpoint('/e2e-browser');
    await context.grantPermissions(['notifications'], { origin: baseURL! });
    await page.addInitScript(
      ({ endpoint, p256dh, auth }) => {
        const stored = 'e2e-push-subscribed';
        const subscription = {
          endpoint,
          expirationTime: null,
          options: { userVisibleOnly: true, applicationServerKey: null },
          getKey: () => null,
          toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
          unsubscribe: () => {
            localStorage.removeItem(stored);
            return Promise.resolve(true);
          },
        };
        PushManager.prototype.subscribe = function subscribe() {
          localStorage.setItem(stored, '1');
          return Promise.resolve(subscription as unknown as PushSubscription);
        };
        PushManager.prototype.getSubscription = function getSubscription() {
          return Promise.resolve(
            localStorage.getItem(stored) ? (subscription as unknown as PushSubscription) : null,
          );
        };
      },
      { endpoint, p256dh: keys.p256dh, auth: keys.auth },
    );
    const subscriber = await signUpViaApi(request);
    await holdToken(page, subscriber.token);

    // Quiet hours off, so the push goes now whatever time the suite runs.
    await okApi(request, 'updateQuietHours', {
      data: { enabled: false, start: '22:00', end: '07:00' },
      token: subscriber.token,
    });

    await page.goto('/client/alerts');
    await waitForScreen(page);
    const toggle = page.getByRole('switch', { name: 'إشعارات المتصفح' });
    await expect(toggle).toBeEnabled();
    await expect(toggle).not.toBeChecked();
    const saved = page.waitForResponse(
      (response) =>
        isCallTo(response.url(), 'savePushSubscription') && response.request().method() === 'POST',
    );
    await toggle.click();
    expect((await saved).status()).toBe(200);
    expect((await saved).request().postDataJSON()).toEqual({
      endpoint,
      expirationTime: null,
      keys: { p256dh: keys.p256dh, auth: keys.auth },
    });
    await expect(toggle).toBeChecked();
    await expect(page.getByText('تم تفعيل إشعارات المتصفح على هذا الجهاز.')).toBeVisible();

    // A push-only alert just above today's rate.
    const usd = await usdBuyAtPrimaryMarket(request);
    const threshold = String(Math.round(usd + 10));
    await page.getByLabel('العملة').selectOption('USD');
    await page.getByLabel('السوق أو المصدر').selectOption('1');
    await page.getByLabel('الشرط').selectOption('above');
    await page.getByLabel('القيمة (بالريال اليمني)').fill(threshold);
    // At least one channel: none is refused in the form.
    await page.getByRole('checkbox', { name: 'رسالة SMS' }).uncheck();
    await page.getByRole('button', { name: 'إضافة التنبيه' }).click();
    await expect(page.getByText('اختر طريقة تنبيه واحدة على الأقل.')).toBeVisible();
    await page.getByRole('checkbox', { name: 'إشعار المتصفح' }).check();
    await page.getByRole('button', { name: 'إضافة التنبيه' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'تم إنشاء التنبيه' })).toBeVisible();
    await expect(page.getByTestId('alert-item')).toContainText('يصل عبر: إشعار المتصفح');
    expect(await seriousViolations(page)).toEqual([]);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await screenshot(page, `alerts-push-${width}`);
    }

    // The editor publishes a crossing rate; the worker evaluates and pushes.
    const rate = String(Math.round(usd + 20));
    await publishAsEditor(request, 'USD', rate);
    await expect.poll(() => receiver.received.length, { timeout: 60_000 }).toBe(1);
    const push = receiver.received[0]!;
    expect(push.path).toBe('/e2e-browser');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]{87}$/);
    const payload = JSON.parse(decryptPush(push.body, keys)) as { title: string; body: string; url: string };
    expect(payload.title).toBe('صرّاف: تنبيه دولار أمريكي');
    expect(payload.body).toContain(`${rate} في سوق صنعاء`);
    expect(payload.url).toMatch(/^\/client\//);

    // Delivered to the portal's own service worker, as the push service would: it shows the notification.
    const cdp = await context.newCDPSession(page);
    const registrations: Array<{ registrationId: string; scopeURL: string }> = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.some((entry) => entry.scopeURL === `${baseURL}/`)).toBe(true);
    const registration = registrations.find((entry) => entry.scopeURL === `${baseURL}/`)!;
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseURL!,
      registrationId: registration.registrationId,
      data: JSON.stringify(payload),
    });
    const shown = async () =>
      page.evaluate(async () => {
        const worker = await navigator.serviceWorker.ready;
        return (await worker.getNotifications()).map((notification) => ({
          title: notification.title,
          body: notification.body,
          dir: notification.dir,
          lang: notification.lang,
          icon: new URL(notification.icon).pathname,
          url: (notification.data as { url: string }).url,
        }));
      });
    await expect.poll(shown, { timeout: 15_000 }).toHaveLength(1);
    expect((await shown())[0]).toEqual({
      title: payload.title,
      body: payload.body,
      dir: 'rtl',
      lang: 'ar',
      icon: '/icons/icon-192.png',
      url: `${baseURL}${payload.url}`,
    });

    // Push only, with a browser subscribed: no alert SMS.
    const outbox = await okApi(request, 'getDevSms', { query: { msisdn: subscriber.msisdn } });
    expect(outbox.data.filter((sms) => sms.purpose === 'alert.rate')).toEqual([]);

    // Off: the server forgets this browser.
    const removed = page.waitForResponse(
      (response) =>
        isCallTo(response.url(), 'deletePushSubscription') && response.request().method() === 'DELETE',
    );
    await toggle.click();
    expect((await removed).status()).toBe(200);
    await expect(toggle).not.toBeChecked();
  } finally {
    await receiver.close();
  }
});
