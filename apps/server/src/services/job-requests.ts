/**
 * The background jobs a service may ask for, by what they do. The job files under jobs/ own each
 * job's name, payload and queue options and call the services; `jobs/job-requests.ts` implements
 * this over the queue, so services ask for a job without importing jobs/ (lint keeps it so).
 */
export interface JobRequests {
  /** `sms.send` for one stored message: now, or from `startAfter` (a retry's backoff). */
  sendSms(id: number, options?: { startAfter: Date }): Promise<void>;
  /** `sms.send` for many stored messages, in one queue insert. */
  sendSmsBatch(ids: readonly number[]): Promise<void>;
  /** `alerts.sms.dispatch`: send the alert and digest SMS that are due. */
  dispatchAlertSms(): Promise<void>;
  /** `alerts.push.dispatch`: send the alert pushes that are due. */
  dispatchAlertPush(): Promise<void>;
  /** `alerts.evaluate` for a committed publication; a second request while one waits is dropped. */
  evaluateAlerts(publicationId: number): Promise<void>;
  /**
   * `settlement.import` for one import: now, or after `afterS` (the watch over a running one). One
   * waiting job per import: a second request while one waits is dropped.
   */
  advanceSettlementImport(importId: number, options?: { afterS: number }): Promise<void>;
}
