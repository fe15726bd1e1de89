import type { TRequest, TResponse } from '@sarraf/contracts/api';
import { callApi } from '../../../lib/api-client';

/** Every price source, for the source picker (a market has a handful; 100 is plenty). */
export async function fetchPriceSources(): Promise<TResponse<'adminListPriceSources'>['data']> {
  return (await callApi('adminListPriceSources', { query: { per_page: 100 } })).data;
}

export async function fetchRateGrid(sourceId: number): Promise<TResponse<'adminGetRateGrid'>['data']> {
  return (await callApi('adminGetRateGrid', { query: { source_id: sourceId } })).data;
}

export function publishRates(
  request: TRequest<'adminPublishRates'>,
): Promise<TResponse<'adminPublishRates'>> {
  return callApi('adminPublishRates', { body: request });
}

export async function previewRateImport(
  input: TRequest<'adminPreviewRateImport'>,
): Promise<TResponse<'adminPreviewRateImport'>['data']> {
  return (await callApi('adminPreviewRateImport', { body: input })).data;
}
