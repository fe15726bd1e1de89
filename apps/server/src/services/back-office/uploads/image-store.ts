import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import type { Config } from '../../../env';
import { serviceUnavailable } from '../../../lib/http-error';

/**
 * Where uploaded images live. One API process can keep them under DATA_DIR; several API hosts
 * need a store they all see, so with S3_BUCKET set they go to an S3-compatible object
 * store (AWS S3, MinIO, Ceph, Cloudflare R2…) instead. Names are ours (random hex + extension),
 * never the client's.
 */
export interface ImageStore {
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when there is no such image. */
  get(name: string): Promise<Buffer | null>;
}

export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

export function createFileImageStore(dataDir: string): ImageStore {
  const dir = uploadsDir(dataDir);
  return {
    async put(name, bytes) {
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, path.basename(name)), bytes, { flag: 'wx' });
    },
    async get(name) {
      try {
        return await readFile(path.join(dir, path.basename(name)));
      } catch {
        return null;
      }
    },
  };
}

const EMPTY_SHA256 = createHash('sha256').update('').digest('hex');

export type S3Settings = NonNullable<Config['uploads']['s3']>;

/**
 * Path-style requests (`endpoint/bucket/uploads/name`), signed with AWS Signature V4 by aws4fetch
 * (a few kB, no dependencies, where the AWS SDK would add megabytes for two calls). Path style is
 * what MinIO and most self-hosted stores expect, and AWS still serves it.
 */
export function createS3ImageStore(settings: S3Settings, timeoutMs = 10_000): ImageStore {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
    retries: 2,
  });
  const base = `${settings.endpoint.replace(/\/$/, '')}/${encodeURIComponent(settings.bucket)}/uploads/`;
  const objectUrl = (name: string) => base + encodeURIComponent(path.basename(name));
  const send = async (url: string, init: RequestInit): Promise<Response> => {
    try {
      return await client.fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      // Unreachable or too slow: the editor is told to try again; nothing was stored.
      throw serviceUnavailable();
    }
  };
  return {
    async put(name, bytes, contentType) {
      const response = await send(objectUrl(name), {
        method: 'PUT',
        body: bytes,
        headers: {
          'content-type': contentType,
          'content-length': String(bytes.length),
          // The payload's hash is signed too (aws4fetch sends UNSIGNED-PAYLOAD to S3 by default):
          // the store refuses a body changed on the way.
          'x-amz-content-sha256': createHash('sha256').update(bytes).digest('hex'),
        },
      });
      await response.arrayBuffer();
      if (!response.ok) throw serviceUnavailable();
    },
    async get(name) {
      const response = await send(objectUrl(name), {
        method: 'GET',
        headers: { 'x-amz-content-sha256': EMPTY_SHA256 },
      });
      if (response.status === 404) {
        await response.arrayBuffer();
        return null;
      }
      if (!response.ok) {
        await response.arrayBuffer();
        throw serviceUnavailable();
      }
      return Buffer.from(await response.arrayBuffer());
    },
  };
}

export function createImageStore(config: Pick<Config, 'dataDir' | 'uploads'>): ImageStore {
  return config.uploads.s3 ? createS3ImageStore(config.uploads.s3) : createFileImageStore(config.dataDir);
}
