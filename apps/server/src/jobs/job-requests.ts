import type { z } from 'zod';
import type { JobRequests } from '../services/job-requests';
import { alertsEvaluateJob, type ZAlertsEvaluatePayload } from './alerts-evaluate';
import { alertsPushDispatchJob } from './alerts-push-dispatch';
import { alertsSmsDispatchJob } from './alerts-sms-dispatch';
import type { JobQueue } from './queue';
import { settlementImportJob, type ZSettlementImportPayload } from './settlement-import';
import { smsSendJob, type ZSmsSendPayload } from './sms-send';

type SmsSendPayload = z.infer<typeof ZSmsSendPayload>;
type AlertsEvaluatePayload = z.infer<typeof ZAlertsEvaluatePayload>;
type SettlementImportPayload = z.infer<typeof ZSettlementImportPayload>;

/** The jobs services ask for, sent on this queue with each job's own name and payload. */
export function createJobRequests(queue: JobQueue): JobRequests {
  return {
    async sendSms(id, options) {
      const data: SmsSendPayload = { id };
      if (options) await queue.send(smsSendJob.name, data, { startAfter: options.startAfter });
      else await queue.send(smsSendJob.name, data);
    },
    async sendSmsBatch(ids) {
      await queue.insert(
        smsSendJob.name,
        ids.map((id) => ({ data: { id } satisfies SmsSendPayload })),
      );
    },
    async dispatchAlertSms() {
      await queue.send(alertsSmsDispatchJob.name, {});
    },
    async dispatchAlertPush() {
      await queue.send(alertsPushDispatchJob.name, {});
    },
    async evaluateAlerts(publicationId) {
      const data: AlertsEvaluatePayload = { publicationId };
      // One waiting job per publication: a second send while one is queued is dropped by pg-boss.
      await queue.send(alertsEvaluateJob.name, data, { singletonKey: `publication:${publicationId}` });
    },
    async advanceSettlementImport(importId, options) {
      const data: SettlementImportPayload = { importId };
      await queue.send(settlementImportJob.name, data, {
        singletonKey: `import:${importId}`,
        ...(options ? { startAfter: options.afterS } : {}),
      });
    },
  };
}
