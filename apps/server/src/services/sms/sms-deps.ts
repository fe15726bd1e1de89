import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../env';
import type { Database } from '../../db/client';
import type { OperatorSmsDrivers } from '../../drivers/sms/index';
import type { JobRequests } from '../job-requests';

/** What sending needs; the API (`app.deps` + `app.log`) and the worker's dependencies both fit. */
export interface SmsDeps {
  config: Config;
  database: Database;
  /** The background jobs a service may ask for (`sms.send`, …), sent after the write commits. */
  jobs: JobRequests;
  log: FastifyBaseLogger;
  /**
   * Each operator's gateway, built once per process by runtime.ts: an SMPP driver holds the one
   * bound session of its operator that the sign-in path and the `sms.send` job share, and that
   * receives the delivery receipts.
   */
  smsDrivers: OperatorSmsDrivers;
}
