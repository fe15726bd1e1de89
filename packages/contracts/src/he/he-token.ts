import { z } from 'zod';

/** A token from `heIdentify`: opaque base64url, minutes old at most. */
export const ZHeToken = z
  .string()
  .min(16)
  .max(512)
  .regex(/^[A-Za-z0-9_-]+$/);
