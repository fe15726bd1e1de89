import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { z } from 'zod';
import { LANDING_TEASER_ELEMENT_ID } from '@sarraf/contracts/landing-teaser';
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

export interface PortalPages {
  /** The page for a history-mode path: the route's own when it has preloads, else index.html. */
  pageFor(pathname: string): PortalPage;
  /**
   * The landing's page (`/`) with its rates teaser written in: one prepared page per teaser
   * (a cached JSON body, services/rates/landing-teaser.ts), so a new publication makes a new page.
   */
  landingPageWith(teaser: { readonly body: string }): PortalPage;
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

/**
 * The portal's pages, one per route (history mode serves index.html for every path). A
 * phone on a slow network would otherwise learn which chunks the screen needs only after the
 * entry script has downloaded and run; the build says which (route-preloads.json) and each page
 * lists them. Without that file (an older build) every path gets the plain index.html.
 */
export function loadPortalPages(webDir: string): PortalPages {
  const html = readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const plain = preparePage(html);
  const preloadsFile = path.join(webDir, 'route-preloads.json');
  const routes = existsSync(preloadsFile)
    ? ZRoutePreloads.parse(JSON.parse(readFileSync(preloadsFile, 'utf8')))
    : [];
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
    negotiate: (page, acceptEncoding) => {
      const encoding = preferredEncoding(acceptEncoding);
      return { body: page.body(encoding), encoding };
    },
  };
}
