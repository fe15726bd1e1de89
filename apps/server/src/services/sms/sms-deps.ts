import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Config } from '../../env';
import type { Database } from '../../db/client';
import type { SmsDriver } from '../../drivers/sms/index';

/** What sending needs; the API (`app.deps` + `app.log`) and the worker's dependencies both fit. */
export interface SmsDeps {
  config: Config;
  database: Database;
  queue: PgBoss;
  log: FastifyBaseLogger;
  /**
   * The gateway SMS_DRIVER names, built once per process by runtime.ts: an SMPP driver holds the
   * one bound session that the sign-in path and the `sms.send` job share, and that receives the
   * delivery receipts.
   */
  smsDriver: SmsDriver;
}

/** Dotted job names (docs/design.md#jobs). One job per message id; the row carries the state. */
export const SMS_SEND_JOB = 'sms.send';
