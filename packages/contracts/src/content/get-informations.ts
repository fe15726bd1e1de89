import { z } from 'zod';
import { defineContract } from '../contract';
import { ZInformation, ZInformationKey } from '../common/entities/information';
import { ZList } from '../common/envelope';

/** Without `key`, all three pages. */
export const ZGetInformationsQuery = z.object({
  key: ZInformationKey.optional(),
});
export type TGetInformationsQuery = z.infer<typeof ZGetInformationsQuery>;

export const ZGetInformationsResponse = ZList(ZInformation);
export type TGetInformationsResponse = z.infer<typeof ZGetInformationsResponse>;

export const getInformations = defineContract({
  method: 'GET',
  path: '/api/get/informations',
  summary: 'Information pages: who we are, privacy policy, terms and conditions',
  tags: ['content'],
  access: 'public',
  query: ZGetInformationsQuery,
  response: ZGetInformationsResponse,
});
