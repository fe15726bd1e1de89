import { z } from 'zod';
import { defineContract } from '../contract';
import { ZData, ZList, ZMessageData } from '../common/envelope';
import { ZRecordId, ZTimestamp } from '../common/fields';
import { ZId } from '../common/query';

/** A partner's API key as the back office lists it: never the key, only its first characters. */
export const ZPartnerKey = z.object({
  id: ZRecordId,
  name: z.string(),
  source_id: ZRecordId,
  source_name: z.string(),
  /** The key's first characters (`srf_live_AbC…`), to tell keys apart. */
  prefix: z.string(),
  created_by: z.string().nullable(),
  created_at: ZTimestamp,
  last_used_at: ZTimestamp.nullable(),
  revoked_at: ZTimestamp.nullable(),
});
export type TPartnerKey = z.infer<typeof ZPartnerKey>;

export const adminListPartnerKeys = defineContract({
  method: 'GET',
  path: '/api/admin/partner-keys',
  summary: "Back office: partners' API keys (never the key itself), newest first",
  tags: ['admin'],
  access: 'admin',
  role: 'admin',
  response: ZList(ZPartnerKey),
});

export const ZCreatePartnerKeyRequest = z.object({
  source_id: ZId,
  name: z.string().trim().min(1).max(100),
});
export type TCreatePartnerKeyRequest = z.infer<typeof ZCreatePartnerKeyRequest>;

export const ZCreatedPartnerKey = z.object({
  id: ZRecordId,
  name: z.string(),
  source_id: ZRecordId,
  /** The key, shown this once: only its hash is kept. */
  key: z.string(),
  created_at: ZTimestamp,
});
export type TCreatedPartnerKey = z.infer<typeof ZCreatedPartnerKey>;

export const adminCreatePartnerKey = defineContract({
  method: 'POST',
  path: '/api/admin/partner-keys',
  summary:
    'Back office: a new API key for a partner, scoped to one price source (201; the key is shown once)',
  tags: ['admin'],
  access: 'admin',
  role: 'admin',
  status: 201,
  body: ZCreatePartnerKeyRequest,
  response: ZData(ZCreatedPartnerKey),
});

export const adminRevokePartnerKey = defineContract({
  method: 'DELETE',
  path: '/api/admin/partner-keys/:id',
  summary: "Back office: revokes a partner's API key at once",
  tags: ['admin'],
  access: 'admin',
  role: 'admin',
  params: z.object({ id: ZId }),
  response: ZMessageData(z.object({ id: ZRecordId, revoked_at: ZTimestamp })),
});
