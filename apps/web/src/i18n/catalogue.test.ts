import { describe, expect, it } from 'vitest';
import { CHARGE_FAILURE_REASONS } from '@sarraf/contracts/charge-reasons';
import { ar } from './ar';
import { en } from './en';

/**
 * Entries that are empty on purpose in every language: the subscription gate has nothing to say
 * for the states that are not locked.
 */
const EMPTY_ON_PURPOSE = /^gate\.(active|grace)\./;

type Leaf =
  { readonly kind: 'text'; readonly value: string } | { readonly kind: 'function'; readonly arity: number };

/** Every leaf of a catalogue by its dotted path: a text, or a function with its number of parameters. */
function leavesOf(value: unknown, path = '', into = new Map<string, Leaf>()): Map<string, Leaf> {
  if (typeof value === 'string') into.set(path, { kind: 'text', value });
  else if (typeof value === 'function') into.set(path, { kind: 'function', arity: value.length });
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) leavesOf(child, path ? `${path}.${key}` : key, into);
  else into.set(path, { kind: 'text', value: String(value) });
  return into;
}

const arabic = leavesOf(ar);
const english = leavesOf(en);

/** What a function entry says, called with placeholder arguments. */
function sample(catalogue: unknown, path: string): string {
  const fn = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], catalogue);
  const args = Array.from({ length: (fn as (...args: string[]) => string).length }, (_, i) => `«${i}»`);
  return (fn as (...args: string[]) => string)(...args);
}

/** Entries whose first argument is a count and second the count as shown (`@sarraf/contracts/plural`). */
const COUNTED = new Set(['categories.itemsCount', 'plans.trial', 'disclaimer.trial', 'chargeConfirm.trial']);

describe('the catalogues', () => {
  it.each([...COUNTED])('agrees the noun of %s with its count in both languages', (path) => {
    const say = (catalogue: unknown, count: number) => {
      const fn = path
        .split('.')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], catalogue);
      return (fn as (count: number, shown: string) => string)(count, String(count));
    };
    // Arabic: 2, 3–10, 11–99 and 100 take four different forms.
    expect(new Set([2, 3, 11, 100].map((count) => say(ar, count).replace(/\d+/g, '#'))).size).toBe(4);
    expect(say(en, 1).replace(/\d+/g, '#')).not.toBe(say(en, 2).replace(/\d+/g, '#'));
  });

  it('have the same keys in Arabic and English', () => {
    const missingInEnglish = [...arabic.keys()].filter((path) => !english.has(path));
    const missingInArabic = [...english.keys()].filter((path) => !arabic.has(path));
    expect({ missingInEnglish, missingInArabic }).toEqual({ missingInEnglish: [], missingInArabic: [] });
  });

  it('have the same kind of entry and the same function arity under every key', () => {
    const differing = [...arabic].filter(([path, leaf]) => {
      const other = english.get(path);
      if (!other) return false;
      if (leaf.kind !== other.kind) return true;
      return leaf.kind === 'function' && other.kind === 'function' && leaf.arity !== other.arity;
    });
    expect(differing.map(([path]) => path)).toEqual([]);
  });

  it.each([
    ['Arabic', ar, arabic],
    ['English', en, english],
  ] as const)('leave no entry empty in %s', (_name, catalogue, leaves) => {
    const empty = [...leaves]
      .filter(([path]) => !EMPTY_ON_PURPOSE.test(path))
      .filter(([path, leaf]) => (leaf.kind === 'text' ? leaf.value : sample(catalogue, path)).trim() === '')
      .map(([path]) => path);
    expect(empty).toEqual([]);
  });

  it('use every argument of a function entry in both languages', () => {
    const dropped = [...arabic]
      // A lookup, not a sentence: it turns a reason code into words and never shows the code.
      .filter(([path, leaf]) => leaf.kind === 'function' && path !== 'chargeReasons')
      .flatMap(([path, leaf]) =>
        [ar, en].flatMap((catalogue) => {
          const text = sample(catalogue, path);
          const arity = leaf.kind === 'function' ? leaf.arity : 0;
          return (
            Array.from({ length: arity }, (_, i) => i)
              // A count only chooses its noun's form; the argument after it is the count as shown.
              .filter((i) => !(COUNTED.has(path) && i === 0))
              .filter((i) => !text.includes(`«${i}»`))
              .map((i) => `${catalogue === ar ? 'ar' : 'en'}:${path}#${i}`)
          );
        }),
      );
    expect(dropped).toEqual([]);
  });

  it('write English in the English catalogue, save where Arabic is quoted on purpose', () => {
    // The control to go back names Arabic in Arabic; the SMS keyword is the Arabic word to send.
    const arabicOnPurpose = new Set(['language.switchTo', 'disclaimer.cancelBySmsUnknown']);
    const stillArabic = [...english]
      .filter(
        ([path, leaf]) =>
          leaf.kind === 'text' && !arabicOnPurpose.has(path) && /[\u0600-\u06FF]/.test(leaf.value),
      )
      .map(([path]) => path);
    expect(stillArabic).toEqual([]);
  });

  it.each(CHARGE_FAILURE_REASONS)('explains the charge failure %s in English', (reason) => {
    const text = en.chargeReasons(reason);
    expect(text).toMatch(/^[A-Za-z' ]+$/);
    if (reason !== 'declined') expect(text).not.toBe(en.chargeReasons('no_such_code'));
  });

  it('name the switch after the other language', () => {
    expect(ar.language.switchTo).toBe('English');
    expect(en.language.switchTo).toBe('العربية');
  });
});
