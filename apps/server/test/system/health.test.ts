import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NON_CONTRACT_PATHS } from '../support/non-contract-paths';
import { startTestServer, type TestServer } from '../support/test-server';
import { pathOf } from '@sarraf/contracts/api';
import { readOpenApiDocument } from '../support/openapi-document';

describe('operations endpoints', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ template: 'empty' });
  });
  afterAll(() => server.close());

  it('answers liveness at /api/health', async () => {
    expect(await server.api.ok('getHealth')).toEqual({ data: { status: 'ok' } });
  });

  it('answers readiness at /api/ready while the database answers', async () => {
    expect(await server.api.ok('getReady')).toEqual({
      data: { status: 'ok', database: server.database.kind },
    });
  });

  it('exposes Prometheus metrics including request durations per route pattern', async () => {
    await server.api.ok('getHealth');
    const response = await server.request('/metrics');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} \d+/,
    );
  });

  it('serves the OpenAPI document generated from the public contracts, and Swagger UI', async () => {
    const document = await readOpenApiDocument(server);
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths[pathOf('confirmOtp')] ?? {})).toContain('post');
    expect(Object.keys(document.paths[pathOf('cancelSubscriberSubscription')] ?? {})).toContain('post');
    expect(Object.keys(document.paths[pathOf('getCurrencyList')] ?? {})).toContain('get');
    const ui = await server.request(NON_CONTRACT_PATHS.swaggerUi, { headers: { accept: 'text/html' } });
    expect(ui.status).toBe(200);
    expect(await ui.text()).toContain('swagger');
  });

  it('sends security headers with a strict CSP on every response: a set for pages, one for JSON', async () => {
    const page = await server.request('/no-such-page', { headers: { accept: 'text/html' } });
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('permissions-policy')).toContain('camera=()');
    // Computed once at start (plugins/security.ts), and on every kind of JSON answer.
    for (const path of [pathOf('getHealth'), pathOf('getCurrencyList'), NON_CONTRACT_PATHS.unknownApiPath]) {
      const json = await server.request(path);
      expect(json.headers.get('content-security-policy'), path).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(json.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(json.headers.get('x-frame-options'), path).toBe('DENY');
      // The document headers mean nothing to JSON and would cost every API call ~650 bytes.
      expect(json.headers.get('permissions-policy'), path).toBeNull();
    }
  });
});
