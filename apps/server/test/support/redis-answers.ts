import { Socket } from 'node:net';

/**
 * Whether a Redis server answers at `url` within half a second: tests of the shared store run
 * against a real one, and say they were skipped where there is none.
 */
export function redisAnswers(url = 'redis://127.0.0.1:6379'): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.connect(Number(port || 6379), hostname);
  });
}
