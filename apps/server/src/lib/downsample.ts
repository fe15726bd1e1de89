/**
 * Largest-Triangle-Three-Buckets (Steinarsson, 2013): thins a time series to at most `threshold`
 * points while keeping its visible shape — peaks and troughs survive, which plain averaging or
 * taking every n-th point would flatten. Charts send at most ~200 points per series (docs/design.md#content),
 * and a phone draws them in a few milliseconds whatever the history holds.
 *
 * Points are `[x, y]` with `y` kept as the caller's value (a decimal string): the chosen points are
 * returned untouched, only the area arithmetic reads them as numbers.
 */
export function downsampleLttb<T>(
  points: ReadonlyArray<readonly [number, T]>,
  threshold: number,
  toNumber: (value: T) => number,
): Array<[number, T]> {
  const copy = (point: readonly [number, T]): [number, T] => [point[0], point[1]];
  if (points.length <= threshold) return points.map(copy);
  if (threshold < 3)
    return [points[0]!, points[points.length - 1]!].slice(0, Math.max(threshold, 0)).map(copy);
  const y = (index: number) => toNumber(points[index]![1]);
  const x = (index: number) => points[index]![0];
  const sampled: Array<[number, T]> = [copy(points[0]!)];
  // The first and last points are always kept; the rest fall into threshold − 2 buckets.
  const bucketSize = (points.length - 2) / (threshold - 2);
  let previous = 0;
  for (let bucket = 0; bucket < threshold - 2; bucket++) {
    // The average of the next bucket is the third corner of the triangle.
    const nextStart = Math.floor((bucket + 1) * bucketSize) + 1;
    const nextEnd = Math.min(Math.floor((bucket + 2) * bucketSize) + 1, points.length);
    let averageX = 0;
    let averageY = 0;
    for (let index = nextStart; index < nextEnd; index++) {
      averageX += x(index);
      averageY += y(index);
    }
    const nextCount = Math.max(nextEnd - nextStart, 1);
    averageX /= nextCount;
    averageY /= nextCount;

    const start = Math.floor(bucket * bucketSize) + 1;
    const end = Math.floor((bucket + 1) * bucketSize) + 1;
    let chosen = start;
    let largestArea = -1;
    for (let index = start; index < end; index++) {
      const area = Math.abs(
        (x(previous) - averageX) * (y(index) - y(previous)) -
          (x(previous) - x(index)) * (averageY - y(previous)),
      );
      if (area > largestArea) {
        largestArea = area;
        chosen = index;
      }
    }
    sampled.push(copy(points[chosen]!));
    previous = chosen;
  }
  sampled.push(copy(points[points.length - 1]!));
  return sampled;
}

/** At most ~200 points per series, whatever the history holds. */
export const MAX_CHART_POINTS = 200;
