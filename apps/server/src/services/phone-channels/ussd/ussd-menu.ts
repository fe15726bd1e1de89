import { toAsciiDigits } from '../../../lib/arabic-text';
import { fitsUssd } from '../../../lib/ussd-screen';

/**
 * The USSD menu as a pure function of the inputs typed so far (docs/ussd.md#menu-tree). The gateway
 * sends every input of the session joined by `*`; the position in the menu is recomputed from them
 * on every request, never read from anything the client could fake. The lists a choice indexes into
 * (markets, currencies, gold items) come from the session's cache, so their order is the one the
 * subscriber saw. Every screen fits one USSD message (lib/ussd-screen.ts): lists page by what fits.
 */

export type SubscriptionState = 'pending_payment' | 'active' | 'grace' | 'suspended' | 'cancelled';

export interface UssdListEntry<K> {
  key: K;
  name: string;
}

/** One line of a rates or gold screen: a label and its price(s) as published. */
export interface UssdPriceLine {
  label: string;
  price: string;
}

export interface UssdConversion {
  amount: string;
  fromName: string;
  result: string;
  toName: string;
  sourceName: string;
  /** The market's buy rate of `from` the result was computed with. */
  rate: string;
}

/** Everything the menu shows, loaded by the caller (services/phone-channels/ussd/answer-ussd.ts). */
export interface UssdWorld {
  shortCode: string;
  /** `50 ريال يمني شهرياً`: the subscriber's plan, or the plan on sale first. */
  priceLine: string;
  subscription: {
    state: SubscriptionState;
    nextRenewal: string | null;
    /** Whether the content is open, by the one rule of lib/subscription-machine.ts (`hasAccess`). */
    hasAccess: boolean;
    /**
     * The day the period already paid ends, which the content stays open until even after a
     * cancellation (docs/ussd.md#menu-tree): an active subscription's, or a cancelled one's while it
     * runs. Null when there is none (a free trial, grace, suspension).
     */
    paidUntil: string | null;
  } | null;
  /** The main market's first rate: the sample a non-subscriber gets. */
  sample: { market: string; line: UssdPriceLine } | null;
  markets: ReadonlyArray<UssdListEntry<number>>;
  currencies: ReadonlyArray<UssdListEntry<string>>;
  goldItems: ReadonlyArray<UssdListEntry<number>>;
  ratesOf(marketId: number): UssdPriceLine[];
  goldQuotesOf(itemId: number): UssdPriceLine[];
  convert(amount: string, code: string): UssdConversion | null;
}

export type UssdAction = 'cancel_subscription';

export interface UssdReply {
  kind: 'CON' | 'END';
  /** The whole answer, `CON …` or `END …`. */
  text: string;
  /** The menu answered, for the session row and the back office. */
  menu: string;
  /** Work the caller does before answering (the text then comes from `afterAction`). */
  action?: UssdAction;
}

export const INVALID_CHOICE = 'اختيار غير صحيح';
export const INVALID_AMOUNT = 'مبلغ غير صحيح، اكتبه بالأرقام';
const MORE = '9. المزيد';
const BACK = '0. رجوع';
const ELLIPSIS = '…';
/** Lists are cut with the hint counted in the title's place, so a hinted screen shows the same page. */
const HINT_BUDGET = INVALID_CHOICE;

const replaced = (lines: readonly string[], at: number, line: string) =>
  lines.map((old, i) => (i === at ? line : old));

const STATE_WORDS: Record<SubscriptionState, string> = {
  active: 'نشط',
  grace: 'نشط (فترة سماح)',
  suspended: 'موقوف (رصيد غير كافٍ)',
  pending_payment: 'بانتظار الدفع',
  cancelled: 'ملغى',
};

type Node =
  | { kind: 'main' }
  | { kind: 'markets'; page: number }
  | { kind: 'rates'; market: number; page: number }
  | { kind: 'amount' }
  | { kind: 'currencies'; amount: string; page: number }
  | { kind: 'golds'; page: number }
  | { kind: 'gold'; item: number; page: number }
  | { kind: 'subscription' }
  | { kind: 'confirm_cancel' };

/** A final screen: the walk stops there. */
interface Final {
  menu: string;
  lines: string[];
  action?: UssdAction;
}

type Step = { push: Node } | { back: true } | { end: Final } | { invalid: string };

// ---- screens -------------------------------------------------------------------------------

const answer = (kind: 'CON' | 'END', lines: readonly string[]) => `${kind} ${lines.join('\n')}`;

/** Shortens a line until `build(line)` fits: a name longer than a screen must never break it. */
function shortened(line: string, build: (line: string) => string): string {
  let text = line;
  while (!fitsUssd(build(text)) && text.length > 1) text = text.slice(0, -2) + ELLIPSIS;
  return text;
}

/**
 * A final screen: lines after the first are dropped from the end while the screen is too long, and
 * the first is shortened as a last resort.
 */
function endScreen(lines: readonly string[]): string {
  const kept = [...lines];
  while (kept.length > 1 && !fitsUssd(answer('END', kept))) kept.pop();
  const first = shortened(kept[0] ?? '', (line) => answer('END', [line, ...kept.slice(1)]));
  return answer('END', [first, ...kept.slice(1)]);
}

/**
 * A menu screen: a title line, then the body (options, prices). An invalid input's hint takes the
 * title's place on lists and the main menu (the options stay exactly as they were, and the screen
 * keeps its size); it comes before the title where the title carries facts (the subscription).
 */
interface Screen {
  title: string;
  body: string[];
  /** The hint goes before the title instead of replacing it. */
  keepTitle?: boolean;
}

const withHint = (screen: Screen, hint: string | null): string[] => {
  if (!hint) return [screen.title, ...screen.body];
  return screen.keepTitle ? [hint, screen.title, ...screen.body] : [hint, ...screen.body];
};

/** The answer for a screen; a title or a line too long for any screen is shortened to fit. */
function continueScreen(screen: Screen, hint: string | null): string {
  const lines = withHint(screen, hint);
  for (let i = 0; i < lines.length && !fitsUssd(answer('CON', lines)); i += 1) {
    if (/^[0-9]\. (المزيد|رجوع)$/.test(lines[i]!)) continue;
    lines[i] = shortened(lines[i]!, (line) => answer('CON', replaced(lines, i, line)));
  }
  return answer('CON', lines);
}

interface ListScreen {
  title: string;
  /** Lines of the list; numbered `1.`… on the page when `numbered`. */
  items: readonly string[];
  numbered: boolean;
}

type Page = { from: number; to: number };

export const EMPTY_LIST = 'لا توجد أسعار الآن';

function listPage(list: ListScreen, page: Page, more: boolean): Screen {
  const items = list.items.slice(page.from, page.to);
  // A market that stopped quoting, a karat nobody prices yet: say so rather than show a bare title.
  if (list.items.length === 0) return { title: list.title, body: [EMPTY_LIST, BACK] };
  return {
    title: list.title,
    body: [
      ...items.map((item, i) => (list.numbered ? `${i + 1}. ${item}` : item)),
      ...(more ? [MORE] : []),
      BACK,
    ],
  };
}

/**
 * Pages of a list: as many items as fit with the title (or the hint in its place), `9. المزيد` when
 * more follow and `0. رجوع`; at most 8 numbered items, as 9 and 0 are taken.
 */
function pagesOf(list: ListScreen): Page[] {
  const pages: Page[] = [];
  const title = list.title.length >= HINT_BUDGET.length ? list.title : HINT_BUDGET;
  let from = 0;
  do {
    let to = from;
    while (to < list.items.length && (!list.numbered || to - from < 8)) {
      const next = to + 1;
      const screen = listPage({ ...list, title }, { from, to: next }, next < list.items.length);
      if (!fitsUssd(answer('CON', [screen.title, ...screen.body]))) break;
      to = next;
    }
    // An item too long for a screen of its own still gets one, shortened.
    if (to === from && from < list.items.length) to = from + 1;
    pages.push({ from, to });
    from = to;
  } while (from < list.items.length);
  return pages;
}

function mainScreen(): Screen {
  return { title: 'صرّاف', body: ['1. الأسعار', '2. تحويل العملات', '3. الذهب', '4. اشتراكي', '5. مساعدة'] };
}

const pricePer = (line: UssdPriceLine) => `${line.label} ${line.price}`;

function listOf(world: UssdWorld, node: Node): ListScreen | null {
  switch (node.kind) {
    case 'markets':
      return {
        title: 'الأسعار شراء/بيع، اختر السوق',
        items: world.markets.map((m) => m.name),
        numbered: true,
      };
    case 'rates': {
      const entry = world.markets[node.market]!;
      return { title: entry.name, items: world.ratesOf(entry.key).map(pricePer), numbered: false };
    }
    case 'currencies':
      return { title: `حوّل ${node.amount} من`, items: world.currencies.map((c) => c.name), numbered: true };
    case 'golds':
      return { title: 'الذهب: اختر العيار', items: world.goldItems.map((g) => g.name), numbered: true };
    case 'gold': {
      const entry = world.goldItems[node.item]!;
      return { title: entry.name, items: world.goldQuotesOf(entry.key).map(pricePer), numbered: false };
    }
    default:
      return null;
  }
}

const MENU_NAMES: Record<Node['kind'], string> = {
  main: 'main',
  markets: 'rates.markets',
  rates: 'rates.market',
  amount: 'convert.amount',
  currencies: 'convert.currency',
  golds: 'gold.karats',
  gold: 'gold.karat',
  subscription: 'subscription',
  confirm_cancel: 'subscription.confirm_cancel',
};

function subscriptionScreen(world: UssdWorld): Screen {
  const subscription = world.subscription!;
  return {
    title: `اشتراكك: ${STATE_WORDS[subscription.state]}`,
    body: [
      ...(subscription.nextRenewal ? [`يتجدد في ${subscription.nextRenewal}`] : []),
      '1. إلغاء الاشتراك',
      BACK,
    ],
    keepTitle: true,
  };
}

/** The cancel prompt says what is kept: the days already paid. */
const confirmScreen = (world: UssdWorld): Screen => ({
  title: world.subscription?.paidUntil
    ? `تبقى الخدمة حتى ${world.subscription.paidUntil} بلا تجديد. متأكد؟`
    : 'إلغاء الاشتراك مجاني وفوري. متأكد؟',
  body: ['1. نعم', '2. لا'],
  keepTitle: true,
});

function render(world: UssdWorld, node: Node, hint: string | null): string {
  const list = listOf(world, node);
  if (list) {
    const pages = pagesOf(list);
    const at = Math.min(pageOf(node), pages.length - 1);
    return continueScreen(listPage(list, pages[at]!, at < pages.length - 1), hint);
  }
  switch (node.kind) {
    case 'amount':
      return continueScreen({ title: 'اكتب المبلغ بالأرقام', body: [BACK] }, hint);
    case 'subscription':
      return continueScreen(subscriptionScreen(world), hint);
    case 'confirm_cancel':
      return continueScreen(confirmScreen(world), hint);
    default:
      return continueScreen(mainScreen(), hint);
  }
}

const pageOf = (node: Node) => ('page' in node ? node.page : 0);

// ---- final screens -------------------------------------------------------------------------

const subscribeHow = (world: UssdWorld) => `للاشتراك أرسل اشتراك إلى ${world.shortCode}`;

function offer(world: UssdWorld, menu: string, first: string): Final {
  return { menu, lines: [first, subscribeHow(world), `الاشتراك ${world.priceLine}`] };
}

function help(world: UssdWorld): Final {
  return {
    menu: 'help',
    lines: [`${world.priceLine}، يتجدد تلقائياً`, `للإلغاء: الغاء إلى ${world.shortCode} مجاناً`],
  };
}

function notSubscribed(world: UssdWorld): Final {
  const cancelled = world.subscription?.state === 'cancelled';
  const paidUntil = cancelled ? world.subscription?.paidUntil : null;
  return {
    menu: 'subscription.none',
    lines: [
      paidUntil
        ? `اشتراكك ملغى، والخدمة متاحة حتى ${paidUntil}.`
        : cancelled
          ? 'اشتراكك ملغى.'
          : 'لست مشتركاً في صرّاف.',
      subscribeHow(world),
      `الاشتراك ${world.priceLine}`,
    ],
  };
}

function conversionScreen(world: UssdWorld, amount: string, code: string): Final {
  const conversion = world.convert(amount, code);
  if (!conversion) return { menu: 'convert.result', lines: ['لا يتوفر سعر لهذه العملة الآن.'] };
  return {
    menu: 'convert.result',
    lines: [
      `${conversion.amount} ${conversion.fromName} = ${conversion.result} ${conversion.toName}`,
      `السعر ${conversion.rate} (${conversion.sourceName})`,
    ],
  };
}

/** The answer after the caller cancelled the subscription (or could not). */
export function afterCancel(
  world: Pick<UssdWorld, 'shortCode' | 'subscription'>,
  cancelled: boolean,
): string {
  const paidUntil = world.subscription?.paidUntil;
  if (!cancelled) return endScreen([`تعذر الإلغاء الآن. أرسل الغاء إلى ${world.shortCode} مجاناً.`]);
  return endScreen(
    paidUntil
      ? ['تم الإلغاء مجاناً ولن يُخصم شيء بعد الآن.', `الخدمة متاحة لك حتى ${paidUntil}.`]
      : ['تم إلغاء اشتراكك مجاناً، ولن يُخصم منك شيء بعد الآن.'],
  );
}

// ---- the walk ------------------------------------------------------------------------------

/** A choice `1…n` on the current page of a numbered list: the index into the whole list. */
function chosenIndex(world: UssdWorld, node: Node, input: string): number | null {
  const list = listOf(world, node)!;
  const page = pagesOf(list)[pageOf(node)]!;
  if (!/^[1-8]$/.test(input)) return null;
  const index = page.from + Number(input) - 1;
  return index < page.to ? index : null;
}

/** `9` on a page that has a next one. */
function nextPage(world: UssdWorld, node: Node, input: string): boolean {
  const list = listOf(world, node);
  return input === '9' && list !== null && pageOf(node) < pagesOf(list).length - 1;
}

function step(world: UssdWorld, node: Node, input: string): Step {
  const access = world.subscription?.hasAccess ?? false;
  if (input === '0' && node.kind !== 'main') return { back: true };
  if (nextPage(world, node, input)) return { push: { ...node, page: pageOf(node) + 1 } as Node };
  switch (node.kind) {
    case 'main':
      switch (input) {
        case '1':
          if (access) return { push: { kind: 'markets', page: 0 } };
          return {
            end: offer(
              world,
              'rates.sample',
              world.sample ? `${world.sample.market}: ${pricePer(world.sample.line)}` : 'الأسعار للمشتركين.',
            ),
          };
        case '2':
          return access
            ? { push: { kind: 'amount' } }
            : { end: offer(world, 'convert.offer', 'تحويل العملات للمشتركين.') };
        case '3':
          return access
            ? { push: { kind: 'golds', page: 0 } }
            : { end: offer(world, 'gold.offer', 'أسعار الذهب للمشتركين.') };
        case '4':
          return world.subscription && world.subscription.state !== 'cancelled'
            ? { push: { kind: 'subscription' } }
            : { end: notSubscribed(world) };
        case '5':
          return { end: help(world) };
        default:
          return { invalid: INVALID_CHOICE };
      }
    case 'markets': {
      const market = chosenIndex(world, node, input);
      return market === null ? { invalid: INVALID_CHOICE } : { push: { kind: 'rates', market, page: 0 } };
    }
    case 'amount':
      return /^[1-9][0-9]{0,8}$/.test(input)
        ? { push: { kind: 'currencies', amount: input, page: 0 } }
        : { invalid: INVALID_AMOUNT };
    case 'currencies': {
      const index = chosenIndex(world, node, input);
      return index === null
        ? { invalid: INVALID_CHOICE }
        : { end: conversionScreen(world, node.amount, world.currencies[index]!.key) };
    }
    case 'golds': {
      const item = chosenIndex(world, node, input);
      return item === null ? { invalid: INVALID_CHOICE } : { push: { kind: 'gold', item, page: 0 } };
    }
    case 'subscription':
      return input === '1' ? { push: { kind: 'confirm_cancel' } } : { invalid: INVALID_CHOICE };
    case 'confirm_cancel':
      if (input === '1') {
        return { end: { menu: 'subscription.cancelled', lines: [], action: 'cancel_subscription' } };
      }
      return input === '2' ? { back: true } : { invalid: INVALID_CHOICE };
    // Rates and gold pages list prices, not choices: only 9 and 0 mean something there.
    case 'rates':
    case 'gold':
      return { invalid: INVALID_CHOICE };
  }
}

/** The session's inputs from the gateway's `text`: `1*2*9` → ['1', '2', '9'], Arabic digits read. */
export function inputsOf(text: string): string[] {
  const trimmed = text.trim();
  return trimmed === '' ? [] : trimmed.split('*').map((input) => toAsciiDigits(input.trim()));
}

/**
 * The answer to a session whose inputs so far are `inputs`: walks from the main menu, one input at a
 * time, and renders where it stops. An invalid input keeps the menu where it was; only when it is the
 * last one does the screen say so.
 */
export function walkUssd(world: UssdWorld, inputs: readonly string[]): UssdReply {
  const stack: Node[] = [{ kind: 'main' }];
  let hint: string | null = null;
  for (const [at, input] of inputs.entries()) {
    const taken = step(world, stack.at(-1)!, input);
    hint = null;
    if ('invalid' in taken) hint = taken.invalid;
    else if ('back' in taken) stack.pop();
    else if ('push' in taken) stack.push(taken.push);
    else {
      // A final screen ends the session; the gateway sends nothing after it, and a late input
      // repeats the final screen without acting again.
      const { menu, lines, action } = taken.end;
      const last = at === inputs.length - 1;
      if (action && last) return { kind: 'END', text: '', menu, action };
      if (action) return { kind: 'END', text: endScreen(['انتهت هذه الجلسة.']), menu };
      return { kind: 'END', text: endScreen(lines), menu };
    }
  }
  const node = stack.at(-1)!;
  return { kind: 'CON', text: render(world, node, hint), menu: MENU_NAMES[node.kind] };
}
