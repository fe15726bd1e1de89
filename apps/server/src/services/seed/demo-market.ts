import { startOfLocalDay } from '../../lib/local-time';

/**
 * The demo market: currencies, price sources and 180 days of deterministic price history for
 * Yemen (DEFAULT_COUNTRY YE). Sanaa and Aden trade two different rials (≈535 vs ≈1,620 per US
 * dollar), so every price is generated per market and every source follows its city's market.
 *
 * Paths are generated backwards from today's anchor values, so the latest (and most looked at)
 * prices are the hand-picked plausible ones whatever the random walk does before them. The PRNG
 * has a fixed seed: two seeds of two databases hold the same numbers, and tests can rely on them.
 */

export const HISTORY_DAYS = 180;

const DAY_MS = 24 * 60 * 60 * 1000;

type Market = 'sanaa' | 'aden';

export interface DemoCurrency {
  code: string;
  name: string;
  symbol: string;
  flag: string;
  minorUnits: number;
  /** US dollars per unit today (1 for USD); the base currency has none. */
  usdPerUnit?: number;
  /** Daily relative volatility of the cross rate against the dollar (pegs are near zero). */
  volatility?: number;
  /** Relative drift per day going back in time (a currency that weakened is stronger in the past). */
  backwardDrift?: number;
  /** Local demand premium: Yemeni markets price the Saudi riyal a little under its cross rate. */
  premium?: number;
  /** Multiplier of the source spread: thinly traded currencies are quoted wider. */
  spreadFactor?: number;
}

export const DEMO_CURRENCIES: readonly DemoCurrency[] = [
  { code: 'YER', name: 'ريال يمني', symbol: 'ر.ي', flag: '🇾🇪', minorUnits: 2 },
  { code: 'USD', name: 'دولار أمريكي', symbol: '$', flag: '🇺🇸', minorUnits: 2, usdPerUnit: 1, volatility: 0 },
  {
    code: 'SAR',
    name: 'ريال سعودي',
    symbol: 'ر.س',
    flag: '🇸🇦',
    minorUnits: 2,
    usdPerUnit: 1 / 3.75,
    volatility: 0.0002,
    premium: 0.982,
  },
  {
    code: 'AED',
    name: 'درهم إماراتي',
    symbol: 'د.إ',
    flag: '🇦🇪',
    minorUnits: 2,
    usdPerUnit: 1 / 3.6725,
    volatility: 0.0002,
    spreadFactor: 1.5,
  },
  {
    code: 'EUR',
    name: 'يورو',
    symbol: '€',
    flag: '🇪🇺',
    minorUnits: 2,
    usdPerUnit: 1.162,
    volatility: 0.0035,
    spreadFactor: 1.5,
  },
  {
    code: 'GBP',
    name: 'جنيه إسترليني',
    symbol: '£',
    flag: '🇬🇧',
    minorUnits: 2,
    usdPerUnit: 1.334,
    volatility: 0.0035,
    spreadFactor: 1.5,
  },
  {
    code: 'KWD',
    name: 'دينار كويتي',
    symbol: 'د.ك',
    flag: '🇰🇼',
    minorUnits: 3,
    usdPerUnit: 3.258,
    volatility: 0.0008,
    spreadFactor: 1.5,
  },
  {
    code: 'QAR',
    name: 'ريال قطري',
    symbol: 'ر.ق',
    flag: '🇶🇦',
    minorUnits: 2,
    usdPerUnit: 1 / 3.64,
    volatility: 0.0002,
    spreadFactor: 1.5,
  },
  {
    code: 'OMR',
    name: 'ريال عماني',
    symbol: 'ر.ع',
    flag: '🇴🇲',
    minorUnits: 3,
    usdPerUnit: 2.6008,
    volatility: 0.0002,
    spreadFactor: 1.5,
  },
  {
    code: 'BHD',
    name: 'دينار بحريني',
    symbol: 'د.ب',
    flag: '🇧🇭',
    minorUnits: 3,
    usdPerUnit: 2.6596,
    volatility: 0.0002,
    spreadFactor: 1.5,
  },
  {
    code: 'EGP',
    name: 'جنيه مصري',
    symbol: 'ج.م',
    flag: '🇪🇬',
    minorUnits: 2,
    usdPerUnit: 1 / 49.4,
    volatility: 0.002,
    backwardDrift: 0.0003,
    premium: 0.97,
    spreadFactor: 3,
  },
  {
    code: 'JOD',
    name: 'دينار أردني',
    symbol: 'د.أ',
    flag: '🇯🇴',
    minorUnits: 3,
    usdPerUnit: 1.4104,
    volatility: 0.0002,
    spreadFactor: 3,
  },
  {
    code: 'CNY',
    name: 'يوان صيني',
    symbol: '¥',
    flag: '🇨🇳',
    minorUnits: 2,
    usdPerUnit: 1 / 7.08,
    volatility: 0.0015,
    spreadFactor: 3,
  },
  {
    code: 'TRY',
    name: 'ليرة تركية',
    symbol: '₺',
    flag: '🇹🇷',
    minorUnits: 2,
    usdPerUnit: 1 / 43.6,
    volatility: 0.003,
    backwardDrift: 0.0008,
    premium: 0.97,
    spreadFactor: 3,
  },
];

export const BASE_CURRENCY = 'YER';

export interface DemoSource {
  key: string;
  name: string;
  city: string;
  type: 'official' | 'parallel' | 'company';
  description: string;
  /** The English texts of the English portal (docs/product.md#languages). */
  nameEn: string;
  cityEn: string;
  descriptionEn: string;
  freshnessMinutes: number;
  isPrimary: boolean;
  market: Market;
  /** The source's level against its market's mid rate (an official rate sits a little below). */
  level: number;
  /** Full buy-to-sell spread as a fraction of the mid rate, for the dollar. */
  spread: number;
  /** The official bulletin follows the market with a day's delay. */
  lagDays: number;
}

export const DEMO_SOURCES: readonly DemoSource[] = [
  {
    key: 'sanaa',
    name: 'سوق صنعاء',
    city: 'صنعاء',
    type: 'parallel',
    description: 'متوسط أسعار محلات وشركات الصرافة في أمانة العاصمة صنعاء (الطبعة القديمة من الريال).',
    nameEn: 'Sanaa market',
    cityEn: 'Sanaa',
    descriptionEn: 'Average rates of the exchange shops and companies in the capital Sanaa (old rial notes).',
    freshnessMinutes: 720,
    isPrimary: true,
    market: 'sanaa',
    level: 1,
    spread: 0.0035,
    lagDays: 0,
  },
  {
    key: 'aden',
    name: 'سوق عدن',
    city: 'عدن',
    type: 'parallel',
    description: 'متوسط أسعار الصرافة في العاصمة المؤقتة عدن والمحافظات المجاورة (الطبعة الجديدة من الريال).',
    nameEn: 'Aden market',
    cityEn: 'Aden',
    descriptionEn:
      'Average exchange rates in the interim capital Aden and nearby governorates (new rial notes).',
    freshnessMinutes: 720,
    isPrimary: false,
    market: 'aden',
    level: 1,
    spread: 0.008,
    lagDays: 0,
  },
  {
    key: 'central-bank',
    name: 'البنك المركزي اليمني',
    city: 'عدن',
    type: 'official',
    description: 'السعر الرسمي المعتمد في نشرة البنك المركزي اليمني اليومية.',
    nameEn: 'Central Bank of Yemen',
    cityEn: 'Aden',
    descriptionEn: "The official rate of the Central Bank of Yemen's daily bulletin.",
    freshnessMinutes: 1440,
    isPrimary: false,
    market: 'aden',
    level: 0.996,
    spread: 0.006,
    lagDays: 1,
  },
  {
    key: 'amana',
    name: 'شركة الأمانة للصرافة',
    city: 'صنعاء',
    type: 'company',
    description: 'أسعار البيع والشراء المعلنة في فروع شركة الأمانة للصرافة والتحويلات.',
    nameEn: 'Al-Amana Exchange',
    cityEn: 'Sanaa',
    descriptionEn: 'Buy and sell rates posted at the branches of Al-Amana Exchange and Money Transfer.',
    freshnessMinutes: 720,
    isPrimary: false,
    market: 'sanaa',
    level: 1.0008,
    spread: 0.004,
    lagDays: 0,
  },
  {
    key: 'wefaq',
    name: 'مؤسسة الوفاق للصرافة',
    city: 'عدن',
    type: 'company',
    description: 'أسعار مؤسسة الوفاق للصرافة في فروعها بعدن والمكلا.',
    nameEn: 'Al-Wefaq Exchange',
    cityEn: 'Aden',
    descriptionEn: 'Rates of Al-Wefaq Exchange at its branches in Aden and Mukalla.',
    freshnessMinutes: 720,
    isPrimary: false,
    market: 'aden',
    level: 1.0015,
    spread: 0.009,
    lagDays: 0,
  },
];

/** Yemeni rials per US dollar today (mid rate) and how much the market moves in a day. */
const DOLLAR_MARKETS: Record<Market, { mid: number; volatility: number; min: number; max: number }> = {
  sanaa: { mid: 535.4, volatility: 0.0007, min: 530, max: 540 },
  aden: { mid: 1622, volatility: 0.004, min: 1560, max: 1780 },
};

/** Mulberry32: a tiny, fast, seedable PRNG; quality is ample for demo prices. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A standard normal draw (Box–Muller). */
function createGaussian(random: () => number): () => number {
  return () => {
    const u = 1 - random();
    const v = random();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  };
}

/**
 * A mean-reverting walk of `HISTORY_DAYS + 1` values ending at `anchor`, generated backwards:
 * index 0 is 180 days ago, the last index is today.
 */
function walkBackwards(
  gaussian: () => number,
  anchor: number,
  volatility: number,
  options: { backwardDrift?: number; min?: number; max?: number } = {},
): number[] {
  const values = [anchor];
  let value = anchor;
  for (let step = 1; step <= HISTORY_DAYS; step += 1) {
    const target = anchor * (1 + (options.backwardDrift ?? 0) * step);
    value = value * (1 + volatility * gaussian()) + 0.08 * (target - value);
    if (options.min !== undefined) value = Math.max(options.min, value);
    if (options.max !== undefined) value = Math.min(options.max, value);
    values.push(value);
  }
  return values.reverse();
}

/**
 * The instants of the history: one point a day at 09:00–10:30 on the service's clock (`zone`,
 * TIME_ZONE) for the previous 180 days, and today's point a few minutes before `now` (never before
 * today's midnight, so today's bulletin exists), so no source is stale on first start.
 */
export function historyInstants(
  now: Date,
  random: () => number,
  latestAgeMinutes: number,
  zone: string,
): Date[] {
  const startOfToday = startOfLocalDay(now, zone).getTime();
  const instants: Date[] = [];
  for (let daysAgo = HISTORY_DAYS; daysAgo >= 1; daysAgo -= 1) {
    const nineAm = startOfToday - daysAgo * DAY_MS + 9 * 60 * 60 * 1000;
    instants.push(new Date(nineAm + Math.floor(random() * 90) * 60 * 1000));
  }
  instants.push(new Date(Math.max(startOfToday, now.getTime() - latestAgeMinutes * 60 * 1000)));
  return instants;
}

/** Rials are quoted to two decimals; sell is kept strictly above buy after rounding. */
function quote(mid: number, spread: number, decimals: number): { buy: string; sell: string } {
  const factor = 10 ** decimals;
  const buy = Math.round(mid * (1 - spread / 2) * factor);
  const sell = Math.max(buy + 1, Math.round(mid * (1 + spread / 2) * factor));
  return { buy: (buy / factor).toFixed(decimals), sell: (sell / factor).toFixed(decimals) };
}

export interface DemoRate {
  sourceKey: string;
  code: string;
  buy: string;
  sell: string;
  recordedAt: Date;
}

export interface DemoItemPrice {
  itemKey: string;
  sourceKey: string;
  value?: string;
  buy?: string;
  sell?: string;
  recordedAt: Date;
}

export interface DemoItem {
  key: string;
  category: 'gold' | 'fuel';
  name: string;
  unit: string;
  description: string;
  nameEn: string;
  unitEn: string;
  descriptionEn: string;
}

export const DEMO_ITEMS: readonly DemoItem[] = [
  {
    key: 'gold-24',
    category: 'gold',
    name: 'ذهب عيار 24',
    unit: 'جرام',
    description: 'الذهب الخالص (999.9)، سعر الجرام بدون مصنعية.',
    nameEn: 'Gold 24 karat',
    unitEn: 'gram',
    descriptionEn: 'Pure gold (999.9), price per gram without making charges.',
  },
  {
    key: 'gold-21',
    category: 'gold',
    name: 'ذهب عيار 21',
    unit: 'جرام',
    description: 'العيار الأكثر تداولاً في اليمن، سعر الجرام بدون مصنعية.',
    nameEn: 'Gold 21 karat',
    unitEn: 'gram',
    descriptionEn: 'The karat most traded in Yemen, price per gram without making charges.',
  },
  {
    key: 'gold-18',
    category: 'gold',
    name: 'ذهب عيار 18',
    unit: 'جرام',
    description: 'عيار المشغولات الخفيفة، سعر الجرام بدون مصنعية.',
    nameEn: 'Gold 18 karat',
    unitEn: 'gram',
    descriptionEn: 'The karat of light jewellery, price per gram without making charges.',
  },
  {
    key: 'gold-pound',
    category: 'gold',
    name: 'الجنيه الذهب',
    unit: 'جنيه (8 جرام عيار 21)',
    description: 'الجنيه الذهب وزن 8 جرامات من عيار 21.',
    nameEn: 'Gold pound',
    unitEn: 'pound (8 grams of 21 karat)',
    descriptionEn: 'The gold pound, 8 grams of 21 karat gold.',
  },
  {
    key: 'petrol',
    category: 'fuel',
    name: 'بنزين',
    unit: 'دبة 20 لتر',
    description: 'سعر البيع الرسمي في محطات الوقود.',
    nameEn: 'Petrol',
    unitEn: '20-litre can',
    descriptionEn: 'Official selling price at fuel stations.',
  },
  {
    key: 'diesel',
    category: 'fuel',
    name: 'ديزل',
    unit: 'دبة 20 لتر',
    description: 'سعر البيع الرسمي في محطات الوقود.',
    nameEn: 'Diesel',
    unitEn: '20-litre can',
    descriptionEn: 'Official selling price at fuel stations.',
  },
  {
    key: 'gas',
    category: 'fuel',
    name: 'غاز منزلي',
    unit: 'أسطوانة',
    description: 'سعر أسطوانة الغاز المنزلي لدى الوكلاء المعتمدين.',
    nameEn: 'Cooking gas',
    unitEn: 'cylinder',
    descriptionEn: 'Price of a household gas cylinder at licensed dealers.',
  },
];

/** Gold and fuel are priced in the two markets' own rials. */
const ITEM_SOURCES = ['sanaa', 'aden'] as const;

/** Official fuel prices change by decree, a few times a year: steps, not a walk. */
const FUEL_STEPS: Record<
  string,
  Record<(typeof ITEM_SOURCES)[number], Array<[fromDaysAgo: number, value: number]>>
> = {
  petrol: {
    sanaa: [
      [180, 10000],
      [110, 9500],
    ],
    aden: [
      [180, 27800],
      [95, 25500],
      [40, 24500],
    ],
  },
  diesel: {
    sanaa: [
      [180, 11500],
      [110, 11000],
    ],
    aden: [
      [180, 28900],
      [95, 27000],
      [40, 26000],
    ],
  },
  gas: {
    sanaa: [[180, 6500]],
    aden: [
      [180, 9000],
      [20, 8500],
    ],
  },
};

const KARAT: Record<string, number> = { 'gold-24': 1, 'gold-21': 0.875, 'gold-18': 0.75 };
const TROY_OUNCE_GRAMS = 31.1035;

export interface DemoMarket {
  rates: DemoRate[];
  itemPrices: DemoItemPrice[];
}

/** Builds the whole price history as of `now`; same `now`, same numbers. */
export function buildDemoMarket(now: Date, zone: string): DemoMarket {
  const random = createRandom(0x5a77af);
  const gaussian = createGaussian(random);

  const dollar = {
    sanaa: walkBackwards(
      gaussian,
      DOLLAR_MARKETS.sanaa.mid,
      DOLLAR_MARKETS.sanaa.volatility,
      DOLLAR_MARKETS.sanaa,
    ),
    aden: walkBackwards(gaussian, DOLLAR_MARKETS.aden.mid, DOLLAR_MARKETS.aden.volatility, {
      ...DOLLAR_MARKETS.aden,
      // The Aden rial was weaker a few months ago and recovered since.
      backwardDrift: 0.0004,
    }),
  };
  const crosses = new Map<string, number[]>();
  for (const currency of DEMO_CURRENCIES) {
    if (currency.usdPerUnit === undefined) continue;
    crosses.set(
      currency.code,
      walkBackwards(gaussian, currency.usdPerUnit, currency.volatility ?? 0, {
        backwardDrift: currency.backwardDrift ?? 0,
      }),
    );
  }
  // World gold price in US dollars per troy ounce.
  const goldOunce = walkBackwards(gaussian, 4085, 0.009, { backwardDrift: -0.0006 });

  const rates: DemoRate[] = [];
  for (const [sourceIndex, source] of DEMO_SOURCES.entries()) {
    const instants = historyInstants(now, random, 7 + sourceIndex * 6, zone);
    const market = dollar[source.market];
    for (const currency of DEMO_CURRENCIES) {
      const cross = crosses.get(currency.code);
      if (!cross) continue;
      instants.forEach((recordedAt, day) => {
        const lagged = Math.max(0, day - source.lagDays);
        const noise = source.lagDays > 0 ? 1 : 1 + 0.0004 * gaussian();
        const mid =
          (market[lagged] ?? 0) * (cross[lagged] ?? 0) * (currency.premium ?? 1) * source.level * noise;
        const spread = source.spread * (currency.spreadFactor ?? 1);
        rates.push({ sourceKey: source.key, code: currency.code, ...quote(mid, spread, 2), recordedAt });
      });
    }
  }

  const itemPrices: DemoItemPrice[] = [];
  for (const sourceKey of ITEM_SOURCES) {
    const instants = historyInstants(now, random, 20, zone);
    const market = dollar[sourceKey];
    for (const item of DEMO_ITEMS) {
      instants.forEach((recordedAt, day) => {
        const rials = market[day] ?? 0;
        if (item.category === 'gold') {
          const gram24 = ((goldOunce[day] ?? 0) / TROY_OUNCE_GRAMS) * rials;
          // The pound is 8 g of 21 karat plus a small minting premium.
          const mid = item.key === 'gold-pound' ? gram24 * 0.875 * 8 * 1.02 : gram24 * (KARAT[item.key] ?? 1);
          // Gold is quoted in whole rials, with about 1.5 % between buying and selling.
          itemPrices.push({ itemKey: item.key, sourceKey, ...quote(mid, 0.015, 0), recordedAt });
        } else {
          const daysAgo = HISTORY_DAYS - day;
          const steps = FUEL_STEPS[item.key]?.[sourceKey] ?? [];
          const value = steps.filter(([from]) => daysAgo <= from).at(-1)?.[1] ?? 0;
          itemPrices.push({ itemKey: item.key, sourceKey, value: value.toFixed(0), recordedAt });
        }
      });
    }
  }
  return { rates, itemPrices };
}
