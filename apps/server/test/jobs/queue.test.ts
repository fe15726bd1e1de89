import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { openJobQueue, type JobQueue } from '../../src/jobs/queue';
import { revenueSummarizeJob } from '../../src/jobs/revenue-summarize';
import { smsSendJob } from '../../src/jobs/sms-send';
import { queueDefinitions } from '../../src/worker';
import { copyTemplate, type TestDatabase } from '../support/databases';
import { silentLogger } from '../support/silent-logger';
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

describe("a worker process's job queue", () => {
  let copy: TestDatabase;
  let database: Database;
  let queue: JobQueue;
  const open = () => openJobQueue(database, { isWorker: true, log: silentLogger, queues: queueDefinitions });
  beforeAll(async () => {
    copy = await copyTemplate(inject('templates').empty);
    database = await openDatabase(copy.config);
  });
  afterAll(async () => {
    await queue?.stop({ graceful: false, close: true });
    await database.close();
    await copy.drop();
  });

  it('brings a queue an earlier release made to its definition, notify included', async () => {
    queue = await open();
    await queue.updateQueue(smsSendJob.name, { notify: false, retryLimit: 1 });
    await queue.stop({ graceful: false, close: true });
    queue = await open();
    const queues = await queue.getQueues(queueDefinitions.map((each) => each.name));
    expect(queues).toHaveLength(queueDefinitions.length);
    expect(queues.filter((each) => !each.notify).map((each) => each.name)).toEqual([]);
    expect((await queue.getQueue(smsSendJob.name))?.retryLimit).toBe(5);
  });

  it('wakes a worker the moment a job is sent, well before its 2 s poll', async () => {
    const started: number[] = [];
    await queue.work(revenueSummarizeJob.name, { pollingIntervalSeconds: 2 }, () => {
      started.push(Date.now());
      return Promise.resolve();
    });
    // Let the worker's first fetch pass: from now on only a NOTIFY or the next poll finds a job.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const latencies: number[] = [];
    for (let round = 0; round < 3; round++) {
      // Sends land at different points of the poll's cycle: by polling alone, each would wait 0 to 2 s.
      await new Promise((resolve) => setTimeout(resolve, 250 + round * 400));
      const sentAt = Date.now();
      await queue.send(revenueSummarizeJob.name, {});
      while (started.length <= round) await new Promise((resolve) => setTimeout(resolve, 10));
      latencies.push(started[round]! - sentAt);
    }
    expect(Math.max(...latencies)).toBeLessThan(500);
  });
});
