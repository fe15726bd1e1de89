import { eq } from 'drizzle-orm';
import type { TRateImportRow } from '@sarraf/contracts';
import type { Db } from '../../../db/client';
import { currencies, priceSources } from '../../../db/schema/index';
import { Decimal } from '../../../lib/decimal';
import { trimDecimal } from '@sarraf/contracts/number-text';
import { translate, type Lang, type MessageKey } from '../../../lib/messages';
import { parseRateTable } from '../../../lib/rate-table';
import { readAdminSettings } from '../../settings';
import { loadLatestRates, type LatestRate } from './latest-rates';
import { largestMove } from '../../../lib/rate-moves';

const RATE_TEXT = /^\d{1,14}(\.\d{1,6})?$/;
const MAX_LINES = 2000;

/**
 * The import's preview: reads pasted rates and says, line by line, what would be
 * published and why a line cannot be. Nothing is written; the editor then publishes the valid
 * lines through the same endpoint (and guard) as the grid.
 */
export async function previewRateImport(
  db: Db,
  input: { text: string; sourceId?: number },
  lang: Lang,
): Promise<{ rows: TRateImportRow[]; max_move_percent: number }> {
  const lines = parseRateTable(input.text).slice(0, MAX_LINES);
  const [sourceRows, currencyRows, settings] = await Promise.all([
    db
      .select({ id: priceSources.id, name: priceSources.name, active: priceSources.active })
      .from(priceSources),
    db
      .select({ id: currencies.id, code: currencies.code, isBase: currencies.isBase })
      .from(currencies)
      .where(eq(currencies.active, true)),
    readAdminSettings(db),
  ]);
  const sourceByName = new Map(sourceRows.filter((s) => s.active).map((s) => [s.name.trim(), s]));
  const sourceById = new Map(sourceRows.filter((s) => s.active).map((s) => [String(s.id), s]));
  const currencyByCode = new Map(currencyRows.filter((c) => !c.isBase).map((c) => [c.code, c]));
  const latestBySource = new Map<number, Map<number, LatestRate>>();
  const seen = new Set<string>();

  const rows: TRateImportRow[] = [];
  for (const line of lines) {
    const errors: MessageKey[] = [];
    const source =
      line.source === null
        ? input.sourceId !== undefined
          ? sourceById.get(String(input.sourceId))
          : undefined
        : (sourceByName.get(line.source) ?? sourceById.get(line.source));
    if (line.problem === 'columns') errors.push('import_columns');
    else if (!source) errors.push(line.source === null ? 'import_source_missing' : 'unknown_source');
    const currency = currencyByCode.get(line.code);
    if (line.problem === null && !currency) errors.push('unknown_currency');
    const buyOk = RATE_TEXT.test(line.buy) && new Decimal(line.buy).gt(0);
    const sellOk = RATE_TEXT.test(line.sell) && new Decimal(line.sell).gt(0);
    if (line.problem === null && (!buyOk || !sellOk)) errors.push('invalid_rate');
    if (buyOk && sellOk && new Decimal(line.sell).lt(line.buy)) errors.push('sell_below_buy');
    // A pair repeated among the publishable lines is ambiguous; a broken line does not count.
    if (source && currency && errors.length === 0) {
      const key = `${source.id}:${currency.id}`;
      if (seen.has(key)) errors.push('duplicate_currency');
      seen.add(key);
    }

    let last: LatestRate | undefined;
    if (source && currency) {
      let latest = latestBySource.get(source.id);
      if (!latest) {
        latest = await loadLatestRates(db, source.id);
        latestBySource.set(source.id, latest);
      }
      last = latest.get(currency.id);
    }
    rows.push({
      line: line.line,
      source_id: source?.id ?? null,
      source_name: source?.name ?? null,
      currency_id: currency?.id ?? null,
      currency_code: line.code,
      buy: line.buy,
      sell: line.sell,
      last_buy: last ? trimDecimal(last.buy) : null,
      last_sell: last ? trimDecimal(last.sell) : null,
      move_percent: last && buyOk && sellOk ? largestMove(last, line) : null,
      errors: errors.map((key) => translate(key, lang)),
    });
  }
  return { rows, max_move_percent: settings.rate_max_move_percent };
}
