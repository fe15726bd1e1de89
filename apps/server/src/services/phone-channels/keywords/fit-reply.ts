/**
 * The length rule of every keyword reply (docs/keyword-channel.md#length): at most 134 characters,
 * two concatenated UCS-2 parts of 67 (Arabic is always UCS-2). A reply is built from segments and
 * fitted here, at build time: list items are dropped from the end (an ellipsis says so), then names
 * are shortened by whole words; numbers are never cut. A reply that still does not fit is a
 * builder's bug, and the unit test with the longest seed names would have caught it.
 */
export const SMS_REPLY_MAX = 134;

export type ReplySegment =
  /** Kept whole: numbers, keywords, the short code. */
  | { kind: 'fixed'; text: string }
  /** An editor's name (market, plan, currency): shortened by words when nothing else helps. */
  | { kind: 'name'; text: string }
  /** A list whose items are dropped from the end while the reply is too long (at least one kept). */
  | { kind: 'list'; items: readonly string[]; separator: string };

export class ReplyTooLongError extends Error {
  override name = 'ReplyTooLongError';
}

const ELLIPSIS = '…';

const render = (segments: readonly ReplySegment[]) =>
  segments
    .map((segment) => (segment.kind === 'list' ? segment.items.join(segment.separator) : segment.text))
    .join('');

/** Joins the segments into a reply of at most `max` characters, or throws ReplyTooLongError. */
export function fitReply(segments: readonly ReplySegment[], max = SMS_REPLY_MAX): string {
  const current: ReplySegment[] = segments.map((segment) => ({ ...segment }));
  let text = render(current);
  if (text.length <= max) return text;

  // Lists lose their last items first: a shorter list still answers the question.
  for (const [index, segment] of current.entries()) {
    if (segment.kind !== 'list') continue;
    const all = segment.items;
    for (let keep = all.length - 1; keep >= 1 && text.length > max; keep--) {
      current[index] = { ...segment, items: [...all.slice(0, keep), ELLIPSIS] };
      text = render(current);
    }
  }
  if (text.length <= max) return text;

  // Then names lose words from their end, down to their first word.
  for (const [index, segment] of current.entries()) {
    if (segment.kind !== 'name') continue;
    const words = segment.text.split(' ');
    for (let keep = words.length - 1; keep >= 1 && text.length > max; keep--) {
      current[index] = { kind: 'name', text: `${words.slice(0, keep).join(' ')}${ELLIPSIS}` };
      text = render(current);
    }
  }
  if (text.length <= max) return text;
  throw new ReplyTooLongError(`keyword reply of ${text.length} characters exceeds ${max}`);
}

/**
 * The digits setting SMS_DIGITS: Latin (0-9, the default) or Arabic-Indic (٠-٩, `٫` as decimal point,
 * `٬` between thousands).
 */
export type SmsDigits = 'latin' | 'arabic';

/** Writes a fitted reply's digits in the configured style; the length does not change. */
export function withDigits(text: string, digits: SmsDigits): string {
  if (digits === 'latin') return text;
  return text
    .replace(/(\d)\.(\d)/g, '$1٫$2')
    .replace(/(\d),(\d)/g, '$1٬$2')
    .replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
}
