import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../src/config/routes';
import { computeRoutePreloads } from './route-preloads';

/** The chunk fields the computation reads, the rest left out. */
function chunk(fileName: string, fields: Partial<Rolldown.OutputChunk> = {}): Rolldown.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    imports: [],
    isEntry: false,
    facadeModuleId: null,
    ...fields,
  } as Rolldown.OutputChunk;
}

const src = (file: string) => `/repo/apps/web/src/${file}.tsx`;

const bundle = Object.fromEntries(
  [
    chunk('assets/index-E.js', {
      isEntry: true,
      imports: ['assets/ui-vendor-V.js'],
      facadeModuleId: src('main'),
    }),
    chunk('assets/ui-vendor-V.js'),
    chunk('assets/providers-P.js', { facadeModuleId: src('app/providers'), imports: ['assets/query-Q.js'] }),
    chunk('assets/query-Q.js', { imports: ['assets/ui-vendor-V.js'] }),
    chunk('assets/client-shell-S.js', {
      facadeModuleId: src('app/routes/client-shell'),
      imports: ['assets/query-Q.js'],
    }),
    chunk('assets/home-H.js', {
      facadeModuleId: src('app/routes/home'),
      imports: ['assets/format-F.js'],
      viteMetadata: { importedCss: new Set(['assets/home-H.css']), importedAssets: new Set() },
    } as Partial<Rolldown.OutputChunk>),
    chunk('assets/format-F.js'),
    chunk('assets/landing-L.js', { facadeModuleId: src('app/routes/landing') }),
    chunk('assets/api-transport-T.js', { name: 'api-transport', imports: ['assets/query-Q.js'] }),
    chunk('assets/ar-screens-A.js', { facadeModuleId: '/repo/apps/web/src/i18n/ar-screens.ts' }),
  ].map((item) => [item.fileName, item]),
);

const fail = (message: string): never => {
  throw new Error(message);
};

describe('route preloads', () => {
  it('lists the providers (not for the landing page), the client shell for signed-in routes and the screen, with their imports, once', () => {
    const routes = [
      { name: 'landing', path: '/', access: 'public', title: '' },
      { name: 'client.home', path: '/client/home', access: 'auth', title: '' },
    ] as AppRoute[];
    expect(computeRoutePreloads(bundle, routes, fail)).toEqual([
      {
        path: '/',
        // The landing page renders outside the providers, without TanStack Query.
        scripts: ['/assets/landing-L.js'],
        styles: [],
      },
      {
        path: '/client/home',
        // The entry and ui-vendor are index.html's own; query-Q is listed once.
        scripts: [
          '/assets/providers-P.js',
          '/assets/query-Q.js',
          '/assets/client-shell-S.js',
          '/assets/home-H.js',
          '/assets/format-F.js',
          // Its first render waits for a call and for the screens' texts; the landing's shows the
          // rates its page carries, with the first screen's texts.
          '/assets/api-transport-T.js',
          '/assets/ar-screens-A.js',
        ],
        styles: ['/assets/home-H.css'],
      },
    ]);
  });

  it('fails the build when a route has no chunk, rather than preloading nothing', () => {
    const routes = [{ name: 'client.news', path: '/client/news', access: 'auth', title: '' }] as AppRoute[];
    expect(() => computeRoutePreloads(bundle, routes, fail)).toThrow('no chunk for src/app/routes/news.tsx');
  });
});
