import { z } from 'zod';
import { ZTimestamp } from '../fields';

/** The information pages: who we are, privacy policy, terms and conditions. */
export const ZInformationKey = z.enum(['who', 'privacy', 'terms']);
export type TInformationKey = z.infer<typeof ZInformationKey>;

export const ZInformation = z.object({
  key: ZInformationKey,
  title: z.string(),
  /** Sanitised HTML, like news bodies. */
  body_html: z.string(),
  updated_at: ZTimestamp,
});
export type TInformation = z.infer<typeof ZInformation>;
