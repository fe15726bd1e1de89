import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { routes } from '@sarraf/contracts/api';
import { DurationHistogram } from './duration-histogram';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const SAMPLES: Array<[method: string, route: string, status: string, seconds: number]> = [
  ['GET', routes.getNews.path, '200', 0.000_8],
  ['GET', routes.getNews.path, '200', 0.005],
  ['GET', routes.getNews.path, '200', 0.007],
  ['GET', routes.getNews.path, '304', 0.3],
  ['POST', routes.login.path, '422', 7.5],
  ['GET', routes.getNews.path, '200', 1],
];

/** The `/metrics` text of one registry holding one histogram. */
async function exposition(register: (registry: Registry) => void): Promise<string> {
  const registry = new Registry();
  register(registry);
  return registry.metrics();
}

describe('DurationHistogram', () => {
  it("renders at /metrics exactly as prom-client's own Histogram does for the same observations", async () => {
    const ours = await exposition((registry) => {
      const histogram = new DurationHistogram(
        'http_request_duration_seconds',
        'help text',
        ['method', 'route', 'status'],
        BUCKETS,
      );
      registry.registerMetric(histogram as unknown as Histogram);
      for (const [method, route, status, seconds] of SAMPLES)
        histogram.labels(method, route, status).observe(seconds);
    });
    const theirs = await exposition((registry) => {
      const histogram = new Histogram({
        name: 'http_request_duration_seconds',
        help: 'help text',
        labelNames: ['method', 'route', 'status'],
        buckets: BUCKETS,
        registers: [registry],
      });
      for (const [method, route, status, seconds] of SAMPLES)
        histogram.labels(method, route, status).observe(seconds);
    });
    expect(ours).toBe(theirs);
    expect(ours).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/client/get/news",status="200"} 4',
    );
    expect(ours).toContain(
      'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/client/get/news",status="200"} 2',
    );
  });

  it('hands out one series per label set, which keeps counting after a reset', async () => {
    const histogram = new DurationHistogram('d', 'h', ['route'], BUCKETS);
    const series = histogram.labels('/a');
    expect(histogram.labels('/a')).toBe(series);
    series.observe(0.02);
    histogram.reset();
    series.observe(0.02);
    series.observe(Number.NaN);
    const { values } = await histogram.get();
    expect(values.find((value) => value.metricName === 'd_count')?.value).toBe(1);
    expect(() => histogram.labels('/a', 'extra')).toThrow(/label values/);
  });
});
