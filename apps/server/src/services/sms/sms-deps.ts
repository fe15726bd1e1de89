import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../env';
import type { Database } from '../../db/client';
import type { PgBoss } from 'pg-boss';

/** What sending needs; the API (`app.deps` + `app.log`) and the worker's dependencies both fit. */
export interface SmsDeps {
  config: Config;
  database: Database;
  queue: PgBoss;
  log: FastifyBaseLogger;
}

/** Dotted job names (docs/design.md#jobs). One job per message id; the row carries the state. */
export const SMS_SEND_JOB = 'sms.send';
