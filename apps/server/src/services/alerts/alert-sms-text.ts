import { numberText } from '@sarraf/contracts/number-text';
import type { AlertCondition } from '../../lib/alert-conditions';

/** One UCS-2 SMS segment: Arabic text is sent as UCS-2, 70 UTF-16 code units per single part. */
export const UCS2_SEGMENT = 70;

export const BRAND = 'صرّاف';
export const SIDE_WORD = { buy: 'شراء', sell: 'بيع' } as const;

/**
 * 530.500000 → 530.5, 69790.000000 → 69,790: the stored six decimals are noise in a 70-character
 * message (`@sarraf/contracts/number-text`, as every SMS and USSD number).
 */
export const shortRate = numberText;

export interface AlertSmsFacts {
  condition: AlertCondition;
  side: 'buy' | 'sell';
  currencyName: string;
  currencyCode: string;
  sourceName: string;
  /** The threshold or percentage the subscriber set. */
  value: string;
  rate: string;
  /** Move alerts: signed percent, two decimals. */
  movePercent?: string | undefined;
}

function compose(facts: AlertSmsFacts, currency: string, source: string): string {
  const head = `${BRAND}: ${currency} ${SIDE_WORD[facts.side]} ${shortRate(facts.rate)} في ${source}`;
  if (facts.condition === 'move') {
    const percent = facts.movePercent ?? '0';
    const signed = percent.startsWith('-') ? percent : `+${percent}`;
    return `${head} (${signed}% اليوم)`;
  }
  return `${head} (${facts.condition === 'above' ? '≥' : '≤'}${shortRate(facts.value)})`;
}

/**
 * The alert SMS: Arabic, one UCS-2 segment whenever the names allow. Falls back to the
 * currency's ISO code, then shortens the source's name, before it would spill into a second
 * (billed) part.
 */
export function alertSmsText(facts: AlertSmsFacts): string {
  const full = compose(facts, facts.currencyName, facts.sourceName);
  if (full.length <= UCS2_SEGMENT) return full;
  const coded = compose(facts, facts.currencyCode, facts.sourceName);
  if (coded.length <= UCS2_SEGMENT) return coded;
  const room = facts.sourceName.length - (coded.length - UCS2_SEGMENT) - 1;
  if (room >= 4) return compose(facts, facts.currencyCode, `${facts.sourceName.slice(0, room).trimEnd()}…`);
  return coded;
}

export interface DigestLine {
  sourceName: string;
  quotes: ReadonlyArray<{ currencyCode: string; buy: string; sell: string }>;
}

/**
 * The daily digest: per market, each favourite currency's buy/sell. ISO codes keep it
 * short, a line each: one segment for one market and three currencies; longer digests are concatenated
 * parts, which the subscriber chose by picking more.
 */
export function digestSmsText(date: string, lines: readonly DigestLine[]): string {
  const [, month, day] = date.split('-');
  const body = lines
    .filter((line) => line.quotes.length > 0)
    .map(
      (line) =>
        `${line.sourceName}\n${line.quotes
          .map((quote) => `${quote.currencyCode} ${shortRate(quote.buy)}/${shortRate(quote.sell)}`)
          .join('\n')}`,
    )
    .join('\n');
  return `${BRAND} ${Number(day)}/${Number(month)} شراء/بيع\n${body}`;
}
