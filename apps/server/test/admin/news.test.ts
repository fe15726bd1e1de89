import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { readError, readOk } from '@sarraf/contracts/typed-client';
import { auditRows, signInAs, type AdminClient } from './helpers';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

describe('back-office news, information pages and image uploads', () => {
  let server: TestServer;
  let editor: AdminClient;

  beforeAll(async () => {
    server = await startTestServer();
    editor = await signInAs(server, 'editor');
  });
  afterAll(() => server.close());

  const upload = (bytes: Buffer, contentType: string) => editor.upload(bytes, contentType);

  it('stores an image by its magic bytes and serves it back with a safe content type', async () => {
    const { data } = await readOk('adminUploadImage', await upload(PNG, 'image/png'));
    expect(data.url).toMatch(/^\/api\/uploads\/[a-f0-9]{32}\.png$/);
    const served = await server.request(data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await auditRows(server, 'upload.create')).length).toBeGreaterThan(0);
  });

  it('refuses HTML dressed as an image, other types, and images over 2 MB', async () => {
    const html = await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'image/png');
    expect((await readError(html, 415)).message).toBe('نوع الملف غير مدعوم؛ ارفع صورة JPEG أو PNG أو WebP.');
    expect((await upload(Buffer.from('<svg/>'), 'image/svg+xml')).status).toBe(415);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await upload(big, 'image/png')).status).toBe(413);
    await server.api.fails('adminUploadImage', 419, { body: PNG });
    // A name that tries to climb out of the upload folder (sent encoded, as one path segment).
    expect((await server.api.call('getUploadedImage', { params: { name: '../../app-secret' } })).status).toBe(
      404,
    );
  });

  it('publishes a news item with sanitised HTML, shows it on the portal, and audits every write', async () => {
    const created = await editor.api.ok('adminCreateNews', {
      json: {
        title: 'ارتفاع الدولار في صنعاء',
        summary: 'ملخص الخبر',
        body_html:
          '<p onclick="x()">نص <strong>مهم</strong></p><script>alert(1)</script><img src=x onerror=alert(1)>',
        image_url: null,
        status: 'published',
        published_at: null,
      },
    });
    expect(created.data.body_html).not.toMatch(/script|onclick|onerror/);
    expect(created.data.body_html).toContain('<strong>مهم</strong>');
    expect(created.data.published_at).toBeTruthy();

    const portal = await server.api.call('getNews');
    expect(await portal.text()).toContain('ارتفاع الدولار في صنعاء');
    expect((await auditRows(server, 'news.create')).slice(-1)[0]?.entityId).toBe(String(created.data.id));
  });

  it('validates news fields with a 422 per field', async () => {
    const valid = {
      title: 'خبر',
      summary: '',
      body_html: '<p>نص</p>',
      image_url: null,
      status: 'draft',
      published_at: null,
    };
    const bad: Record<string, unknown> = {
      title: '',
      body_html: '',
      image_url: 'https://evil.example/x.png',
      status: 'live',
      published_at: 'tomorrow',
    };
    for (const [field, value] of Object.entries(bad)) {
      const response = await editor.api.call('adminCreateNews', { rawJson: { ...valid, [field]: value } });
      const error = await readError(response);
      expect(response.status, field).toBe(422);
      expect(Object.keys(error.errors ?? {})).toEqual([field]);
    }
  });

  it('edits an information page, sanitised and audited, and the portal serves the new text', async () => {
    const pages = await editor.api.ok('adminListInformationPages');
    expect(pages.data.map((page) => page.key).sort()).toEqual(['privacy', 'terms', 'who']);
    const updated = await editor.api.ok('adminUpdateInformationPage', {
      params: { key: 'who' },
      json: { title: 'من نحن', body_html: '<p>صرّاف خدمة أسعار<script>x</script></p>' },
    });
    expect(updated.data.body_html).toBe('<p>صرّاف خدمة أسعار</p>');
    expect((await auditRows(server, 'information_page.update')).slice(-1)[0]?.entityId).toBe('who');
    expect(await (await server.api.call('getInformations')).text()).toContain('صرّاف خدمة أسعار');
    await editor.api.fails('adminUpdateInformationPage', 422, {
      params: { key: 'about' },
      json: { title: 'x', body_html: 'y' },
    });
    const empty = await editor.api.fails('adminUpdateInformationPage', 422, {
      params: { key: 'who' },
      json: { title: '', body_html: '' },
    });
    expect(Object.keys(empty.errors ?? {}).sort()).toEqual(['body_html', 'title']);
  });
});
