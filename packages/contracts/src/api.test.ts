import { build } from 'esbuild';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { pathOf, routes, type TParams, type TQuery, type TRequest, type TResponse } from './api';
import * as contracts from './index';
import { allContracts, contractKey, type Contract } from './index';

const isContract = (value: unknown): value is Contract =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;

/** Every exported contract by its export name (the aliases of a CRUD resource included). */
const exported = new Map<string, Contract>();
for (const [name, value] of Object.entries(contracts) as [string, unknown][]) {
  if (isContract(value)) exported.set(name, value);
}

describe('the route table', () => {
  it('names every exported contract, with its method and path, and nothing else', () => {
    expect(Object.keys(routes).sort()).toEqual([...exported.keys()].sort());
    for (const [name, contract] of exported) {
      expect(routes[name as keyof typeof routes], name).toEqual({
        method: contract.method,
        path: contract.path,
      });
    }
  });

  it('holds every endpoint the server registers exactly once', () => {
    expect(Object.values(routes).map(contractKey).sort()).toEqual(allContracts.map(contractKey).sort());
  });

  // This package's tsconfig has no Node or DOM types: the file's path from import.meta by hand.
  const apiFile = decodeURIComponent(
    (import.meta as unknown as { url: string }).url.replace(/^file:\/\//, '').replace(/\.test\.ts$/, '.ts'),
  );

  // esbuild (the server's bundler, hoisted to the root) stands in for the apps' Vite here.
  it('bundles for a browser without zod: it imports zod and the contracts for their types only', async () => {
    const result = await build({
      entryPoints: [apiFile],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      minify: true,
      logLevel: 'silent',
    });
    const code = result.outputFiles[0]?.text ?? '';
    expect(code).toContain('/api/client/login');
    expect(code).not.toMatch(/zod|ZodError|_zod/i);
    // The table (one line per endpoint, ~150 of them), the builder and nothing else: far less
    // than zod's ~60 KB.
    expect(code.length).toBeLessThan(16_000);
  });
});

describe('pathOf', () => {
  it('returns a path without parameters as it is', () => {
    expect(pathOf('login')).toBe('/api/client/login');
  });

  it('fills in and encodes the path parameters', () => {
    expect(pathOf('adminUpdateUser', { id: 7 })).toBe('/api/admin/users/7');
    expect(pathOf('adminUpdateInformationPage', { key: 'who/we are' })).toBe(
      '/api/admin/information-pages/who%2Fwe%20are',
    );
  });

  it('throws on a missing parameter rather than calling …/undefined', () => {
    expect(() => pathOf('getNewsItem', {} as TParams<'getNewsItem'>)).toThrow(/Missing path parameter id/);
  });
});

describe('the derived types', () => {
  it('follow the contracts', () => {
    expectTypeOf<TParams<'adminUpdateUser'>>().toEqualTypeOf<{ readonly id: string | number }>();
    expectTypeOf<TRequest<'login'>>().toEqualTypeOf<{ msisdn: string }>();
    expectTypeOf<TRequest<'getHealth'>>().toEqualTypeOf<undefined>();
    expectTypeOf<TQuery<'adminListUsers'>>().toEqualTypeOf<undefined>();
    expectTypeOf<TResponse<'login'>>().toEqualTypeOf<{
      message: string;
      resend_after_s: number;
      expires_in_s: number;
    }>();
    expectTypeOf<TResponse<'adminListUsers'>['data'][number]>().toEqualTypeOf<contracts.TAdminAccount>();
  });
});
