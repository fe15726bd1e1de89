import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Registry;
    /** Records one answered request (also for answers given before the router: hot reads). */
    recordRequestDuration: (method: string, route: string, status: number, seconds: number) => void;
  }
}

/**
 * Prometheus metrics at `/metrics`: process defaults plus request durations per route pattern
 * (the pattern, not the raw URL, so ids do not explode the label set).
 */
export const metricsPlugin = fp(
  (app: FastifyInstance) => {
    // One registry per app instance: tests build many apps in one process.
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    });
    // One labelled child per (method, route, status), made once: labelling costs a hash per call.
    const children = new Map<string, { observe(seconds: number): void }>();
    const recordRequestDuration = (method: string, route: string, status: number, seconds: number) => {
      const name = `${method} ${status} ${route}`;
      let child = children.get(name);
      if (!child) {
        child = duration.labels(method, route, String(status));
        children.set(name, child);
      }
      child.observe(seconds);
    };
    app.decorate('metrics', registry);
    app.decorate('recordRequestDuration', recordRequestDuration);
    // A callback hook, not an async one: it runs on every request, and a promise per request shows.
    app.addHook('onResponse', (request, reply, done) => {
      recordRequestDuration(
        request.method,
        request.routeOptions.url ?? 'unmatched',
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
      done();
    });
    app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
      reply.type(registry.contentType);
      return registry.metrics();
    });
  },
  { name: 'metrics' },
);
