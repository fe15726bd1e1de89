import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

describe('the job queue on the application database', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ template: 'empty' });
  });
  afterAll(() => server.close());

  it('queues a job and a worker runs it', async () => {
    const name = 'test.echo';
    await server.queue.createQueue(name);
    const received = new Promise<unknown>((resolve) => {
      void server.queue.work(name, { pollingIntervalSeconds: 0.5 }, ([job]) => {
        resolve(job?.data);
        return Promise.resolve();
      });
    });
    await server.queue.send(name, { greeting: 'مرحبا' });
    await expect(received).resolves.toEqual({ greeting: 'مرحبا' });
  });
});
