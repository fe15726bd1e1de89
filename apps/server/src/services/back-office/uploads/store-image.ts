import { randomBytes } from 'node:crypto';
import { UPLOAD_MAX_BYTES, type UPLOAD_CONTENT_TYPES } from '@sarraf/contracts';
import { HttpError, unprocessable } from '../../../lib/http-error';
import type { ImageStore } from './image-store';

export type ImageKind = 'jpg' | 'png' | 'webp';

export const IMAGE_CONTENT_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
} as const satisfies Record<ImageKind, (typeof UPLOAD_CONTENT_TYPES)[number]>;

/**
 * What the bytes are, by their magic numbers: the name and the declared type are the client's
 * word, and an "image" that is really HTML or SVG served from our origin would be stored XSS.
 */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

/**
 * Stores an uploaded image with a random name (never the client's), after checking its size and
 * its magic bytes. Returns the URL it is served at.
 */
export async function storeImage(
  store: ImageStore,
  bytes: Buffer | undefined,
): Promise<{ url: string; kind: ImageKind }> {
  if (!bytes || bytes.length === 0) throw unprocessable({ file: ['upload_bad_type'] });
  if (bytes.length > UPLOAD_MAX_BYTES) throw new HttpError(413, 'upload_too_large');
  const kind = sniffImage(bytes);
  if (!kind) throw new HttpError(415, 'upload_bad_type');
  const name = `${randomBytes(16).toString('hex')}.${kind}`;
  await store.put(name, bytes, IMAGE_CONTENT_TYPES[kind]);
  return { url: `/api/uploads/${name}`, kind };
}
