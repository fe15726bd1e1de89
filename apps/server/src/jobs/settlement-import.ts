import { z } from 'zod';
import { advanceSettlementImport } from '../services/settlement';
import { defineJob } from './define-job';

export const ZSettlementImportPayload = z.object({ importId: z.number().int().positive() });

/**
 * `settlement.import {importId}`: takes a queued settlement import and runs it, or watches a running
 * one and takes it over when its worker has been silent for SETTLEMENT_STALE_S
 * (docs/adr/0008-settlement-import-as-a-job.md). `short` with the import as singleton key: one
 * waiting job per import, whoever sends it (the upload, the watch, the sweep). No pg-boss retry:
 * a run that throws keeps its reason in the database, and a run that dies is the watch's.
 */
export const settlementImportJob = defineJob({
  name: 'settlement.import',
  payload: ZSettlementImportPayload,
  // A month of a large base takes some 11 minutes; 1 GiB, about an hour and a half.
  options: { policy: 'short', retryLimit: 0, expireInSeconds: 4 * 3600 },
  // An upload wakes a worker at once (NOTIFY); the watch, due later, is found by the backstop poll
  // (30 s), which is soon enough after SETTLEMENT_STALE_S. Without a listener, every second.
  polling: { pollingIntervalSeconds: 1 },
  async work(deps, { importId }) {
    await advanceSettlementImport(
      {
        database: deps.database,
        log: deps.log,
        jobs: deps.jobs,
        timeZone: deps.config.timeZone,
        staleS: deps.config.settlementStaleS,
      },
      importId,
    );
  },
});
