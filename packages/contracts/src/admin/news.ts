import { z } from 'zod';
import { defineContract } from '../contract';
import { ZData, ZList } from '../common/envelope';
import { ZRecordId, ZTimestamp } from '../common/fields';
import { ZInformationKey } from '../common/entities/information';
import { defineAdminCrud } from './crud';
import { ZEnglishText, ZEnglishTextInput } from './english-text';
import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES } from './upload-limits';

export const ZNewsStatus = z.enum(['draft', 'published']);

export const ZAdminNews = z.object({
  id: ZRecordId,
  title: z.string(),
  summary: z.string(),
  /** Sanitised HTML, as stored and as the portal renders it. */
  body_html: z.string(),
  title_en: ZEnglishText,
  summary_en: ZEnglishText,
  body_html_en: ZEnglishText,
  image_url: z.string().nullable(),
  status: ZNewsStatus,
  /** A future instant schedules the item; a published item without one is dated now. */
  published_at: ZTimestamp.nullable(),
});
export type TAdminNews = z.infer<typeof ZAdminNews>;

/** An image this server stored (`/api/uploads/<name>`), so a news item never hot-links elsewhere. */
export const ZUploadedImageUrl = z.string().regex(/^\/api\/uploads\/[a-f0-9]{32}\.(jpg|png|webp)$/);

export const ZAdminNewsInput = z.object({
  title: z.string().trim().min(1).max(200),
  summary: z.string().trim().max(500),
  // The server sanitises it (sanitizeRichText) before storing: the editor's output is not trusted.
  body_html: z.string().trim().min(1).max(50_000),
  title_en: ZEnglishTextInput(200),
  summary_en: ZEnglishTextInput(500),
  body_html_en: ZEnglishTextInput(50_000),
  image_url: ZUploadedImageUrl.nullable(),
  status: ZNewsStatus,
  published_at: ZTimestamp.nullable(),
});
export type TAdminNewsInput = z.infer<typeof ZAdminNewsInput>;

export const adminNews = defineAdminCrud({
  path: '/api/admin/news',
  name: 'news items',
  item: ZAdminNews,
  input: ZAdminNewsInput,
});
export const {
  list: adminListNews,
  create: adminCreateNews,
  update: adminUpdateNews,
  remove: adminDeleteNews,
} = adminNews;

// ---------------------------------------------------------------- information pages
export const ZAdminInformationPage = z.object({
  key: ZInformationKey,
  title: z.string(),
  body_html: z.string(),
  title_en: ZEnglishText,
  body_html_en: ZEnglishText,
  updated_at: ZTimestamp,
});
export type TAdminInformationPage = z.infer<typeof ZAdminInformationPage>;
export const ZAdminInformationPageInput = z.object({
  title: z.string().trim().min(1).max(200),
  body_html: z.string().trim().min(1).max(50_000),
  title_en: ZEnglishTextInput(200),
  body_html_en: ZEnglishTextInput(50_000),
});
export type TAdminInformationPageInput = z.infer<typeof ZAdminInformationPageInput>;

export const adminListInformationPages = defineContract({
  method: 'GET',
  path: '/api/admin/information-pages',
  summary: 'Back office: the information pages (who we are, privacy, terms)',
  tags: ['admin'],
  access: 'admin',
  response: ZList(ZAdminInformationPage),
});

export const adminUpdateInformationPage = defineContract({
  method: 'PUT',
  path: '/api/admin/information-pages/:key',
  summary: 'Back office: replaces an information page (sanitised, audited)',
  tags: ['admin'],
  access: 'admin',
  params: z.object({ key: ZInformationKey }),
  body: ZAdminInformationPageInput,
  response: ZData(ZAdminInformationPage),
});

// ---------------------------------------------------------------- image upload
export { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES } from './upload-limits';

export const adminUploadImage = defineContract({
  method: 'POST',
  path: '/api/admin/uploads',
  summary:
    'Back office: stores an image (the raw bytes as the body, Content-Type image/jpeg|png|webp, at most 2 MB; checked by its magic bytes)',
  tags: ['admin'],
  access: 'admin',
  // The declared type only gets the bytes read: the server decides what they are by their magic bytes.
  rawBody: {
    kind: 'buffer',
    contentTypes: [...UPLOAD_CONTENT_TYPES, 'application/octet-stream'],
    maxBytes: UPLOAD_MAX_BYTES,
  },
  response: ZData(z.object({ url: ZUploadedImageUrl })),
});

export const getUploadedImage = defineContract({
  method: 'GET',
  path: '/api/uploads/:name',
  summary: 'An uploaded image, with its own safe content type',
  tags: ['content'],
  access: 'public',
  params: z.object({ name: z.string().regex(/^[a-f0-9]{32}\.(jpg|png|webp)$/) }),
  paramsNotFound: true,
  produces: [{ kind: 'stream', contentTypes: UPLOAD_CONTENT_TYPES }],
  response: z.any(),
});
