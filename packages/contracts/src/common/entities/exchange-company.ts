import { z } from 'zod';
import { ZRecordId } from '../fields';

export const ZExchangeCompanyScope = z.enum(['local', 'international']);
export type TExchangeCompanyScope = z.infer<typeof ZExchangeCompanyScope>;

export const ZPhoneKind = z.enum(['phone', 'whatsapp']);
export type TPhoneKind = z.infer<typeof ZPhoneKind>;

/** A number of an exchange company. The portal links `tel:+{phone}` (or WhatsApp for `whatsapp`). */
export const ZCompanyPhone = z.object({
  id: ZRecordId,
  /** Digits with country code, no `+`, e.g. `9671234567`. */
  phone: z.string().regex(/^[0-9]{6,15}$/),
  kind: ZPhoneKind,
  /** Arabic label, e.g. `فرع المعلا`; null for none. */
  label: z.string().nullable(),
});
export type TCompanyPhone = z.infer<typeof ZCompanyPhone>;

export const ZExchangeCompany = z.object({
  id: ZRecordId,
  name: z.string(),
  scope: ZExchangeCompanyScope,
  city: z.string(),
  address: z.string(),
  website: z.string().nullable(),
  phones: z.array(ZCompanyPhone),
});
export type TExchangeCompany = z.infer<typeof ZExchangeCompany>;

/** A row of the flat phone-number list: a number with the company it belongs to. */
export const ZExchangeCompanyPhoneNumber = ZCompanyPhone.extend({
  company: ZExchangeCompany.pick({ id: true, name: true, scope: true, city: true }),
});
export type TExchangeCompanyPhoneNumber = z.infer<typeof ZExchangeCompanyPhoneNumber>;
