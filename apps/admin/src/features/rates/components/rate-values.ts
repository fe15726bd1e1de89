/** What a rate cell accepts: a positive decimal with at most 14 integer and 6 fraction digits. */
const RATE_TEXT = /^\d{1,14}(\.\d{1,6})?$/;

/** Arabic-Indic digits and the Arabic decimal separator, as an Arabic keyboard types them. */
export function normalizeRateText(value: string): string {
  return value
    .trim()
    .replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String((digit.charCodeAt(0) & 0xf) % 10))
    .replace(/[\u066B,]/g, '.');
}

export type CellProblem = 'required' | 'invalid' | 'sell_below_buy' | null;

/** The inline check of one row, as the server will check it (publishRates). */
export function checkRow(buy: string, sell: string): { buy: CellProblem; sell: CellProblem } {
  const b = normalizeRateText(buy);
  const s = normalizeRateText(sell);
  const buyOk = RATE_TEXT.test(b) && Number(b) > 0;
  const sellOk = RATE_TEXT.test(s) && Number(s) > 0;
  return {
    buy: b === '' ? 'required' : buyOk ? null : 'invalid',
    sell:
      s === '' ? 'required' : !sellOk ? 'invalid' : buyOk && Number(s) < Number(b) ? 'sell_below_buy' : null,
  };
}

/** |next − last| / last in percent, two decimals; null without a last value. */
export function movePercent(last: string | null, next: string): number | null {
  if (last === null) return null;
  const before = Number(last);
  const after = Number(normalizeRateText(next));
  if (!(before > 0) || !Number.isFinite(after)) return null;
  return Math.round((Math.abs(after - before) / before) * 10_000) / 100;
}

/**
 * Whether a grid row still holds the values last published for it: such a row is not sent, so a
 * publish re-stamps only what the editor changed and never writes an older value over a fresher
 * one a feed or partner published meanwhile. Compared as numbers (`530` is `530.000000`).
 */
export function isUnchanged(
  lastBuy: string | null,
  lastSell: string | null,
  buy: string,
  sell: string,
): boolean {
  const same = (last: string | null, typed: string) => {
    const next = normalizeRateText(typed);
    return last !== null && next !== '' && Number(last) === Number(next);
  };
  return same(lastBuy, buy) && same(lastSell, sell);
}
