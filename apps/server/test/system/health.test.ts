import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

describe('operations endpoints', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ template: 'empty' });
  });
  afterAll(() => server.close());

  it('answers liveness at /api/health', async () => {
    const response = await server.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { status: 'ok' } });
  });

  it('answers readiness at /api/ready while the database answers', async () => {
    const response = await server.request('/api/ready');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { status: 'ok', database: server.database.kind } });
  });

  it('exposes Prometheus metrics including request durations per route pattern', async () => {
    await server.request('/api/health');
    const response = await server.request('/metrics');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} \d+/,
    );
  });

  it('serves the OpenAPI document generated from the public contracts, and Swagger UI', async () => {
    const response = await server.request('/api/docs/json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths['/api/client/confirm/otp'] ?? {})).toContain('post');
    expect(Object.keys(document.paths['/api/client/subscriber/subscrption/cancel'] ?? {})).toContain('post');
    expect(Object.keys(document.paths['/api/client/get/currency/list'] ?? {})).toContain('get');
    const ui = await server.request('/api/docs', { headers: { accept: 'text/html' } });
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
    for (const path of ['/api/health', '/api/client/get/currency/list', '/api/no-such-route']) {
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
