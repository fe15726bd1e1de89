import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkSettlementHeader, missingSettlementColumn } from './settlement-header';
import { SETTLEMENT_PRESETS } from './settlement-line';

describe('the settlement file header', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sarraf-settle-header-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (text: string) => {
    const target = path.join(dir, `${Math.random().toString(36).slice(2)}.csv`);
    writeFileSync(target, text);
    return target;
  };

  it('names the first mapped column the header lacks', () => {
    const header = ['reference', 'msisdn', 'amount', 'currency', 'charged_at'];
    const missing = missingSettlementColumn(header, SETTLEMENT_PRESETS.http);
    expect(missing?.message).toBe('column status (status) is missing from the header');
    expect(missing?.where).toEqual({ column: 'status' });
    expect(missingSettlementColumn([...header, 'status'], SETTLEMENT_PRESETS.http)).toBeNull();
  });

  it('reads only the header row of a file, BOM and spaces allowed', async () => {
    await expect(
      checkSettlementHeader(
        file('\uFEFFreference, msisdn,amount,currency,status,charged_at\nnot,a,valid,line\n'),
        SETTLEMENT_PRESETS.http,
      ),
    ).resolves.toBeUndefined();
    await expect(
      checkSettlementHeader(file('clientCorrelator,endUserId\n'), SETTLEMENT_PRESETS.oneapi),
    ).rejects.toThrow('column amount (amount) is missing from the header');
    await expect(checkSettlementHeader(file(''), SETTLEMENT_PRESETS.http)).rejects.toThrow('no header row');
  });
});
