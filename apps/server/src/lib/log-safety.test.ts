import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { createLogger } from './logger';
import { scrubLogValue, statementLabel, toSafeError } from './log-safety';

const SECRET = 'رمز الدخول إلى صرّاف: 482913 otp=482913';

describe('errors as they may be logged', () => {
  let pglite: PGlite;
  let failure: unknown;
  beforeAll(async () => {
    pglite = await PGlite.create();
    await pglite.exec(`create table sms (id int primary key, text text not null)`);
    const db = drizzle(pglite);
    await db.execute(sql`insert into sms (id, text) values (1, ${SECRET})`);
    // The same row again: a unique violation (23505) on a statement whose parameter is a code SMS.
    failure = await db
      .execute(sql`insert into sms (id, text) values (1, ${SECRET})`)
      .catch((e: unknown) => e);
    // Starting an in-memory PGlite takes seconds when the machine is busy with other suites.
  }, 60_000);
  afterAll(() => pglite.close());

  it("keeps a failed statement's label and SQLSTATE, never its text or parameters", () => {
    // The raw error does carry them (the test would pass for nothing otherwise).
    expect(JSON.stringify(failure, Object.getOwnPropertyNames(failure))).toContain('482913');
    const safe = toSafeError(failure);
    expect(safe).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert sms',
      statement: 'insert sms',
      errorCode: '23505',
      constraint: 'sms_pkey',
      cause: { errorCode: '23505', statement: 'insert sms' },
    });
    const text = JSON.stringify(safe);
    expect(text).not.toContain('482913');
    expect(text).not.toMatch(/params|values \(|\$1/);
    expect(safe.stack).toMatch(/^DrizzleQueryError: Failed query: insert sms\n\s+at /);
  });

  it("elides the quoted input of a data exception (PostgreSQL's own message quotes it)", async () => {
    const error = await pglite
      .query(`select $1::timestamptz`, ['0000-01-01 482913'])
      .catch((e: unknown) => e);
    const safe = toSafeError(error);
    expect(safe.errorCode).toMatch(/^22/);
    expect(JSON.stringify(safe)).not.toContain('482913');
  });

  it('drops parameters and labels statement text in any logged object', () => {
    expect(
      scrubLogValue({
        job: { params: [SECRET], parameters: [SECRET], query: 'update "sms_messages" set "text" = $1' },
        detail: `Key (text)=(${SECRET}) already exists.`,
      }),
    ).toEqual({ job: { query: 'update sms_messages' } });
    expect(statementLabel('select "id" from "access_tokens" where "id" = $1')).toBe('select access_tokens');
    expect(statementLabel('delete from "otp_codes" where x')).toBe('delete otp_codes');
  });

  // The same rules whether the lines are JSON (production, a pipe) or pretty (a terminal in development).
  it.each([
    ['JSON lines (a pipe)', false],
    ['pretty lines (a terminal)', true],
  ])(
    'writes neither through the real logger as %s, whichever way the error is handed to it',
    (_mode, isTTY) => {
      const lines: string[] = [];
      const log = createLogger(
        { logLevel: 'info', nodeEnv: 'development' },
        { isTTY, write: (line: string) => lines.push(line) },
      );
      log.error({ err: failure }, 'unhandled error');
      log.error(failure);
      log.error({ failure, nested: { error: failure } }, 'wrapped');
      log.error(`job failed: ${(failure as Error).message}`);
      const text = lines.join('');
      expect(lines).toHaveLength(4);
      expect(text).toMatch(isTTY ? /errorCode.*23505/ : /"errorCode":"23505"/);
      expect(text).toContain('insert sms');
      expect(text).not.toContain('482913');
      expect(text).not.toMatch(/params/);
    },
  );
});
