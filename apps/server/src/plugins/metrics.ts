import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Registry, collectDefaultMetrics, type Histogram } from 'prom-client';
import { DurationHistogram, type DurationSeries } from '../lib/duration-histogram';
import { operatorMetrics } from '../lib/operator-metrics';
import { sendApiNotFound } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Registry;
    /** The duration series of a method, route pattern and status (hot reads keep theirs). */
    requestDurationSeries: (method: string, route: string, status: number) => DurationSeries;
  }
}

export interface MetricsOptions {
  /**
   * Who may read `/metrics` (production: METRICS_CIDRS), judged on `request.ip`, that is after
   * TRUST_PROXY; anyone else gets the 404 of an unknown path, so the endpoint is not advertised.
   * Unset: anyone (development and tests).
   */
  readers?: (ip: string) => boolean;
}

/**
 * Prometheus metrics at `/metrics`: process defaults, request durations per route pattern (the
 * pattern, not the raw URL, so ids do not explode the label set), and the process's charges,
 * renewals and SMS per operator (lib/operator-metrics.ts). Hot reads never answer
 * it (they answer only URLs a public content route has served), so the readers rule always applies.
 */
export const metricsPlugin = fp(
  (app: FastifyInstance, options: MetricsOptions) => {
    // One registry per app instance: tests build many apps in one process.
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const duration = new DurationHistogram(
      'http_request_duration_seconds',
      'HTTP request duration by method, route pattern and status',
      ['method', 'route', 'status'],
      [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    );
    // The registry renders any metric with prom-client's name/help/type/get(); its types list
    // only prom-client's own classes.
    registry.registerMetric(duration as unknown as Histogram);
    const requestDurationSeries = (method: string, route: string, status: number) =>
      duration.labels(method, route, String(status));
    app.decorate('metrics', registry);
    const exposed = Registry.merge([registry, operatorMetrics]);
    app.decorate('requestDurationSeries', requestDurationSeries);
    // A callback hook, not an async one: it runs on every request, and a promise per request shows.
    app.addHook('onResponse', (request, reply, done) => {
      requestDurationSeries(
        request.method,
        request.routeOptions.url ?? 'unmatched',
        reply.statusCode,
      ).observe(reply.elapsedTime / 1000);
      done();
    });
    const { readers } = options;
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (readers && !readers(request.ip)) return sendApiNotFound(request, reply);
      reply.type(exposed.contentType);
      return exposed.metrics();
    });
  },
  { name: 'metrics', dependencies: ['errors'] },
);
