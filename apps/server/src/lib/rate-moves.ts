import { Decimal } from './decimal';

/** How far `next` is from `previous`, in percent of `previous` (absolute, 2 decimals). */
export function movePercent(previous: string, next: string): number {
  const before = new Decimal(previous);
  if (before.lte(0)) return 0;
  return new Decimal(next).minus(before).abs().div(before).times(100).toDecimalPlaces(2).toNumber();
}

/** The larger move of a buy/sell pair against the last published pair. */
export function largestMove(
  last: { buy: string; sell: string },
  next: { buy: string; sell: string },
): number {
  return Math.max(movePercent(last.buy, next.buy), movePercent(last.sell, next.sell));
}
