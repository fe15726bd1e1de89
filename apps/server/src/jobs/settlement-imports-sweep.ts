import { sweepSettlementImports } from '../services/settlement';
import { defineJob, ZNoPayload } from './define-job';

/**
 * `settlement.imports.sweep`, every five minutes: sends `settlement.import` again for an import a
 * lost send or a stopped ops command left queued or silently running, and deletes stored uploads no
 * import points at (docs/revenue.md#settlement).
 */
export const settlementImportsSweepJob = defineJob({
  name: 'settlement.imports.sweep',
  payload: ZNoPayload,
  options: { policy: 'stately', retryLimit: 0, expireInSeconds: 300 },
  schedule: '*/5 * * * *',
  async work(deps) {
    const result = await sweepSettlementImports({
      database: deps.database,
      log: deps.log,
      jobs: deps.jobs,
      timeZone: deps.config.timeZone,
      staleS: deps.config.settlementStaleS,
    });
    if (result.advanced > 0 || result.orphans > 0) deps.log.info(result, 'settlement imports swept');
  },
});
