import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { openJobQueue, type JobQueue } from '../../src/jobs/queue';
import {
  defineJob,
  ZNoPayload,
  type JobDefinition,
  type WorkerDependencies,
} from '../../src/jobs/define-job';
import { smsSendJob } from '../../src/jobs/sms-send';
import { queueDefinitions, startWorker } from '../../src/worker';
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
  // Test jobs run through the worker as every job does (startWorker), on queues synced with the rest.
  const started = new Map<string, number[]>();
  const recording = (name: string, concurrency: number) =>
    defineJob({
      name,
      payload: ZNoPayload,
      concurrency,
      work() {
        started.set(name, [...(started.get(name) ?? []), Date.now()]);
        return Promise.resolve();
      },
    });
  const wakeJob = recording('test.wake', 1);
  const backlogJob = recording('test.backlog', 2);
  const queues = [...queueDefinitions, wakeJob, backlogJob];
  let copy: TestDatabase;
  let database: Database;
  let queue: JobQueue;
  const open = () => openJobQueue(database, { isWorker: true, log: silentLogger, queues });
  const startSlots = (job: JobDefinition) =>
    startWorker({ queue, log: silentLogger } as unknown as WorkerDependencies, [job]);
  const startsOf = (job: JobDefinition) => started.get(job.name) ?? [];
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  beforeAll(async () => {
    copy = await copyTemplate(inject('templates').empty);
    database = await openDatabase(copy.config);
  });
  afterAll(async () => {
    await queue?.stop({ graceful: false, close: true });
    await database.close();
    await copy.drop();
  });

  it('brings a queue an earlier release made to its definition, and writes nothing when none differs', async () => {
    queue = await open();
    await queue.updateQueue(smsSendJob.name, { notify: false, retryLimit: 1 });
    await queue.stop({ graceful: false, close: true });
    queue = await open();
    const names = queues.map((each) => each.name);
    const synced = await queue.getQueues(names);
    expect(synced).toHaveLength(queues.length);
    expect(synced.filter((each) => !each.notify).map((each) => each.name)).toEqual([]);
    expect((await queue.getQueue(smsSendJob.name))?.retryLimit).toBe(5);

    await queue.stop({ graceful: false, close: true });
    queue = await open();
    const again = await queue.getQueues(names);
    expect(again.map((each) => [each.name, each.updatedOn])).toEqual(
      synced.map((each) => [each.name, each.updatedOn]),
    );
  });

  it('wakes an idle slot the moment a job is sent, long before any poll', async () => {
    await startSlots(wakeJob);
    // Let the slot's first fetch pass: from now on only a NOTIFY or the next poll finds a job.
    await sleep(300);
    const latencies: number[] = [];
    for (let round = 0; round < 3; round++) {
      // Sends land at different points of a poll's cycle: by polling alone (2 s without the
      // listener), each would wait 0 to 2 s.
      await sleep(250 + round * 400);
      const sentAt = Date.now();
      await queue.send(wakeJob.name, {});
      while (startsOf(wakeJob).length <= round) await sleep(10);
      latencies.push(startsOf(wakeJob)[round]! - sentAt);
    }
    expect(Math.max(...latencies)).toBeLessThan(500);
  });

  it('drains a backlog without pausing: a slot that ran a job looks again at once', async () => {
    // Sent before any slot listens, so no NOTIFY wakes one: each of the two slots finds a job on its
    // first fetch, and the other eight come only from looking again after a job (the backstop is 30 s).
    for (let sent = 0; sent < 10; sent++) await queue.send(backlogJob.name, {});
    const from = Date.now();
    await startSlots(backlogJob);
    while (startsOf(backlogJob).length < 10 && Date.now() - from < 10_000) await sleep(20);
    expect(startsOf(backlogJob)).toHaveLength(10);
    expect(Date.now() - from).toBeLessThan(5_000);
  });
});
