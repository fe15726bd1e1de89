import { t } from '../../../i18n/language';
import type { DigitStyle } from '../../../lib/digits';
import { formatDateTime, localizeDigits } from '../../../lib/format';
import { languageOfText } from '../../../lib/text-direction';
import type { RateCardContent } from './rate-card';
import { rateText } from './share-text';

/** Square, the size messaging apps show best; well above the 600 × 600 the card must reach. */
export const CARD_SIZE = 1080;

const FONT = '"IBM Plex Sans Arabic", system-ui, sans-serif';
const NAVY = '#19386f';
const INK = '#0f172a';
const MUTED = '#475569';
const STRIPE = '#f1f5f9';
const MARGIN = 60;
// Column centres of the two numbers (RTL: the label is on the right, buy then sell leftwards).
const BUY_X = 470;
const SELL_X = 200;
const TABLE_TOP = 430;
const TABLE_BOTTOM = 910;

export interface CardService {
  readonly name: string;
  /** Null when the service details could not be loaded: the card is drawn without it. */
  readonly shortCode: string | null;
  /** The service's time zone: the card's time is written in it, with its name. */
  readonly timeZone: string;
}

/**
 * The web font the page uses, before drawing: a canvas draws with whatever is loaded at that
 * moment, and the fallback font shapes Arabic differently from what the reader sees on screen.
 */
async function loadFonts(): Promise<void> {
  try {
    await Promise.all([document.fonts.load(`700 48px ${FONT}`), document.fonts.load(`400 32px ${FONT}`)]);
  } catch {
    // Drawing with a system font still gives a readable card.
  }
}

/** Shrinks the font until the text fits in `width` (a long market or currency name). */
function fitText(
  context: CanvasRenderingContext2D,
  text: string,
  weight: number,
  size: number,
  width: number,
) {
  let current = size;
  context.font = `${weight} ${current}px ${FONT}`;
  while (current > 18 && context.measureText(text).width > width) {
    current -= 2;
    context.font = `${weight} ${current}px ${FONT}`;
  }
}

function drawText(
  context: CanvasRenderingContext2D,
  text: string,
  x: number,
  y: number,
  style: {
    weight?: number;
    size: number;
    colour: string;
    align?: CanvasTextAlign;
    maxWidth?: number;
    ltr?: boolean;
  },
) {
  context.fillStyle = style.colour;
  context.textAlign = style.align ?? 'right';
  // Arabic lines are RTL, shaped by the browser; the figures are LTR runs (a rate, an address), and
  // so is an English line (the English portal's labels and names), else its colon and full stop
  // would land at its other end («Sanaa :City»).
  context.direction = style.ltr || languageOfText(text) === 'en' ? 'ltr' : 'rtl';
  fitText(context, text, style.weight ?? 400, style.size, style.maxWidth ?? CARD_SIZE - 2 * MARGIN);
  context.fillText(text, x, y);
}

/**
 * Draws the rate card (docs/product.md#sharing-a-rate-card) and returns it as a PNG: the service's
 * name and short code in the band, the heading and market, a row per rate with buy and sell, the
 * time of the newest rate and the portal's address.
 */
export async function drawRateCard(
  content: RateCardContent,
  service: CardService,
  portalUrl: string,
  digits: DigitStyle,
): Promise<Blob> {
  await loadFonts();
  const canvas = document.createElement('canvas');
  canvas.width = CARD_SIZE;
  canvas.height = CARD_SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas context');
  const right = CARD_SIZE - MARGIN;
  context.textBaseline = 'middle';

  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, CARD_SIZE, CARD_SIZE);

  // The band: service name, what the card is, and the short code.
  context.fillStyle = NAVY;
  context.fillRect(0, 0, CARD_SIZE, 200);
  drawText(context, service.name, right, 80, { weight: 700, size: 88, colour: '#ffffff', maxWidth: 520 });
  drawText(context, t.share.today, right, 155, { size: 36, colour: '#e2e8f0', maxWidth: 520 });
  if (service.shortCode) {
    drawText(context, t.share.shortCode(localizeDigits(service.shortCode, digits)), MARGIN, 100, {
      weight: 700,
      size: 40,
      colour: '#ffffff',
      align: 'left',
      maxWidth: 400,
    });
  }

  drawText(context, content.heading, right, 260, { weight: 700, size: 52, colour: INK });
  let top = 320;
  if (content.market && content.market !== content.heading) {
    drawText(context, content.market, right, top, { size: 34, colour: MUTED });
    top += 50;
  }
  if (content.note) {
    drawText(context, content.note, right, top, { weight: 700, size: 36, colour: NAVY });
    top += 50;
  }

  // The table: a header row, then as many rows as fit (row height shrinks with their number).
  const tableTop = Math.max(TABLE_TOP, top + 10);
  drawText(context, t.rates.currency, right, tableTop, { weight: 700, size: 30, colour: MUTED });
  drawText(context, t.rates.buy, BUY_X, tableTop, { weight: 700, size: 30, colour: MUTED, align: 'center' });
  drawText(context, t.rates.sell, SELL_X, tableTop, {
    weight: 700,
    size: 30,
    colour: MUTED,
    align: 'center',
  });
  const firstRow = tableTop + 30;
  const rowHeight = Math.min(90, (TABLE_BOTTOM - firstRow) / Math.max(1, content.rows.length));
  const rowFont = Math.max(20, Math.min(44, Math.floor(rowHeight * 0.5)));
  const shown = content.rows.slice(0, Math.floor((TABLE_BOTTOM - firstRow) / rowHeight));
  shown.forEach((row, index) => {
    const top = firstRow + index * rowHeight;
    const middle = top + rowHeight / 2;
    if (index % 2 === 0) {
      context.fillStyle = STRIPE;
      context.fillRect(MARGIN - 20, top, CARD_SIZE - 2 * MARGIN + 40, rowHeight);
    }
    drawText(context, row.label, right, middle, { weight: 700, size: rowFont, colour: INK, maxWidth: 380 });
    for (const [value, x] of [
      [row.buy, BUY_X],
      [row.sell, SELL_X],
    ] as const) {
      drawText(context, rateText(value, digits), x, middle, {
        weight: 700,
        size: rowFont,
        colour: INK,
        align: 'center',
        maxWidth: 250,
        ltr: true,
      });
    }
  });

  // The footer: when, in what unit, and where to see more.
  context.fillStyle = '#cbd5e1';
  context.fillRect(MARGIN, 935, CARD_SIZE - 2 * MARGIN, 2);
  if (content.recordedAt) {
    // Read by people on any clock: the time always names its zone (docs/design.md#one-clock).
    const time = formatDateTime(content.recordedAt, digits, undefined, {
      zone: service.timeZone,
      naming: 'always',
    });
    drawText(context, `${t.rates.lastUpdated} ${time}`, right, 975, {
      size: 30,
      colour: INK,
      maxWidth: 600,
    });
  }
  drawText(context, t.share.unit, right, 1030, { size: 24, colour: MUTED, maxWidth: 560 });
  drawText(context, portalUrl.replace(/^https?:\/\//, '').replace(/\/$/, ''), MARGIN, 1003, {
    weight: 700,
    size: 30,
    colour: NAVY,
    align: 'left',
    maxWidth: 340,
    ltr: true,
  });

  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The canvas gave no image'))),
      'image/png',
    );
  });
}
