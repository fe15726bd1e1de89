import { z } from 'zod';
import { ZRecordId, ZTimestamp } from '../fields';

/** A news item as listed (no body, to keep lists small). */
export const ZNewsSummary = z.object({
  id: ZRecordId,
  title: z.string(),
  summary: z.string(),
  /** Path or URL of the image; null for none. */
  image_url: z.string().nullable(),
  published_at: ZTimestamp,
});
export type TNewsSummary = z.infer<typeof ZNewsSummary>;

/** A news item in full (`/client/news/details/{id}`). */
export const ZNewsItem = ZNewsSummary.extend({
  /** Sanitised HTML: no script, no event handlers, no `javascript:` URLs. */
  body_html: z.string(),
  updated_at: ZTimestamp,
});
export type TNewsItem = z.infer<typeof ZNewsItem>;
