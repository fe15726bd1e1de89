import type { TChartPeriod } from '@sarraf/contracts';
import { callApi } from '../../../lib/api-client';

export interface PairQuery {
  readonly from: string;
  readonly to: string;
  /** One market's lines; null: every market quoting the pair (or the reference feed's). */
  readonly sourceId: number | null;
  readonly period: TChartPeriod;
}

/** Units of `to` per one `from` over the period (docs/design.md#rate-history). */
export async function getRateHistory(pair: PairQuery, signal?: AbortSignal) {
  const response = await callApi('getRateHistory', {
    query: {
      from: pair.from,
      to: pair.to,
      period: pair.period,
      ...(pair.sourceId ? { source_id: pair.sourceId } : {}),
    },
    ...(signal ? { signal } : {}),
  });
  return response.data;
}
