import { describe, expect, it } from 'vitest';
import { fitsUssd } from '../../../lib/ussd-screen';
import { BASE_CURRENCY, buildDemoMarket, DEMO_CURRENCIES, DEMO_ITEMS, DEMO_SOURCES } from '../../seed';
import {
  afterCancel,
  EMPTY_LIST,
  INVALID_AMOUNT,
  INVALID_CHOICE,
  inputsOf,
  walkUssd,
  type UssdWorld,
} from './ussd-menu';

const NOW = new Date('2026-11-26T09:00:00Z');
const market = buildDemoMarket(NOW, 'Asia/Aden');
const longest = (names: readonly string[]) => names.reduce((a, b) => (b.length > a.length ? b : a));
const LONGEST_MARKET = longest(DEMO_SOURCES.map((s) => s.name));
const LONGEST_CURRENCY = longest(DEMO_CURRENCIES.map((c) => c.name));
const LONGEST_ITEM = longest(DEMO_ITEMS.map((i) => i.name));

/** The latest of each (key, source) pair of the seed's history. */
function latest<T extends { sourceKey: string; recordedAt: Date }>(
  rows: readonly T[],
  key: (row: T) => string,
) {
  const byPair = new Map<string, T>();
  for (const row of rows) {
    const pair = `${key(row)}|${row.sourceKey}`;
    const known = byPair.get(pair);
    if (!known || known.recordedAt <= row.recordedAt) byPair.set(pair, row);
  }
  return [...byPair.values()];
}
const latestRates = latest(market.rates, (r) => r.code);
const latestItems = latest(market.itemPrices, (p) => p.itemKey);

/**
 * The seed's markets, currencies, rates and gold as the menu sees them; with `stretch`, every name
 * is the seed's longest of its kind, so each screen carries the worst case of the demo data.
 */
function seedWorld(options: {
  stretch?: boolean;
  subscription?: UssdWorld['subscription'];
  shortCode?: string;
}): UssdWorld {
  const name = (own: string, long: string) => (options.stretch ? long : own);
  const sources = DEMO_SOURCES.map((s, i) => ({ key: i + 1, name: name(s.name, LONGEST_MARKET), own: s }));
  const currencies = DEMO_CURRENCIES.filter((c) => c.code !== BASE_CURRENCY);
  const gold = DEMO_ITEMS.filter((i) => i.category === 'gold').map((item, i) => ({ key: i + 1, item }));
  const ratesOf = (sourceId: number) => {
    const source = sources.find((s) => s.key === sourceId)!.own;
    return currencies.flatMap((c) => {
      const rate = latestRates.find((r) => r.code === c.code && r.sourceKey === source.key);
      return rate ? [{ label: c.code, price: `${rate.buy}/${rate.sell}` }] : [];
    });
  };
  return {
    shortCode: options.shortCode ?? '4545',
    priceLine: '1000 ريال يمني أسبوعياً',
    subscription:
      options.subscription === undefined
        ? { state: 'active', nextRenewal: '2026-12-03', hasAccess: true, paidUntil: '2026-12-03' }
        : options.subscription,
    sample: { market: sources[0]!.name, line: ratesOf(1)[0]! },
    markets: sources.map(({ key, name }) => ({ key, name })),
    currencies: currencies.map((c) => ({ key: c.code, name: name(c.name, LONGEST_CURRENCY) })),
    goldItems: gold.map(({ key, item }) => ({ key, name: name(item.name, LONGEST_ITEM) })),
    ratesOf,
    goldQuotesOf(itemId) {
      const item = gold.find((g) => g.key === itemId)!.item;
      return latestItems
        .filter((p) => p.itemKey === item.key)
        .map((p) => ({
          label: name(DEMO_SOURCES.find((s) => s.key === p.sourceKey)!.name, LONGEST_MARKET),
          price: p.value ?? `${p.buy}/${p.sell}`,
        }));
    },
    convert(amount, code) {
      const rate = latestRates.find((r) => r.code === code && r.sourceKey === 'sanaa');
      if (!rate) return null;
      return {
        amount,
        fromName: name(DEMO_CURRENCIES.find((c) => c.code === code)!.name, LONGEST_CURRENCY),
        result: (Number(amount) * Number(rate.buy)).toFixed(2),
        toName: 'ريال يمني',
        sourceName: sources[0]!.name,
        rate: rate.buy,
      };
    },
  };
}

const INPUTS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'x', '', '100', '999999999'];

/**
 * Every screen reachable from the main menu: depth-first over every input at every screen, a
 * screen's children explored once (the screen text and how it was reached say where it is).
 */
function everyScreen(world: UssdWorld, maxDepth = 9) {
  const seen = new Map<string, { path: string[]; text: string; kind: string }>();
  const visit = (path: string[]) => {
    const reply = walkUssd(world, path);
    const text = reply.action ? afterCancel(world, true) : reply.text;
    const key = `${reply.menu}|${text}`;
    if (seen.has(key)) return;
    seen.set(key, { path, text, kind: reply.kind });
    if (reply.kind === 'END' || path.length >= maxDepth) return;
    for (const input of INPUTS) visit([...path, input]);
  };
  visit([]);
  return [...seen.values()];
}

describe('the USSD menu', () => {
  const worlds = {
    'a subscriber, seed names': seedWorld({}),
    'a subscriber, longest seed names everywhere': seedWorld({ stretch: true }),
    'a subscriber, longest names and a 6-digit short code': seedWorld({ stretch: true, shortCode: '123456' }),
    'a suspended subscriber': seedWorld({
      subscription: { state: 'suspended', nextRenewal: null, hasAccess: false, paidUntil: null },
    }),
    'a number without a subscription': seedWorld({ subscription: null, stretch: true }),
    'a cancelled subscriber': seedWorld({
      subscription: { state: 'cancelled', nextRenewal: null, hasAccess: false, paidUntil: null },
    }),
    'a cancelled subscriber with paid days left': seedWorld({
      stretch: true,
      subscription: { state: 'cancelled', nextRenewal: null, hasAccess: true, paidUntil: '2026-12-03' },
    }),
    'a subscriber in a free trial': seedWorld({
      stretch: true,
      subscription: { state: 'active', nextRenewal: '2026-12-03', hasAccess: true, paidUntil: null },
    }),
  };

  it.each(Object.entries(worlds))('fits every screen in one USSD message: %s', (_, world) => {
    const screens = everyScreen(world);
    expect(screens.length).toBeGreaterThan(5);
    for (const screen of screens) {
      expect(fitsUssd(screen.text), `${screen.path.join('*')}\n${screen.text}`).toBe(true);
      expect(screen.text).toMatch(/^(CON|END) \S/);
    }
  });

  it('lists one numbered option per line, and pages a long list with 9 and 0', () => {
    const world = worlds['a subscriber, seed names'];
    const main = walkUssd(world, []);
    expect(main.text).toBe('CON صرّاف\n1. الأسعار\n2. تحويل العملات\n3. الذهب\n4. اشتراكي\n5. مساعدة');
    const markets = walkUssd(world, ['1']);
    expect(markets.menu).toBe('rates.markets');
    expect(markets.text.split('\n')[1]).toBe(`1. ${DEMO_SOURCES[0]!.name}`);
    expect(markets.text).toContain('\n9. المزيد\n0. رجوع');
    // 9 turns the page, 0 goes back one page, then to the main menu.
    const second = walkUssd(world, ['1', '9']);
    expect(second.text).not.toBe(markets.text);
    expect(walkUssd(world, ['1', '9', '0']).text).toBe(markets.text);
    expect(walkUssd(world, ['1', '9', '0', '0']).text).toBe(main.text);
  });

  it('reaches every market, currency and gold item through the pages', () => {
    const world = worlds['a subscriber, longest seed names everywhere'];
    const reached = (prefix: string[], menu: string) => {
      let count = 0;
      for (let pages = 0; pages < 10; pages += 1) {
        const turn = Array<string>(pages).fill('9');
        const page = walkUssd(world, [...prefix, ...turn]);
        if (page.text.includes(INVALID_CHOICE)) break;
        for (let choice = 1; choice <= 8; choice += 1) {
          const next = walkUssd(world, [...prefix, ...turn, String(choice)]);
          if (next.menu === menu) count += 1;
        }
      }
      return count;
    };
    expect(reached(['1'], 'rates.market')).toBe(DEMO_SOURCES.length);
    expect(reached(['2', '100'], 'convert.result')).toBe(DEMO_CURRENCIES.length - 1);
    expect(reached(['3'], 'gold.karat')).toBe(DEMO_ITEMS.filter((i) => i.category === 'gold').length);
  });

  it('answers an invalid or out-of-range input with the same options and a one-line hint, at each level', () => {
    const world = worlds['a subscriber, seed names'];
    const levels = [[], ['1'], ['1', '1'], ['2'], ['2', '100'], ['3'], ['3', '1'], ['4'], ['4', '1']];
    for (const path of levels) {
      const screen = walkUssd(world, path).text.split('\n');
      const amount = path.length === 1 && path[0] === '2';
      for (const wrong of amount ? ['x', '', '#', '0012', '1000000000'] : ['7', 'x', '', '#']) {
        const report = `${path.join('*')}*${wrong}`;
        const answered = walkUssd(world, [...path, wrong]);
        expect(answered.kind, report).toBe('CON');
        const lines = answered.text.split('\n');
        expect(lines[0], report).toBe(`CON ${amount ? INVALID_AMOUNT : INVALID_CHOICE}`);
        // The options are the same; the hint took the title's place, or came before it.
        const options = (text: string[]) => text.filter((line) => /^[0-9]\. /.test(line));
        expect(options(lines), report).toEqual(options(screen));
        expect(lines.slice(-options(screen).length), report).toEqual(screen.slice(-options(screen).length));
      }
    }
  });

  it('converts an amount of a currency to rials at the main market', () => {
    const world = worlds['a subscriber, seed names'];
    expect(walkUssd(world, ['2']).text).toBe('CON اكتب المبلغ بالأرقام\n0. رجوع');
    const result = walkUssd(world, ['2', '100', '1']);
    expect(result.kind).toBe('END');
    expect(result.text).toMatch(/^END 100 دولار أمريكي = [\d.]+ ريال يمني\nالسعر [\d.]+ \(سوق صنعاء\)$/);
  });

  it('confirms before cancelling, and 2 or 0 go back without cancelling', () => {
    const world = worlds['a subscriber, seed names'];
    expect(walkUssd(world, ['4']).text).toBe(
      'CON اشتراكك: نشط\nيتجدد في 2026-12-03\n1. إلغاء الاشتراك\n0. رجوع',
    );
    expect(walkUssd(world, ['4', '1']).menu).toBe('subscription.confirm_cancel');
    expect(walkUssd(world, ['4', '1', '1'])).toMatchObject({ kind: 'END', action: 'cancel_subscription' });
    expect(walkUssd(world, ['4', '1', '2']).menu).toBe('subscription');
    expect(walkUssd(world, ['4', '1', '0']).menu).toBe('subscription');
    // A step after the cancel (a gateway that kept the session) repeats no cancel.
    expect(walkUssd(world, ['4', '1', '1', '1']).action).toBeUndefined();
  });

  it('says the paid days are kept: in the cancel prompt, after cancelling, and while they run', () => {
    const world = worlds['a subscriber, seed names'];
    expect(walkUssd(world, ['4', '1']).text).toContain('تبقى الخدمة حتى 2026-12-03 بلا تجديد');
    expect(afterCancel(world, true)).toContain('الخدمة متاحة لك حتى 2026-12-03');
    const trial = worlds['a subscriber in a free trial'];
    expect(walkUssd(trial, ['4', '1']).text).not.toContain('تبقى الخدمة');

    const cancelled = worlds['a cancelled subscriber with paid days left'];
    expect(walkUssd(cancelled, ['1']).kind).toBe('CON');
    expect(walkUssd(cancelled, ['4']).text).toMatch(/^END اشتراكك ملغى، والخدمة متاحة حتى 2026-12-03\./);
    expect(walkUssd(worlds['a cancelled subscriber'], ['1']).kind).toBe('END');
  });

  it('gives a number without access the main market sample and the offer, and help to everyone', () => {
    const world = seedWorld({ subscription: null });
    const sample = walkUssd(world, ['1']);
    expect(sample.kind).toBe('END');
    expect(sample.text).toMatch(/^END سوق صنعاء: USD [\d.]+\/[\d.]+\nللاشتراك أرسل اشتراك إلى 4545/);
    expect(walkUssd(world, ['2']).text).toContain('للاشتراك أرسل اشتراك إلى 4545');
    expect(walkUssd(world, ['4']).text).toMatch(/^END لست مشتركاً في صرّاف\.\nللاشتراك أرسل اشتراك إلى 4545/);
    const help = walkUssd(world, ['5']);
    expect(help.kind).toBe('END');
    expect(help.text).toBe('END 1000 ريال يمني أسبوعياً، يتجدد تلقائياً\nللإلغاء: الغاء إلى 4545 مجاناً');
  });

  it('reads the gateway text as inputs, Arabic-Indic digits included', () => {
    expect(inputsOf('')).toEqual([]);
    expect(inputsOf('1*2*9')).toEqual(['1', '2', '9']);
    expect(inputsOf('٢*١٠٠')).toEqual(['2', '100']);
  });

  it('says so when a market has no rates, and still offers the way back', () => {
    const world = { ...worlds['a subscriber, seed names'], ratesOf: () => [] };
    expect(walkUssd(world, ['1', '2']).text).toBe(`CON سوق عدن\n${EMPTY_LIST}\n0. رجوع`);
    expect(walkUssd(world, ['1', '2', '0']).menu).toBe('rates.markets');
  });
});
