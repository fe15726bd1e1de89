import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { z } from 'zod';
import { LANDING_TEASER_ELEMENT_ID } from '@sarraf/contracts/landing-teaser';
import { PORTAL_OPERATOR_ELEMENT_ID, type TPortalOperator } from '@sarraf/contracts/portal-operator';
import { preferredEncoding, weakEtag, type ContentEncoding } from '../lib/http-cache';

/** dist/route-preloads.json, written by the portal's build (apps/web/vite/route-preloads.ts). */
const ZRoutePreloads = z.array(
  z.object({ path: z.string(), scripts: z.array(z.string()), styles: z.array(z.string()) }),
);

/** One variant of the portal's index.html, with every encoding prepared once. */
export interface PortalPage {
  readonly etag: string;
  body(encoding: ContentEncoding | undefined): Buffer;
}

/**
 * An operator whose portal hosts show its brand (docs/operators.md#brand-by-host): its name beside
 * the service's in the title and the portal, its colour as the browser's theme colour.
 */
export interface PortalBrand {
  readonly name: { readonly ar: string; readonly en: string };
  /** `#rrggbb`; without one the service's own theme colour stays. */
  readonly color: string | undefined;
}

export interface PortalPages {
  /**
   * The page for a history-mode path: the route's own when it has preloads, else index.html; the
   * brand's variant when the request's host names an operator (undefined: the service's own page).
   */
  pageFor(pathname: string, brand?: PortalBrand): PortalPage;
  /**
   * The landing's page (`/`) with its rates teaser written in: one prepared page per teaser
   * (a cached JSON body, services/rates/landing-teaser.ts), so a new publication makes a new page.
   */
  landingPageWith(teaser: { readonly body: string }, brand?: PortalBrand): PortalPage;
  /** The body to send for an `Accept-Encoding` header, and its `Content-Encoding`. */
  negotiate(
    page: PortalPage,
    acceptEncoding: string | undefined,
  ): { body: Buffer; encoding?: ContentEncoding };
}

/** URLs the build wrote: `/assets/name-hash.js`, nothing that could break out of an attribute. */
const SAFE_ASSET_URL = /^\/assets\/[\w.-]+\.(?:js|css)$/;

function preparePage(html: string): PortalPage {
  const identity = Buffer.from(html);
  const br = brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
  const gzip = gzipSync(identity, { level: 9 });
  return {
    etag: weakEtag(identity),
    body: (encoding) => (encoding === 'br' ? br : encoding === 'gzip' ? gzip : identity),
  };
}

/** index.html with the route's chunks listed as preloads, so they load beside the entry. */
export function withPreloads(html: string, scripts: string[], styles: string[]): string {
  const links = [
    ...scripts
      .filter((url) => SAFE_ASSET_URL.test(url))
      .map((url) => `<link rel="modulepreload" crossorigin href="${url}">`),
    ...styles
      .filter((url) => SAFE_ASSET_URL.test(url))
      .map((url) => `<link rel="preload" as="style" crossorigin href="${url}">`),
  ];
  if (links.length === 0 || !html.includes('</head>')) return html;
  return html.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
}

/**
 * index.html with a JSON data block the portal reads before its first call. Not a script the
 * browser runs (the CSP allows none inline); `<` is escaped so no value can close the element.
 */
export function withInlineJson(html: string, id: string, json: string): string {
  if (!html.includes('</head>') || !/^[\w-]+$/.test(id)) return html;
  const block = `<script type="application/json" id="${id}">${json.replaceAll('<', '\\u003c')}</script>`;
  return html.replace('</head>', `    ${block}\n  </head>`);
}

/** `/client/news/details/:id` → a pattern that matches one path segment for each parameter. */
function routePattern(routePath: string): RegExp {
  const segments = routePath
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}/?$`, 'i');
}

const escapeText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * index.html in an operator's brand. The title keeps the service's name and puts the operator's
 * beside it, in the document's language (Arabic: the English portal retitles itself before its
 * first paint, apps/web/src/app/root-layout.tsx, from the data block): «صرّاف — أسعار العملات
 * والصرف» becomes «صرّاف · يمن موبايل — أسعار العملات والصرف», as the portal writes it. The theme
 * colour is the operator's; the loading overlay's colours are the service's and stay.
 */
export function withBrand(html: string, brand: PortalBrand): string {
  let branded = html.replace(/<title>([^<]*)<\/title>/, (_whole, title: string) => {
    const [service, ...rest] = title.split(' — ');
    const named = `${service} · ${escapeText(brand.name.ar)}`;
    return `<title>${[named, ...rest].join(' — ')}</title>`;
  });
  if (brand.color && /^#[0-9a-fA-F]{6}$/.test(brand.color)) {
    const meta = `<meta name="theme-color" content="${brand.color.toLowerCase()}" />`;
    const existing = /<meta name="theme-color" content="[^"]*"\s*\/?>/;
    branded = existing.test(branded)
      ? branded.replace(existing, meta)
      : branded.replace('</head>', `    ${meta}\n  </head>`);
  }
  const operator: TPortalOperator = { name: { ar: brand.name.ar, en: brand.name.en } };
  return withInlineJson(branded, PORTAL_OPERATOR_ELEMENT_ID, JSON.stringify(operator));
}

type RoutePreloads = z.infer<typeof ZRoutePreloads>;

/** One index.html's pages: the plain one, one per route with preloads, the landing's teaser. */
interface PageSet {
  pageFor(pathname: string): PortalPage;
  landingPageWith(teaser: { readonly body: string }): PortalPage;
}

function pageSetOf(html: string, routes: RoutePreloads): PageSet {
  const plain = preparePage(html);
  const pages = routes.map((route) => {
    const routeHtml = withPreloads(html, route.scripts, route.styles);
    return {
      path: route.path,
      pattern: routePattern(route.path),
      html: routeHtml,
      page: preparePage(routeHtml),
    };
  });
  const landingHtml = pages.find((candidate) => candidate.path === '/')?.html ?? html;
  // The last teaser's page: the teaser changes with each publication, and only the latest is asked for.
  let landing: { teaser: { readonly body: string }; page: PortalPage } | undefined;
  return {
    pageFor: (pathname) => pages.find((candidate) => candidate.pattern.test(pathname))?.page ?? plain,
    landingPageWith: (teaser) => {
      if (landing?.teaser !== teaser && landing?.teaser.body !== teaser.body) {
        landing = {
          teaser,
          page: preparePage(withInlineJson(landingHtml, LANDING_TEASER_ELEMENT_ID, teaser.body)),
        };
      }
      return landing.page;
    },
  };
}

/**
 * The portal's pages, one per route (history mode serves index.html for every path). A
 * phone on a slow network would otherwise learn which chunks the screen needs only after the
 * entry script has downloaded and run; the build says which (route-preloads.json) and each page
 * lists them. Without that file (an older build) every path gets the plain index.html. Each brand
 * (an operator with portal hosts) gets its own set, prepared here once, at start.
 */
export function loadPortalPages(webDir: string, brands: readonly PortalBrand[] = []): PortalPages {
  const html = readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const preloadsFile = path.join(webDir, 'route-preloads.json');
  const routes = existsSync(preloadsFile)
    ? ZRoutePreloads.parse(JSON.parse(readFileSync(preloadsFile, 'utf8')))
    : [];
  const own = pageSetOf(html, routes);
  const branded = new Map(brands.map((brand) => [brand, pageSetOf(withBrand(html, brand), routes)]));
  const setOf = (brand: PortalBrand | undefined) => (brand && branded.get(brand)) || own;

  return {
    pageFor: (pathname, brand) => setOf(brand).pageFor(pathname),
    landingPageWith: (teaser, brand) => setOf(brand).landingPageWith(teaser),
    negotiate: (page, acceptEncoding) => {
      const encoding = preferredEncoding(acceptEncoding);
      return { body: page.body(encoding), encoding };
    },
  };
}
