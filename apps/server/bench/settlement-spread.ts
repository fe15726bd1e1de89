/**
 * A settlement file built to grow the report's totals: `--lines` (400,000) lines, each on its own
 * (day, currency) pair, spread from 1900 over six ISO currencies (about 26 MB); or, with `--days`
 * and `--currencies`, cycling over that many days and currencies (the largest file within the
 * limits: `--days 400 --currencies 20`). `billing:settle`
 * runs as the real command on a fresh PostgreSQL database, first with a one-line file (the
 * command's own baseline), then with this one, while its peak memory (VmHWM) is read from /proc.
 * Prints, for each: exit code, peak RSS, the command's last line, and the size of the back
 * office's detail answer (the import with its totals) when the import was kept. `--cli` runs
 * another build of the command (the one before a change, to compare). A benchmark: it prints
 * figures (docs/revenue.md#limits).
 *
 *   npm run build -w @sarraf/server && TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test \
 *     npx tsx apps/server/bench/settlement-spread.ts [--lines 400000] [--days D --currencies C]
 *     [--cli apps/server/dist/cli.js]
 */
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { desc } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { settlementImports } from '../src/db/schema/index';
import { getSettlementImport } from '../src/services/settlement';
import { freshDatabase } from './fresh-database';
import { runSettleCommand } from './run-settle-command';

const root = path.resolve(import.meta.dirname, '../../..');
const { values } = parseArgs({
  options: {
    lines: { type: 'string', default: '400000' },
    days: { type: 'string' },
    currencies: { type: 'string', default: '6' },
    cli: { type: 'string', default: path.join(root, 'apps/server/dist/cli.js') },
  },
});
const LINES = Number(values.lines);
// Currencies with two minor digits, so `50.00` is an amount in each.
const CURRENCIES = [
  'YER',
  'USD',
  'SAR',
  'EUR',
  'AED',
  'GBP',
  ...Intl.supportedValuesOf('currency').filter(
    (code) =>
      !['YER', 'USD', 'SAR', 'EUR', 'AED', 'GBP', 'JPY', 'KRW', 'VND'].includes(code) &&
      !/^(BHD|IQD|JOD|KWD|LYD|OMR|TND|BIF|CLP|DJF|GNF|ISK|KMF|PYG|RWF|UGX|VUV|XAF|XOF|XPF)$/.test(code),
  ),
].slice(0, Number(values.currencies));
const DAYS = values.days ? Number(values.days) : Infinity;
const DAY_MS = 86_400_000;

const fresh = await freshDatabase('postgres', { label: 'settle_spread', poolSize: 2 });
const work = mkdtempSync(path.join(os.tmpdir(), 'sarraf-settle-spread-'));

async function writeFile(name: string, lines: number): Promise<string> {
  const file = path.join(work, name);
  const out = createWriteStream(file);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write('reference,msisdn,amount,currency,status,charged_at\n');
  for (let i = 0; i < lines; i++) {
    const day = Math.floor(i / CURRENCIES.length) % DAYS;
    const at = new Date(Date.UTC(1900, 0, 1) + day * DAY_MS).toISOString();
    await write(`spread-${i},967770000001,50.00,${CURRENCIES[i % CURRENCIES.length]},charged,${at}\n`);
  }
  out.end();
  await once(out, 'finish');
  return file;
}

async function settle(file: string) {
  const run = await runSettleCommand({
    cli: values.cli,
    file,
    databaseUrl: fresh.config.kind === 'postgres' ? fresh.config.url : '',
    dataDir: work,
  });
  return {
    code: run.code,
    seconds: run.seconds,
    peakRssMb: run.peakRssMb,
    lastLine: (run.stdout.trim() || run.stderr.trim()).split('\n').at(-1),
  };
}

try {
  const database = await openDatabase(fresh.config);
  await migrateDatabase(database);
  const detailBytes = async () => {
    const [latest] = await database.db
      .select({ id: settlementImports.id })
      .from(settlementImports)
      .orderBy(desc(settlementImports.id))
      .limit(1);
    if (!latest) return null;
    const detail = await getSettlementImport(database.db, latest.id);
    return { totals: detail?.totals.length ?? 0, bytes: Buffer.byteLength(JSON.stringify({ data: detail })) };
  };

  const small = await writeFile('one-line.csv', 1);
  const baseline = await settle(small);
  const baselineDetail = await detailBytes();
  const spread = await writeFile('spread.csv', LINES);
  const fileMb = Number((statSync(spread).size / 1024 / 1024).toFixed(1));
  const run = await settle(spread);
  const detail = await detailBytes();
  console.log(
    JSON.stringify({
      cli: path.relative(root, values.cli),
      baseline: { ...baseline, detail: baselineDetail },
      spread: {
        lines: LINES,
        fileMb,
        ...run,
        peakGrowthMb: Number((run.peakRssMb - baseline.peakRssMb).toFixed(1)),
        // The same import as the one-line file's when the spread one was refused.
        detail: detail && detail.totals !== baselineDetail?.totals ? detail : null,
      },
    }),
  );
  await database.close();
} finally {
  rmSync(work, { recursive: true, force: true });
  await fresh.drop();
}
