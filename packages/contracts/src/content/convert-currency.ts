import { z } from 'zod';
import { defineContract } from '../contract';
import { ZConversion } from '../common/entities/conversion';
import { ZCurrencyCodeInput, ZPositiveDecimalInput } from '../common/fields';
import { ZData } from '../common/envelope';
import { ZId } from '../common/query';

/**
 * Amount (positive decimal), from, to, source (default: the primary market). Unknown
 * currency or source is a 422 from the server.
 */
export const ZConvertCurrencyQuery = z
  .object({
    amount: ZPositiveDecimalInput,
    from: ZCurrencyCodeInput,
    to: ZCurrencyCodeInput,
    source_id: ZId.optional(),
  })
  .refine((q) => q.from !== q.to, { path: ['to'], params: { rule: 'different_currencies' } });
export type TConvertCurrencyQuery = z.infer<typeof ZConvertCurrencyQuery>;

export const ZConvertCurrencyResponse = ZData(ZConversion);
export type TConvertCurrencyResponse = z.infer<typeof ZConvertCurrencyResponse>;

export const convertCurrency = defineContract({
  method: 'GET',
  path: '/api/client/converter/currency',
  summary: "Converts an amount through a source's rates, in decimals, saying which rates it used",
  tags: ['content'],
  access: 'public',
  query: ZConvertCurrencyQuery,
  response: ZConvertCurrencyResponse,
});
