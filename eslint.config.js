// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';

/** Features never import each other; route modules compose them. */
function featureZones(apps) {
  return apps.flatMap((app) => {
    const dir = `./apps/${app}/src/features`;
    if (!existsSync(dir)) return [];
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => ({ target: `${dir}/${entry.name}`, from: dir, except: [`./${entry.name}`] }));
  });
}

/**
 * No app imports another app's code: each builds and ships alone. What the apps share lives in
 * packages/contracts; what their browser tests share lives in e2e-support/.
 */
const APP_ZONES = [
  { target: './apps/web', from: ['./apps/admin', './apps/server/src'] },
  { target: './apps/admin', from: ['./apps/web', './apps/server/src'] },
  { target: './apps/server', from: ['./apps/web', './apps/admin'] },
].map((zone) => ({
  ...zone,
  message: 'An app never imports another app: share through packages/contracts or e2e-support/.',
}));

/**
 * Each folder under apps/server/src/services is a domain whose index.ts is its public face: code
 * outside the folder (another domain, a route, a job, a plugin, the CLI, the simulators) imports
 * the index, never a file inside. Inside the folder, files import each other directly. One zone per
 * domain: `except` is refused beside a glob `from`, so each zone names the folders it restricts.
 */
function domainZones() {
  const server = './apps/server';
  const services = `${server}/src/services`;
  if (!existsSync(services)) return [];
  const domains = readdirSync(services, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const outsideServices = readdirSync(`${server}/src`)
    .filter((name) => name !== 'services')
    .map((name) => `${server}/src/${name}`);
  return domains.map((domain) => ({
    target: [
      ...outsideServices,
      `${server}/sim`,
      `${server}/bench`,
      ...domains.filter((other) => other !== domain).map((other) => `${services}/${other}`),
    ],
    from: `${services}/${domain}`,
    except: ['./index.ts'],
    message: `Import services/${domain} through its index (services/${domain}), not a file inside it.`,
  }));
}

/** The Arabic catalogue, which only i18n/language may import. */
const ARABIC_CATALOGUE = {
  regex: '/i18n/ar(-[a-z-]+)?(\\.ts)?$',
  message: 'Read texts through `t` from i18n/language, which follows the chosen language.',
};

/** Forbids an API path typed as a string or a template's start: calls go by route name. */
function noApiPath(message) {
  return [
    'error',
    { selector: 'Literal[value=/^\\/api(\\/|$)/]', message },
    { selector: 'TemplateElement[value.raw=/^\\/api(\\/|$)/]', message },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/data/**',
      'test-results/**',
      'playwright-report/**',
      '**/drizzle/meta/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      // Only our own modules: parsing bundled npm code would cost minutes and find nothing.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // A rule set again below for some files replaces this one there, so each of those repeats APP_ZONES.
      'import-x/no-restricted-paths': ['error', { zones: [...APP_ZONES, ...domainZones()] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/only-throw-error': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features never import each other; route modules compose them.
      // One zone per feature folder: the rule refuses `except` beside a glob `from`, so each
      // feature may import itself and nothing else under features/.
      'import-x/no-restricted-paths': ['error', { zones: [...APP_ZONES, ...featureZones(['web', 'admin'])] }],
    },
  },
  {
    // The portal's screens read their texts from the catalogue of the language in use
    // (docs/product.md#languages); the Arabic catalogue imported directly would stay Arabic in English.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/i18n/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ARABIC_CATALOGUE] }] },
  },
  {
    // Only a feature's api/ folder talks to the network (and lib/, which holds the client and the
    // query layer): a screen or a hook asks its feature's api, so every call has one home.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/i18n/**',
      'apps/web/src/lib/**',
      'apps/web/src/features/*/api/**',
      '**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ARABIC_CATALOGUE,
            {
              regex: '(^axios$)|(/lib/api-(client|transport|base)(\\.ts)?$)',
              message: "Call the API from the feature's api/ folder; read its errors through lib/api-errors.",
            },
          ],
        },
      ],
    },
  },
  {
    // The apps call the API through the route table of @sarraf/contracts/api (callApi by name,
    // pathOf): a path typed here would not follow a contract that changes.
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/admin/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': noApiPath(
        'Call the API through @sarraf/contracts/api (callApi by route name, pathOf), not a path.',
      ),
    },
  },
  {
    // Tests and simulators call the API by contract name through @sarraf/contracts/typed-client
    // (or pathOf / urlOf where a browser or a raw request is the point): a path typed here would
    // keep passing against a contract that moved. Addresses that are no contract (Swagger UI, an
    // address no route has) are named once in apps/server/test/support/non-contract-paths.ts.
    files: [
      'apps/server/test/**/*.ts',
      'apps/server/src/**/*.test.ts',
      'apps/server/sim/**/*.ts',
      'apps/web/e2e/**/*.ts',
      'apps/admin/e2e/**/*.ts',
      'e2e-support/**/*.ts',
    ],
    ignores: [
      'apps/server/test/support/non-contract-paths.ts',
    ],
    rules: {
      'no-restricted-syntax': noApiPath(
        'Call the API by route name (@sarraf/contracts/typed-client, pathOf), not a path.',
      ),
    },
  },
  {
    // Only env/index.ts reads the environment (docs/design.md#configuration).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/env/index.ts', 'apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through env/index.ts' },
      ],
    },
  },
  {
    // The server's layers (docs/design.md#layers): routes are thin and reach the database only
    // through services; lib/ is pure helpers; services are called by routes, jobs and the CLI and
    // know none of them. Paths are relative to the repository root, where lint runs.
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...APP_ZONES,
            ...domainZones(),
            {
              target: './apps/server/src/routes',
              from: ['./apps/server/src/db/schema', './node_modules/drizzle-orm'],
              message: 'Routes reach the database through a service (services/<domain>/<verb>-<noun>.ts).',
            },
            {
              target: './apps/server/src/lib',
              from: ['./apps/server/src/db', './apps/server/src/services'],
              message: 'lib/ holds pure helpers: no database, no services.',
            },
            {
              target: './apps/server/src/jobs',
              from: ['./apps/server/src/routes', './apps/server/src/plugins'],
              message: 'A job calls services, as a route does; never a route or a plugin.',
            },
            {
              target: './apps/server/src/services',
              from: ['./apps/server/src/routes', './apps/server/src/plugins', './apps/server/src/jobs'],
              message: 'Services take plain arguments and deps; they never import routes, plugins or jobs.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
