import { connect } from 'node:net';

/**
 * Whether TCP answers at host:port within `timeoutMs`: PostgreSQL and Redis are optional on a
 * laptop, so the tests that need one say they were skipped where there is none.
 */
export function answers(host: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    socket.setTimeout(timeoutMs);
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** Whether a Redis server answers at `url` within half a second. */
export function redisAnswers(url = 'redis://127.0.0.1:6379'): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return answers(hostname, Number(port || 6379), 500);
}
