import { Decimal } from './decimal';

/**
 * One step of the demo feed's drift, pure (docs/design.md#the-demo-feed): the mid rate takes a
 * small random step and is pulled back towards yesterday's close, so rates move visibly every few
 * minutes and still look like a market hours later, never wandering off; the spread stays what the
 * source quotes. `random` is a uniform draw in [0, 1).
 */
export interface DriftInput {
  buy: string;
  sell: string;
  /** Yesterday's closing buy and sell (the pull's anchor); the current pair when there is none. */
  anchorBuy: string;
  anchorSell: string;
}

/** The step's size: 0.08 % of the rate, about a rial on the dollar in Aden's market. */
export const DRIFT_STEP = 0.0008;
/** The share of the distance to the anchor made up each step. */
export const DRIFT_PULL = 0.08;

/** Two decimals for a rate of 10 or more, four below (a riyal in dollars), as editors type them. */
const decimalsFor = (value: Decimal) => (value.gte(10) ? 2 : 4);

export function driftRate(input: DriftInput, random: () => number): { buy: string; sell: string } {
  const buy = new Decimal(input.buy);
  const sell = new Decimal(input.sell);
  const mid = buy.plus(sell).div(2);
  const anchor = new Decimal(input.anchorBuy).plus(input.anchorSell).div(2);
  const halfSpread = sell.minus(buy).div(2).abs();
  // A symmetric step (the sum of two uniforms: small moves common, large ones rare) and the pull.
  const step = (random() + random() - 1) * DRIFT_STEP;
  const pull = anchor.minus(mid).div(mid).times(DRIFT_PULL).toNumber();
  const nextMid = mid.times(1 + step + pull);
  const places = decimalsFor(nextMid);
  const nextBuy = nextMid.minus(halfSpread).toDecimalPlaces(places);
  let nextSell = nextMid.plus(halfSpread).toDecimalPlaces(places);
  if (nextSell.lt(nextBuy)) nextSell = nextBuy;
  return { buy: nextBuy.toFixed(places), sell: nextSell.toFixed(places) };
}
