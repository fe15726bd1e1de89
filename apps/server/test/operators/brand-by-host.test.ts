import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TResponse } from '@sarraf/contracts/api';
import { PORTAL_OPERATOR_ELEMENT_ID } from '@sarraf/contracts/portal-operator';
import { parseOk, pathWithQuery } from '@sarraf/contracts/typed-client';
import { plans } from '../../src/db/schema/index';
import { listActivePlans } from '../../src/services/plans';
import { appWithBuilds } from '../support/app-with-builds';
import { getWithHost, type HostAnswer } from '../support/get-with-host';
import { startTestServer, type TestServer } from '../support/test-server';
import { twoOperators } from '../support/two-operators';

// The portal's host names its operator (docs/operators.md#brand-by-host): the document's title,
// theme colour and data block, and the plans GET /api/client/subscriptions/list offers there.

const YM = {
  name: { ar: 'يمن موبايل', en: 'Yemen Mobile' },
  hosts: ['ym.test'],
  color: '#0A6E3C',
  service_short_code: '4545',
  support_phone: '+967 1 200 000',
};
const SABAFON = {
  name: { ar: 'سبأفون', en: 'SabaFon' },
  hosts: ['sabafon.test', 'www.sabafon.test'],
  color: '#c8102e',
  service_short_code: '5050',
  support_phone: '+967 1 300 300',
};

/** The portal's index.html as its build leaves it: the service's own title and colour. */
const INDEX_HTML = `<!doctype html>
<html lang="ar" dir="rtl">
  <head>
    <meta charset="UTF-8" />
    <meta name="theme-color" content="#19386f" />
    <title>صرّاف — أسعار العملات والصرف</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

function fakePortal() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sarraf-brand-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(
    path.join(dir, 'route-preloads.json'),
    JSON.stringify([
      { path: '/', scripts: ['/assets/landing-L1.js'], styles: [] },
      { path: '/client/subscription-list', scripts: ['/assets/plans-P1.js'], styles: [] },
    ]),
  );
  return dir;
}

type Plans = TResponse<'getSubscriptionsList'>;

/** The plans answer on a host, parsed by its contract. */
async function plansOn(server: TestServer, host: string, lang: 'ar' | 'en' = 'ar'): Promise<Plans> {
  const answer = await getWithHost(server.url, pathWithQuery('getSubscriptionsList'), {
    host,
    'accept-language': lang,
  });
  expect(answer.status, host).toBe(200);
  return parseOk('getSubscriptionsList', { json: JSON.parse(answer.body) });
}

/** A page of the portal on a host, decoded from the encoding asked for. */
async function pageOn(url: string, pagePath: string, host: string, encoding?: 'br' | 'gzip') {
  const answer: HostAnswer = await getWithHost(url, pagePath, {
    host,
    accept: 'text/html',
    ...(encoding ? { 'accept-encoding': encoding } : {}),
  });
  expect(answer.status, `${host}${pagePath}`).toBe(200);
  expect(answer.headers['content-encoding']).toBe(encoding);
  const html =
    encoding === 'br'
      ? brotliDecompressSync(answer.bytes).toString('utf8')
      : encoding === 'gzip'
        ? gunzipSync(answer.bytes).toString('utf8')
        : answer.body;
  return { answer, html };
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const themeColorsOf = (html: string) =>
  [...html.matchAll(/<meta name="theme-color" content="([^"]*)"/g)].map((match) => match[1]);
const operatorBlockOf = (html: string) => {
  const json = new RegExp(
    `<script type="application/json" id="${PORTAL_OPERATOR_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as unknown);
};

describe('two operators with their own hosts', () => {
  let server: TestServer;
  let app: FastifyInstance;
  let url: string;
  let sabafonPlanId: string;

  beforeAll(async () => {
    server = await startTestServer({
      env: { OPERATORS_FILE: twoOperators({ default: YM, sabafon: SABAFON }), SMS_DAILY_BUDGET: '' },
    });
    sabafonPlanId = (
      await server.database.db
        .insert(plans)
        .values({
          name: 'سبأفون الشهرية',
          priceMinor: 25_000,
          currency: 'YER',
          period: 'monthly',
          operatorId: 'sabafon',
        })
        .returning({ id: plans.id })
    )[0]!.id;
    ({ app, url } = await appWithBuilds(server, { webDir: fakePortal(), adminDir: '/nonexistent' }));
  });
  afterAll(async () => {
    await app?.close();
    await server?.close();
  });

  it("titles and colours the document with the host's operator, on every page and in every encoding", async () => {
    for (const encoding of [undefined, 'br', 'gzip'] as const) {
      for (const pagePath of ['/', '/client/subscription-list', '/client/news']) {
        const ym = await pageOn(url, pagePath, 'ym.test', encoding);
        expect(titleOf(ym.html)).toBe('صرّاف · يمن موبايل — أسعار العملات والصرف');
        expect(themeColorsOf(ym.html)).toEqual(['#0a6e3c']);
        expect(operatorBlockOf(ym.html)).toEqual({ name: YM.name });

        const sabafon = await pageOn(url, pagePath, 'sabafon.test', encoding);
        expect(titleOf(sabafon.html)).toBe('صرّاف · سبأفون — أسعار العملات والصرف');
        expect(themeColorsOf(sabafon.html)).toEqual(['#c8102e']);
        expect(operatorBlockOf(sabafon.html)).toEqual({ name: SABAFON.name });
      }
    }
    // The route's preloads and the landing's rates teaser stay in the operator's page.
    const landing = (await pageOn(url, '/', 'ym.test')).html;
    expect(landing).toContain('href="/assets/landing-L1.js"');
    expect(landing).toContain('<script type="application/json" id="landing-rates">');
    const planPage = (await pageOn(url, '/client/subscription-list', 'sabafon.test')).html;
    expect(planPage).toContain('href="/assets/plans-P1.js"');
  });

  it('reads the host as the browser sent it: any case, with a port, each of its names', async () => {
    for (const host of ['YM.Test', 'ym.test:8443', 'ym.test.']) {
      expect(titleOf((await pageOn(url, '/', host)).html), host).toBe(
        'صرّاف · يمن موبايل — أسعار العملات والصرف',
      );
    }
    expect(themeColorsOf((await pageOn(url, '/client/home', 'www.sabafon.test')).html)).toEqual(['#c8102e']);
  });

  it("keeps the service's own title and colour on a host of no operator", async () => {
    for (const host of ['127.0.0.1', 'sarraf.example', 'ym.test.evil.example']) {
      const { html } = await pageOn(url, '/', host, 'br');
      expect(titleOf(html), host).toBe('صرّاف — أسعار العملات والصرف');
      expect(themeColorsOf(html)).toEqual(['#19386f']);
      expect(operatorBlockOf(html)).toBeUndefined();
    }
  });

  it('varies the page by host, with its own ETag per operator, revalidated as before', async () => {
    const ym = await pageOn(url, '/client/home', 'ym.test');
    const sabafon = await pageOn(url, '/client/home', 'sabafon.test');
    const none = await pageOn(url, '/client/home', 'sarraf.example');
    for (const { answer } of [ym, sabafon, none]) {
      expect(answer.headers.vary).toBe('accept-encoding, host');
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
    const etags = new Set([ym, sabafon, none].map(({ answer }) => answer.headers.etag));
    expect(etags.size).toBe(3);
    const again = await getWithHost(url, '/client/home', {
      host: 'ym.test',
      'if-none-match': String(ym.answer.headers.etag),
    });
    expect(again.status).toBe(304);
    // Another operator's ETag is not this host's page.
    const other = await getWithHost(url, '/client/home', {
      host: 'ym.test',
      'if-none-match': String(sabafon.answer.headers.etag),
    });
    expect(other.status).toBe(200);
  });

  it("lists on an operator's host its plans only, with its short code, support phone and time zone", async () => {
    const ym = await plansOn(server, 'ym.test');
    const expectedYm = await listActivePlans(server.database.db, 'ar', 'default');
    expect(expectedYm.length).toBeGreaterThan(0);
    expect(ym.data).toEqual(expectedYm);
    expect(ym.service).toEqual({
      service_name: 'صرّاف',
      short_code: '4545',
      cancel_keyword: 'الغاء',
      support_phone: '+967 1 200 000',
      time_zone: 'Asia/Aden',
      operator: { id: 'default', name: 'يمن موبايل' },
      plans_notice: null,
    });

    const sabafon = await plansOn(server, 'Sabafon.test:443');
    expect(sabafon.data.map((plan) => plan.uuid)).toEqual([sabafonPlanId]);
    expect(sabafon.service).toMatchObject({
      short_code: '5050',
      support_phone: '+967 1 300 300',
      time_zone: 'Asia/Aden',
      operator: { id: 'sabafon', name: 'سبأفون' },
      plans_notice: null,
    });

    const english = await plansOn(server, 'sabafon.test', 'en');
    expect(english.service).toMatchObject({
      service_name: 'Sarraf',
      operator: { id: 'sabafon', name: 'SabaFon' },
    });
  });

  it('lists none on a host of no operator, and says the price depends on the number’s network', async () => {
    const arabic = await plansOn(server, 'sarraf.example');
    expect(arabic.data).toEqual([]);
    expect(arabic.service.operator).toBeNull();
    expect(arabic.service.plans_notice).toBe('يختلف السعر حسب شبكة رقمك؛ أدخل رقمك لترى باقات شبكتك.');
    // The two operators have no short code or support phone in common: the number's network decides.
    expect(arabic.service).toMatchObject({ short_code: '', support_phone: '', time_zone: 'Asia/Aden' });

    const english = await plansOn(server, '127.0.0.1', 'en');
    expect(english.data).toEqual([]);
    expect(english.service.plans_notice).toBe(
      "The price depends on your number's network; enter your number to see your network's plans.",
    );
  });

  it('answers the plans with Vary: Host', async () => {
    const answer = await getWithHost(server.url, pathWithQuery('getSubscriptionsList'), { host: 'ym.test' });
    expect(String(answer.headers.vary).toLowerCase()).toContain('host');
  });

  it('lists none through the typed client too, which calls by the server address', async () => {
    const answer = await server.api.ok('getSubscriptionsList');
    expect(answer.data).toEqual([]);
    expect(answer.service.plans_notice).not.toBeNull();
  });
});

describe('two operators sharing their short code and support line', () => {
  let server: TestServer;
  beforeAll(async () => {
    const shared = { service_short_code: '3030', support_phone: '+967 1 999 999' };
    server = await startTestServer({
      env: {
        OPERATORS_FILE: twoOperators({ default: { ...YM, ...shared }, sabafon: { ...SABAFON, ...shared } }),
        SMS_DAILY_BUDGET: '',
      },
    });
  });
  afterAll(() => server?.close());

  it('gives on a host of no operator the short code and support phone they all share', async () => {
    const answer = await plansOn(server, 'sarraf.example');
    expect(answer.data).toEqual([]);
    expect(answer.service).toMatchObject({ short_code: '3030', support_phone: '+967 1 999 999' });
  });
});

describe('one operator: nothing changes', () => {
  let server: TestServer;
  let app: FastifyInstance;
  let url: string;
  beforeAll(async () => {
    server = await startTestServer({ env: { SERVICE_SHORT_CODE: '4040', SUPPORT_PHONE: '967-1-444444' } });
    ({ app, url } = await appWithBuilds(server, { webDir: fakePortal(), adminDir: '/nonexistent' }));
  });
  afterAll(async () => {
    await app?.close();
    await server?.close();
  });

  it('lists every plan on any host, with the deployment’s short code and support phone', async () => {
    const expected = await listActivePlans(server.database.db, 'ar');
    expect(expected.length).toBeGreaterThan(0);
    for (const answer of [await server.api.ok('getSubscriptionsList'), await plansOn(server, 'ym.test')]) {
      expect(answer.data).toEqual(expected);
      expect(answer.service).toEqual({
        service_name: 'صرّاف',
        short_code: '4040',
        cancel_keyword: 'الغاء',
        support_phone: '967-1-444444',
        time_zone: 'Asia/Aden',
        operator: null,
        plans_notice: null,
      });
    }
  });

  it("serves the portal's own document, not varied by host", async () => {
    for (const host of ['127.0.0.1', 'ym.test']) {
      const { answer, html } = await pageOn(url, '/', host, 'br');
      expect(html).toContain('<title>صرّاف — أسعار العملات والصرف</title>');
      expect(themeColorsOf(html)).toEqual(['#19386f']);
      expect(operatorBlockOf(html)).toBeUndefined();
      expect(answer.headers.vary).toBe('accept-encoding');
    }
    const plansAnswer = await getWithHost(server.url, pathWithQuery('getSubscriptionsList'), {
      host: 'ym.test',
    });
    expect(String(plansAnswer.headers.vary ?? '')).not.toContain('host');
  });
});

describe('an operators file of one operator with a host', () => {
  let server: TestServer;
  beforeAll(async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'sarraf-operators-')), 'operators.json');
    writeFileSync(
      file,
      JSON.stringify({ operators: [{ id: 'default', msisdn_prefixes: ['77', '78'], ...YM }] }),
    );
    server = await startTestServer({ env: { OPERATORS_FILE: file } });
  });
  afterAll(() => server?.close());

  it('lists its plans on every host, and names it on its own', async () => {
    const expected = await listActivePlans(server.database.db, 'ar');
    const own = await plansOn(server, 'ym.test');
    expect(own.data).toEqual(expected);
    expect(own.service.operator).toEqual({ id: 'default', name: 'يمن موبايل' });
    const elsewhere = await plansOn(server, 'sarraf.example');
    expect(elsewhere.data).toEqual(expected);
    expect(elsewhere.service).toMatchObject({
      short_code: '4545',
      support_phone: '+967 1 200 000',
      operator: null,
      plans_notice: null,
    });
  });
});
