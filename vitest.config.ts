import { defineConfig } from 'vitest/config';

/**
 * One runner for unit and API tests. The `api` project runs on PGlite by default and on
 * PostgreSQL when TEST_DB=postgres (scripts/test.mjs does both when TEST_DATABASE_URL is set).
 */
export default defineConfig({
  test: {
    // Two cores on this machine and in CI.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.{ts,tsx}',
            'apps/web/vite/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
