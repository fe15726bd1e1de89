import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { TestServer } from './test-server';

/**
 * A second app on a test server's database, queue and content cache that serves the given portal
 * and back-office builds (the test server itself serves none), listening on a free port. The
 * caller closes `app` before the server.
 */
export async function appWithBuilds(
  server: TestServer,
  builds: { webDir: string; adminDir: string },
): Promise<{ app: FastifyInstance; url: string }> {
  const app = await buildApp({ ...server.app.deps, contentCache: server.contentCache }, builds);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}
