import { describe, expect, it } from 'vitest';
import { createOutboxDriver } from './outbox';

describe('the outbox SMS driver', () => {
  it('refuses to run in production, where anyone could read the codes it keeps', () => {
    expect(() => createOutboxDriver({ isProduction: true })).toThrow(/production/);
    expect(createOutboxDriver({ isProduction: false }).name).toBe('outbox');
  });
});
