import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFirstAdmin } from '../../src/services/back-office';
import { importSettlement, SETTLEMENT_PRESETS } from '../../src/services/settlement';
import { adminBrowser, type AdminBrowser } from '../support/admin-browser';
import { silentLogger } from '../support/silent-logger';
import type { TestServer } from '../support/test-server';
import { sellSabafonPlan, startTwoOperatorServer } from '../support/two-operators';
import { chargesOfNewSubscribers, type LedgerCharge } from '../settlement/charges';

const HEADER = 'reference,msisdn,amount,currency,status,charged_at';

describe("a settlement file is one operator's, matched against that operator's ledger only", () => {
  let server: TestServer;
  let admin: AdminBrowser;
  let ours: LedgerCharge[];
  let theirs: LedgerCharge[];
  const directory = mkdtempSync(path.join(os.tmpdir(), 'sarraf-settlement-'));

  const fileOf = (name: string, charges: LedgerCharge[]) => {
    const target = path.join(directory, name);
    const at = new Date().toISOString();
    writeFileSync(
      target,
      [
        HEADER,
        ...charges.map((c) => `${c.reference},${c.msisdn},${c.amount},${c.currency},charged,${at}`),
        '',
      ].join('\n'),
    );
    return target;
  };
  const settle = (operatorId: string, target: string) =>
    importSettlement(
      { database: server.database, log: silentLogger, timeZone: server.config.timeZone },
      {
        path: target,
        fileName: path.basename(target),
        operatorId,
        columns: SETTLEMENT_PRESETS.http,
        actor: { type: 'system', label: 'test' },
      },
    );

  beforeAll(async () => {
    server = await startTwoOperatorServer();
    await sellSabafonPlan(server);
    admin = await adminBrowser(server, (await ensureFirstAdmin(server.database.db))!);
    ours = await chargesOfNewSubscribers(server, 2, '71');
    theirs = await chargesOfNewSubscribers(server, 1, '77');
  });
  afterAll(() => server.close());

  it("reports another operator's reference as missing here, and misses none of the other's charges", async () => {
    const result = await settle('sabafon', fileOf('sabafon.csv', [ours[0]!, theirs[0]!]));
    expect(result.summary).toMatchObject({
      lines: 2,
      matched: 1,
      missing_here: 1,
      // Sabafon's second charge is not in its file; `default`'s charges are not Sabafon's to miss.
      missing_there: 1,
    });
    const listed = await admin.api.ok('adminListSettlements', { query: { operator: 'sabafon' } });
    expect(listed.data.map((row) => [row.id, row.operator_id])).toEqual([[result.importId, 'sabafon']]);
    expect((await admin.api.ok('adminListSettlements', { query: { operator: 'default' } })).data).toEqual([]);
  });

  it("takes the same file again as another operator's, matched against that one's ledger", async () => {
    const target = fileOf('default.csv', [theirs[0]!]);
    const result = await settle('default', target);
    expect(result.summary).toMatchObject({ lines: 1, matched: 1, missing_here: 0, missing_there: 0 });
    expect((await settle('default', target)).duplicate).toBe(true);
  });

  it('refuses an upload that names no operator, or one the configuration does not serve', async () => {
    const upload = (query: { file_name: string; operator?: string }) =>
      admin.api.call('adminUploadSettlement', {
        query,
        body: `${HEADER}\n`,
        headers: { 'content-type': 'text/csv' },
      });
    for (const query of [{ file_name: 'x.csv' }, { file_name: 'x.csv', operator: 'nobody' }]) {
      const answer = await upload(query);
      expect(answer.status).toBe(422);
      expect(Object.keys(((await answer.json()) as { errors: object }).errors)).toEqual(['operator']);
    }
  });
});
