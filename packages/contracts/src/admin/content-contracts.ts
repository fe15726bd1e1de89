import type { Contract } from '../contract';
import {
  adminCategories,
  adminCategoryItems,
  adminCompanies,
  adminCompanyPhones,
  adminCurrencies,
  adminPlans,
  adminPriceLists,
  adminPriceSources,
} from './content-resources';
import {
  adminListInformationPages,
  adminNews,
  adminUpdateInformationPage,
  adminUploadImage,
  getUploadedImage,
} from './news';
import { adminPreviewRateImport } from './rate-import';
import { adminGetRateGrid, adminPublishRates } from './rates';
import { adminGetSettings, adminUpdateSettings } from './settings';

const crud = (resource: Record<'list' | 'create' | 'update' | 'remove', Contract>) => [
  resource.list,
  resource.create,
  resource.update,
  resource.remove,
];

/** The back office's content endpoints (the content half), for `allContracts`. */
export const adminContentContracts: readonly Contract[] = [
  adminGetRateGrid,
  adminPublishRates,
  adminPreviewRateImport,
  adminGetSettings,
  adminUpdateSettings,
  ...crud(adminCurrencies),
  ...crud(adminPriceSources),
  ...crud(adminCategories),
  ...crud(adminCategoryItems),
  ...crud(adminCompanies),
  ...crud(adminCompanyPhones),
  ...crud(adminPlans),
  ...crud(adminNews),
  ...crud(adminPriceLists),
  adminListInformationPages,
  adminUpdateInformationPage,
  adminUploadImage,
  getUploadedImage,
];
