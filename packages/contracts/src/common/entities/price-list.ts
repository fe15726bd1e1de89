import { z } from 'zod';
import { ZCurrencyCode, ZDecimal, ZIsoDate, ZRecordId, ZTimestamp } from '../fields';
import { ZPriceSourceRef } from './price-source';

export const ZPriceListEntry = z.object({
  currency: ZCurrencyCode,
  currency_name: z.string(),
  buy: ZDecimal,
  sell: ZDecimal,
  note: z.string().nullable(),
});
export type TPriceListEntry = z.infer<typeof ZPriceListEntry>;

/** A dated bulletin of one source's prices. */
export const ZPriceList = z.object({
  id: ZRecordId,
  title: z.string(),
  /** The day the bulletin is for. */
  date: ZIsoDate,
  source: ZPriceSourceRef,
  /** In the base currency. */
  quote_currency: ZCurrencyCode,
  notes: z.string(),
  entries: z.array(ZPriceListEntry),
  published_at: ZTimestamp,
});
export type TPriceList = z.infer<typeof ZPriceList>;
