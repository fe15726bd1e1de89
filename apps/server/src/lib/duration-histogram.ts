/** One line of the exposition, as prom-client's metrics return them from `get()`. */
interface MetricValue {
  metricName: string;
  labels: Record<string, string | number>;
  value: number;
}

/** One labelled series of the histogram: the caller keeps it, so no label is hashed per request. */
export interface DurationSeries {
  observe(seconds: number): void;
}

interface Series extends DurationSeries {
  labels: Record<string, string>;
  /** Observations per bucket (not cumulative); the last slot is above every bound (+Inf). */
  counts: Float64Array;
  sum: number;
  count: number;
}

/**
 * A Prometheus histogram with the exposition of prom-client's `Histogram` (same names, labels,
 * cumulative buckets, `_sum` and `_count`), registered in a prom-client `Registry` like any of its
 * metrics. It exists for one reason: prom-client's labelled `observe` converts, validates and
 * hashes the labels on every call (~0.5–0.7 µs), which was 6 % of a cached public read's CPU in a
 * profile (those reads must keep a bare route's pace, docs/benchmarks.md); here a series is looked up once
 * and then observed with an array increment.
 */
export class DurationHistogram<L extends string> {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly bounds: readonly number[];
  private readonly series = new Map<string, Series>();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly labelNames: readonly L[],
    buckets: readonly number[],
  ) {
    this.bounds = [...buckets].sort((a, b) => a - b);
  }

  /** The series of these label values (in `labelNames` order), created empty on first use. */
  labels(...values: string[]): DurationSeries {
    if (values.length !== this.labelNames.length) {
      throw new Error(`${this.name}: expected ${this.labelNames.length} label values, got ${values.length}`);
    }
    const key = values.join('\u0000');
    let series = this.series.get(key);
    if (!series) {
      const bounds = this.bounds;
      const created: Series = {
        labels: Object.fromEntries(this.labelNames.map((name, index) => [name, values[index]!])),
        counts: new Float64Array(bounds.length + 1),
        sum: 0,
        count: 0,
        observe(seconds: number) {
          if (!Number.isFinite(seconds)) return;
          let bucket = 0;
          while (bucket < bounds.length && seconds > bounds[bucket]!) bucket++;
          created.counts[bucket]!++;
          created.sum += seconds;
          created.count++;
        },
      };
      series = created;
      this.series.set(key, series);
    }
    return series;
  }

  /** What prom-client's `Registry` renders at `/metrics`. */
  get(): Promise<{
    name: string;
    help: string;
    type: 'histogram';
    aggregator: 'sum';
    values: MetricValue[];
  }> {
    const bucketName = `${this.name}_bucket`;
    const values: MetricValue[] = [];
    for (const { labels, counts, sum, count } of this.series.values()) {
      let cumulative = 0;
      for (const [index, bound] of this.bounds.entries()) {
        cumulative += counts[index]!;
        values.push({ metricName: bucketName, labels: { le: bound, ...labels }, value: cumulative });
      }
      values.push(
        { metricName: bucketName, labels: { le: '+Inf', ...labels }, value: count },
        { metricName: `${this.name}_sum`, labels, value: sum },
        { metricName: `${this.name}_count`, labels, value: count },
      );
    }
    return Promise.resolve({
      name: this.name,
      help: this.help,
      type: this.type,
      values,
      aggregator: this.aggregator,
    });
  }

  /** Zeroes every series in place: callers keep their series and go on observing. */
  reset(): void {
    for (const series of this.series.values()) {
      series.counts.fill(0);
      series.sum = 0;
      series.count = 0;
    }
  }
}
