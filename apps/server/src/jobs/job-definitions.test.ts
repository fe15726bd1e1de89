import { describe, expect, it } from 'vitest';
import { jobDefinitions, queueDefinitions } from '../worker';
import { alertsEvaluateJob } from './alerts-evaluate';
import { renewalChargeJob } from './billing-renewal-charge';
import { smsSendJob } from './sms-send';

describe('the job definitions', () => {
  it('gives every job one dotted name, and the worker a queue for each', () => {
    const names = jobDefinitions.map((job) => job.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z]+(\.[a-z]+)+$/);
    expect(queueDefinitions.map((queue) => queue.name)).toEqual(names);
  });

  it('refuses a malformed payload before the handler runs', () => {
    expect(smsSendJob.payload.safeParse({ id: 12 }).success).toBe(true);
    expect(smsSendJob.payload.safeParse({ id: '12' }).success).toBe(false);
    expect(alertsEvaluateJob.payload.safeParse({ publicationId: 0 }).success).toBe(false);
    expect(renewalChargeJob.payload.safeParse({ now: '2026-01-01T00:00:00Z' }).success).toBe(true);
    expect(renewalChargeJob.payload.safeParse({ now: 'yesterday' }).success).toBe(false);
  });

  it('lets a scheduled sweep run whatever pg-boss hands it', () => {
    for (const job of jobDefinitions.filter((definition) => definition.schedule)) {
      expect(job.payload.safeParse(null).success).toBe(true);
      expect(job.payload.safeParse({}).success).toBe(true);
    }
  });
});
