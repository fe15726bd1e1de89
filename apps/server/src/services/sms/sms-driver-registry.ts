import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../env';
import type { Database } from '../../db/client';
import { createSmsDriver, type SmsDriver } from '../../drivers/sms/index';
import { recordDeliveryReceipt } from './record-delivery-receipt';

// One driver per database handle, i.e. per app (and its worker) in a process: an SMPP driver holds
// a bound session that both the sign-in path and the `sms.send` job use, and that receives the
// delivery receipts. Keyed weakly so a closed test server leaves nothing behind.
const drivers = new WeakMap<Database, SmsDriver>();

export function getSmsDriver(deps: {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
}): SmsDriver {
  let driver = drivers.get(deps.database);
  if (!driver) {
    driver = createSmsDriver(deps.config, {
      log: deps.log,
      onReceipt: (receipt) => {
        recordDeliveryReceipt(deps.database.db, receipt).catch((error: unknown) => {
          deps.log.error({ err: error }, 'could not record an SMS delivery receipt');
        });
      },
    });
    drivers.set(deps.database, driver);
  }
  return driver;
}

/** Closes the process's driver for this database (an SMPP unbind); called when the app closes. */
export async function closeSmsDriver(database: Database): Promise<void> {
  const driver = drivers.get(database);
  drivers.delete(database);
  await driver?.close();
}
