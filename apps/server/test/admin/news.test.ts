import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { auditRows, signInAs, type AdminClient, type ErrorBody } from './helpers';
import type { TResponse } from '@sarraf/contracts/api';

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
    const response = await upload(PNG, 'image/png');
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as TResponse<'adminUploadImage'>;
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
    expect(html.status).toBe(415);
    expect(((await html.json()) as ErrorBody).message).toBe(
      'نوع الملف غير مدعوم؛ ارفع صورة JPEG أو PNG أو WebP.',
    );
    expect((await upload(Buffer.from('<svg/>'), 'image/svg+xml')).status).toBe(415);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await upload(big, 'image/png')).status).toBe(413);
    expect((await server.request('/api/admin/uploads', { method: 'POST', body: PNG })).status).toBe(419);
    expect((await server.request('/api/uploads/../../app-secret')).status).toBe(404);
  });

  it('publishes a news item with sanitised HTML, shows it on the portal, and audits every write', async () => {
    const created = await editor.call<{ data: { id: number; body_html: string; published_at: string } }>(
      '/api/admin/news',
      {
        method: 'POST',
        json: {
          title: 'ارتفاع الدولار في صنعاء',
          summary: 'ملخص الخبر',
          body_html:
            '<p onclick="x()">نص <strong>مهم</strong></p><script>alert(1)</script><img src=x onerror=alert(1)>',
          image_url: null,
          status: 'published',
          published_at: null,
        },
      },
    );
    expect(created.status).toBe(200);
    expect(created.body.data.body_html).not.toMatch(/script|onclick|onerror/);
    expect(created.body.data.body_html).toContain('<strong>مهم</strong>');
    expect(created.body.data.published_at).toBeTruthy();

    const portal = await server.request('/api/client/get/news');
    expect(await portal.text()).toContain('ارتفاع الدولار في صنعاء');
    expect((await auditRows(server, 'news.create')).slice(-1)[0]?.entityId).toBe(
      String(created.body.data.id),
    );
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
      const response = await editor.call<ErrorBody>('/api/admin/news', {
        method: 'POST',
        json: { ...valid, [field]: value },
      });
      expect(response.status, field).toBe(422);
      expect(Object.keys(response.body.errors ?? {})).toEqual([field]);
    }
  });

  it('edits an information page, sanitised and audited, and the portal serves the new text', async () => {
    const pages = await editor.call<{ data: Array<{ key: string }> }>('/api/admin/information-pages');
    expect(pages.body.data.map((page) => page.key).sort()).toEqual(['privacy', 'terms', 'who']);
    const updated = await editor.call<{ data: { body_html: string } }>('/api/admin/information-pages/who', {
      method: 'PUT',
      json: { title: 'من نحن', body_html: '<p>صرّاف خدمة أسعار<script>x</script></p>' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.body_html).toBe('<p>صرّاف خدمة أسعار</p>');
    expect((await auditRows(server, 'information_page.update')).slice(-1)[0]?.entityId).toBe('who');
    expect(await (await server.request('/api/get/informations')).text()).toContain('صرّاف خدمة أسعار');
    const bad = await editor.call<ErrorBody>('/api/admin/information-pages/about', {
      method: 'PUT',
      json: { title: 'x', body_html: 'y' },
    });
    expect(bad.status).toBe(422);
    const empty = await editor.call<ErrorBody>('/api/admin/information-pages/who', {
      method: 'PUT',
      json: { title: '', body_html: '' },
    });
    expect(Object.keys(empty.body.errors ?? {}).sort()).toEqual(['body_html', 'title']);
  });
});
