import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_MAX_BYTES } from '@sarraf/contracts';
import { HttpError, unprocessable } from '../../../lib/http-error';

export type ImageKind = 'jpg' | 'png' | 'webp';

export const IMAGE_CONTENT_TYPES: Record<ImageKind, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

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

export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/**
 * Stores an uploaded image under DATA_DIR/uploads with a random name (never the client's), after
 * checking its size and its magic bytes. Returns the URL it is served at.
 */
export async function storeImage(
  dataDir: string,
  bytes: Buffer | undefined,
): Promise<{ url: string; kind: ImageKind }> {
  if (!bytes || bytes.length === 0) throw unprocessable({ file: ['upload_bad_type'] });
  if (bytes.length > UPLOAD_MAX_BYTES) throw new HttpError(413, 'upload_too_large');
  const kind = sniffImage(bytes);
  if (!kind) throw new HttpError(415, 'upload_bad_type');
  const name = `${randomBytes(16).toString('hex')}.${kind}`;
  const dir = uploadsDir(dataDir);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, name), bytes, { flag: 'wx' });
  return { url: `/api/uploads/${name}`, kind };
}

/** An uploaded image's bytes, or null when there is no such file. The name is validated upstream. */
export async function readImage(dataDir: string, name: string): Promise<Buffer | null> {
  try {
    return await readFile(path.join(uploadsDir(dataDir), path.basename(name)));
  } catch {
    return null;
  }
}
