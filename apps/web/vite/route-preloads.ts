import type { Plugin, Rolldown } from 'vite';
import { appRoutes, type AppRoute } from '../src/config/routes.ts';
import { CLIENT_SHELL_FILE, PROVIDERS_FILE, screenFiles } from '../src/config/screen-files.ts';

/** What the server adds to index.html for one route (apps/server/src/plugins/portal-pages.ts). */
export interface RoutePreload {
  /** The route's path, `:id` for a parameter. */
  path: string;
  /** Lazy JS chunks the route needs on its first render, as URLs, beyond the entry's own. */
  scripts: string[];
  /** Their stylesheets, as URLs. */
  styles: string[];
}

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** The module of the Arabic texts the first render does without (i18n/language.ts). */
export const SCREEN_TEXTS_FILE = 'i18n/ar-screens.ts';

/** The chunk name of the API transport (vite.config.ts's chunk groups). */
export const API_TRANSPORT_CHUNK = 'api-transport';

/**
 * Writes dist/route-preloads.json: for every route, the lazy chunks its first render waits for
 * (the providers but for the landing page, the client shell for authenticated routes, the screen) with their static
 * imports. The server lists them as `<link rel="modulepreload">` in the index.html it answers for
 * that path, so a phone fetches them while the entry downloads instead of one round trip after
 * it has run (measured in the README "Portal" section).
 */
export function routePreloads(): Plugin {
  return {
    name: 'sarraf:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const preloads = computeRoutePreloads(bundle, appRoutes, this.error.bind(this));
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}

export function computeRoutePreloads(
  bundle: Rolldown.OutputBundle,
  routes: readonly AppRoute[],
  fail: (message: string) => never,
): RoutePreload[] {
  const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry) ?? fail('the build has no entry chunk');

  const withStaticImports = (fileName: string, into = new Set<string>()): Set<string> => {
    if (into.has(fileName)) return into;
    into.add(fileName);
    for (const imported of byFileName.get(fileName)?.imports ?? []) withStaticImports(imported, into);
    return into;
  };
  // index.html already loads these (the entry's <script> and Vite's own modulepreload links).
  const initial = withStaticImports(entry.fileName);

  const chunkOf = (sourceFile: string): Rolldown.OutputChunk => {
    const suffix = `/src/${sourceFile}.tsx`;
    return (
      chunks.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(suffix)) ??
      fail(`no chunk for src/${sourceFile}.tsx`)
    );
  };

  // The API transport (lib/api-client.ts): every screen's first render waits for a call through it,
  // except the landing's, which shows the rates its page carries (docs/design.md#a-light-first-visit).
  const transport = chunks.find((chunk) => chunk.name === API_TRANSPORT_CHUNK);
  // The other screens' texts, which every lazily loaded module waits for (lib/load-chunk.ts).
  const screenTexts =
    chunks.find((chunk) =>
      chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(`/src/${SCREEN_TEXTS_FILE}`),
    ) ?? fail(`no chunk for src/${SCREEN_TEXTS_FILE}`);

  return routes.map((route) => {
    const sources = [
      // The landing page renders outside the providers' layout (app/route-objects.tsx).
      ...(route.name === 'landing' ? [] : [PROVIDERS_FILE]),
      ...(route.access === 'auth' ? [CLIENT_SHELL_FILE] : []),
      `app/routes/${screenFiles[route.name]}`,
    ];
    const needed = new Set<string>();
    for (const source of sources) withStaticImports(chunkOf(source).fileName, needed);
    if (route.name !== 'landing') {
      if (transport) withStaticImports(transport.fileName, needed);
      withStaticImports(screenTexts.fileName, needed);
    }
    const scripts = [...needed].filter((fileName) => !initial.has(fileName));
    const styles = new Set(
      scripts.flatMap((fileName) => [...(byFileName.get(fileName)?.viteMetadata?.importedCss ?? [])]),
    );
    return {
      path: route.path,
      scripts: scripts.map((fileName) => `/${fileName}`),
      styles: [...styles].map((fileName) => `/${fileName}`),
    };
  });
}
