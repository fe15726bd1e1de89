import { createHash, randomUUID } from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { and, eq, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settlementFiles, settlementImports } from '../../db/schema/index';

/** The bytes of one stored part: few enough rows for a 1 GiB file, small enough for one insert. */
const PART_BYTES = 1024 * 1024;

// Each part is gzipped (level 1, on libuv's threads): a CSV shrinks to a fifth or less, and raw
// parts went in at some 24 MB/s. Storing time against HTTP_REQUEST_TIMEOUT_S: docs/revenue.md#limits.
const pack = (data: Buffer) => promisify(gzip)(data, { level: 1 });
const unpack = promisify(gunzip);

export interface StoredSettlementFile {
  upload: string;
  sha256: string;
  bytes: number;
}

/**
 * Stores an upload in the database as it arrives, in gzipped parts of 1 MiB, with its SHA-256 and size,
 * so that a worker on any replica can read it. Never holds more than one part in memory. A stream
 * that fails (too large, the client went away) leaves nothing: its parts are deleted.
 */
export async function storeSettlementFile(
  db: Db,
  body: Readable,
  limits: { maxBytes: number; tooLarge: () => Error },
): Promise<StoredSettlementFile> {
  const upload = randomUUID();
  const hash = createHash('sha256');
  let bytes = 0;
  let part = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  // The part being compressed and stored while the next one is read and hashed: at most two parts
  // in memory, and the upload's reading, gzip (on libuv's threads) and inserts overlap.
  let storing: Promise<void> = Promise.resolve();
  /** Starts storing the part read so far; resolves once the part before it is stored. */
  const writePart = (): Promise<void> => {
    if (pendingBytes === 0) return storing;
    const data = Buffer.concat(pending, pendingBytes);
    const number = part++;
    pending = [];
    pendingBytes = 0;
    const previous = storing;
    const packed = pack(data);
    storing = (async () => {
      const bytes = await packed;
      await previous;
      await db.insert(settlementFiles).values({ upload, part: number, bytes });
    })();
    // Awaited by the next part or at the end; marked handled so a failure waits for them.
    storing.catch(() => undefined);
    return previous;
  };
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes > limits.maxBytes) return callback(limits.tooLarge());
      hash.update(chunk);
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes < PART_BYTES) return callback();
      writePart().then(() => callback(), callback);
    },
    final(callback) {
      void writePart();
      storing.then(() => callback(), callback);
    },
  });
  try {
    await pipeline(body, sink);
  } catch (error) {
    // A part still being stored would land after the delete.
    await storing.catch(() => undefined);
    await deleteSettlementFile(db, upload);
    throw error;
  }
  return { upload, sha256: hash.digest('hex'), bytes };
}

/** A stored file as a stream, one part read at a time. */
export function readSettlementFile(db: Db, upload: string): Readable {
  async function* parts() {
    for (let part = 0; ; part++) {
      const [row] = await db
        .select({ bytes: settlementFiles.bytes })
        .from(settlementFiles)
        .where(and(eq(settlementFiles.upload, upload), eq(settlementFiles.part, part)));
      if (!row) return;
      yield await unpack(row.bytes);
    }
  }
  return Readable.from(parts(), { objectMode: false });
}

export async function deleteSettlementFile(db: Db, upload: string): Promise<void> {
  await db.delete(settlementFiles).where(eq(settlementFiles.upload, upload));
}

/**
 * Deletes stored parts no import points at, older than an hour: an upload whose process stopped
 * before its import was queued.
 */
export async function deleteOrphanSettlementFiles(db: Db): Promise<number> {
  const deleted = await db
    .delete(settlementFiles)
    .where(
      and(
        lt(settlementFiles.createdAt, sql`now() - interval '1 hour'`),
        notExists(
          db
            .select({ one: sql`1` })
            .from(settlementImports)
            .where(eq(settlementImports.upload, settlementFiles.upload)),
        ),
      ),
    )
    .returning({ upload: settlementFiles.upload });
  return new Set(deleted.map((row) => row.upload)).size;
}
