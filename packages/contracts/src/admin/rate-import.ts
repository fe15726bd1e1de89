import { z } from 'zod';
import { defineContract } from '../contract';
import { ZData } from '../common/envelope';
import { ZDecimal, ZRecordId } from '../common/fields';
import { ZId } from '../common/query';

export const ZRateImportRequest = z.object({
  /** Pasted from a spreadsheet: TSV or CSV lines `code, buy, sell` or `source, code, buy, sell`. */
  text: z.string().min(1).max(50_000),
  /** The source of lines without a source column. */
  source_id: ZId.optional(),
});

export const ZRateImportRow = z.object({
  /** 1-based line number in the pasted text. */
  line: z.int(),
  source_id: ZRecordId.nullable(),
  source_name: z.string().nullable(),
  currency_id: ZRecordId.nullable(),
  currency_code: z.string(),
  buy: z.string(),
  sell: z.string(),
  last_buy: ZDecimal.nullable(),
  last_sell: ZDecimal.nullable(),
  /** The larger of the buy/sell moves from the last values, in percent; null without a last value. */
  move_percent: z.number().nullable(),
  /** Arabic reasons the line cannot be published; empty when it can. */
  errors: z.array(z.string()),
});
export type TRateImportRow = z.infer<typeof ZRateImportRow>;

export const adminPreviewRateImport = defineContract({
  method: 'POST',
  path: '/api/admin/rates/import/preview',
  summary: 'Reads pasted CSV/TSV rates and returns each line with its errors, without publishing',
  tags: ['admin'],
  access: 'admin',
  body: ZRateImportRequest,
  response: ZData(z.object({ rows: z.array(ZRateImportRow), max_move_percent: z.number() })),
});
