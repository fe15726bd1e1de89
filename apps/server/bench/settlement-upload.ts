/**
 * How long the back office's settlement upload takes to store a file near the size limit, set
 * against HTTP_REQUEST_TIMEOUT_S (30 s), within which the whole request must arrive. It runs the
 * upload service the route calls (`uploadSettlement`: header check, gzipped 1 MiB parts into the
 * database, the import queued) on a generated CSV of `--mb` MiB (1,024 by default) and prints the
 * time to the answer, the throughput and what the parts take in the database. Loopback HTTP is
 * left out: on one machine it adds about a second per GiB, far less than storing.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test \
 *     npx tsx apps/server/bench/settlement-upload.ts [--mb 1024] [--only pglite|postgres]
 */
import { DEFAULT_OPERATOR_ID } from '../src/env';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { rowsOf } from '../src/lib/sql-rows';
import { uploadSettlement } from '../src/services/settlement';
import { benchServices } from './bench-services';
import { benchDatabases, freshDatabase } from './fresh-database';

const { values } = parseArgs({
  options: { mb: { type: 'string', default: '1024' }, only: { type: 'string' } },
});
const BYTES = Number(values.mb) * 1024 * 1024;
const log = pino({ level: 'warn' }) as unknown as FastifyBaseLogger;

/**
 * A settlement CSV of about `bytes` bytes in the default (http) columns, made as it is read, in
 * chunks of about 1 MiB: distinct references, numbers and amounts, so it compresses like a real file.
 */
function generatedCsv(bytes: number): { body: Readable; made: () => number } {
  let written = 0;
  let line = 0;
  const body = new Readable({
    read() {
      // Whole lines only, never past `bytes`: a file at the limit is still taken.
      if (written + 200 >= bytes) {
        this.push(null);
        return;
      }
      const rows: string[] = written === 0 ? ['reference,msisdn,amount,currency,status,charged_at'] : [];
      let size = 0;
      while (size < Math.min(1024 * 1024, bytes - written - 200)) {
        line += 1;
        const row = `renewal-${line.toString(36)}-${(line * 7919).toString(16)},9677${String(line % 100_000_000).padStart(8, '0')},${(line % 9000) + 100}.00,YER,${line % 17 === 0 ? 'failed' : 'charged'},2026-11-${String((line % 28) + 1).padStart(2, '0')}T${String(line % 24).padStart(2, '0')}:15:00Z`;
        rows.push(row);
        size += row.length + 1;
      }
      const chunk = Buffer.from(`${rows.join('\n')}\n`);
      written += chunk.length;
      this.push(chunk);
    },
  });
  return { body, made: () => written };
}

async function run(kind: 'pglite' | 'postgres') {
  const fresh = await freshDatabase(kind, { label: 'settlement-upload' });
  const database = await openDatabase(fresh.config);
  try {
    await migrateDatabase(database);
    const { deps, stop } = await benchServices(database, {}, log);
    const { body, made } = generatedCsv(BYTES);
    const started = performance.now();
    const answer = await uploadSettlement(deps, {
      body,
      declaredBytes: BYTES,
      fileName: 'bench.csv',
      operatorId: DEFAULT_OPERATOR_ID,
      actor: { type: 'system', label: 'bench' },
    });
    const seconds = (performance.now() - started) / 1000;
    await stop();
    const read = made();
    const [stored] = rowsOf<{ parts: number; bytes: number }>(
      await database.db.execute(
        sql`select count(*)::int as parts, coalesce(sum(octet_length(bytes)), 0)::bigint as bytes from settlement_files`,
      ),
    );
    return {
      db: kind,
      status: answer.status,
      fileMiB: Math.round(read / 1024 / 1024),
      seconds: Number(seconds.toFixed(1)),
      mibPerSecond: Math.round(read / 1024 / 1024 / seconds),
      storedParts: stored?.parts,
      storedMiB: Math.round(Number(stored?.bytes ?? 0) / 1024 / 1024),
    };
  } finally {
    await database.close();
    await fresh.drop();
  }
}

for (const kind of benchDatabases(values.only)) {
  process.stdout.write(`${kind}: storing a ${values.mb} MiB settlement file…\n`);
  process.stdout.write(`${JSON.stringify(await run(kind))}\n`);
}
