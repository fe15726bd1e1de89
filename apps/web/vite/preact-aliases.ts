import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The built portal runs on Preact through preact/compat (docs/adr/0001-preact-compat-in-the-portal-build.md:
 * React 19 + react-dom + the data router alone were over the 100 KB
 * initial budget; with Preact the initial JS+CSS is about half). The code and its types stay
 * React's; the dev server and the unit tests keep React for Fast Refresh and Testing Library, and
 * the Playwright suite checks the built, Preact, portal.
 */
export const preactCompat = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * React Router feature-detects two React 19 hooks by reading them off its `react` namespace
 * (`React["use"]`, `React["useOptimistic"]`) and falls back when they are undefined, as on
 * React 18. preact/compat (10 and 11 alike) has neither, so Rolldown reports that those reads are
 * always undefined: true, and exactly what React Router expects. Only those two reports, and only
 * from React Router's own files, are dropped; the same report about our code (a React 19-only API
 * used in the portal, which would break under Preact) still shows.
 */
export function isReactRouterFeatureCheck(log: { code?: string; id?: string; message: string }): boolean {
  return (
    log.code === 'IMPORT_IS_UNDEFINED' &&
    /[\\/]node_modules[\\/]react-router[\\/]/.test(log.id ?? '') &&
    /Import `(use|useOptimistic)` will always be undefined/.test(log.message)
  );
}

/**
 * React Router 7's package exports name only its development build, whose dev warnings stay on
 * (https://github.com/remix-run/react-router/issues/12532); the production build beside it is the
 * same code with them off. The built portal takes that one.
 */
function productionBuildOf(specifier: string): string {
  const file = fileURLToPath(import.meta.resolve(specifier).replace('/development/', '/production/'));
  if (!existsSync(file)) throw new Error(`React Router has no production build at ${file}`);
  return file;
}
export const reactRouterProduction = [
  { find: /^react-router$/, replacement: productionBuildOf('react-router') },
  { find: /^react-router\/dom$/, replacement: productionBuildOf('react-router/dom') },
];
