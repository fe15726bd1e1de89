import { z } from 'zod';
import { ZCurrencyCode, ZMinorAmount, ZTimestamp } from '../fields';
import { ZSubscriber } from './subscriber';
import { ZSubscription } from './subscription';
import { ZTransaction } from './transaction';

/** "My bill" information: who, which subscription, the last charge and the next one. */
export const ZBillInfo = z.object({
  subscriber: ZSubscriber,
  subscription: ZSubscription.nullable(),
  last_charge: ZTransaction.nullable(),
  /** The next renewal charge, null when none is due. */
  next_charge: z
    .object({
      at: ZTimestamp,
      amount_minor: ZMinorAmount,
      currency: ZCurrencyCode,
    })
    .nullable(),
  /**
   * A new price announced by SMS and not yet in force: the next charges keep the agreed price until
   * the first renewal on or after `from` (docs/security.md#prices-and-consent).
   */
  price_change: z
    .object({
      from: ZTimestamp,
      amount_minor: ZMinorAmount,
      currency: ZCurrencyCode,
    })
    .nullable()
    .optional(),
});
export type TBillInfo = z.infer<typeof ZBillInfo>;
