/**
 * The most calls any window of `windowMs` (a second by default) holds, over half-open windows
 * starting at each call: how close a run came to a rate cap, as the gateway on the other side would
 * count it. The benchmarks report it; the charging limit's test asserts on it.
 */
export function busiestSecond(times: readonly number[], windowMs = 1000): number {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  for (let i = 0, j = 0; i < sorted.length; i++) {
    while (sorted[j]! <= sorted[i]! - windowMs) j++;
    most = Math.max(most, i - j + 1);
  }
  return most;
}
