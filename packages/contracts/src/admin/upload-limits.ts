// Zod-free, so the back office checks a file before sending it without bundling zod.

/** The largest image the back office may upload. */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
/** The image types an upload may be (the server checks the magic bytes too). */
export const UPLOAD_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
