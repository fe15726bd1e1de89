import type { TAdminPriceSource, TPublishRatesRequest, TRateGrid, TRateImportRow } from '@sarraf/contracts';
import {
  adminGetRateGrid,
  adminListPriceSources,
  adminPreviewRateImport,
  adminPublishRates,
} from '@sarraf/contracts';
import { apiClient } from '../../../lib/api-client';

/** Every price source, for the source picker (a market has a handful; 100 is plenty). */
export async function fetchPriceSources(): Promise<TAdminPriceSource[]> {
  const response = await apiClient.get<{ data: TAdminPriceSource[] }>(adminListPriceSources.path, {
    params: { per_page: 100 },
  });
  return response.data.data;
}

export async function fetchRateGrid(sourceId: number): Promise<TRateGrid> {
  const response = await apiClient.get<{ data: TRateGrid }>(adminGetRateGrid.path, {
    params: { source_id: sourceId },
  });
  return response.data.data;
}

export async function publishRates(
  request: TPublishRatesRequest,
): Promise<{ message: string; data: { recorded_at: string; published: number } }> {
  const response = await apiClient.post<{
    message: string;
    data: { recorded_at: string; published: number };
  }>(adminPublishRates.path, request);
  return response.data;
}

export async function previewRateImport(input: {
  text: string;
  source_id?: number;
}): Promise<{ rows: TRateImportRow[]; max_move_percent: number }> {
  const response = await apiClient.post<{ data: { rows: TRateImportRow[]; max_move_percent: number } }>(
    adminPreviewRateImport.path,
    input,
  );
  return response.data.data;
}
