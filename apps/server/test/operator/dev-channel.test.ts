import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runUssd } from '../../sim/channel/ussd';
import { newLocalMsisdn, outbox, startBillingServer, stored } from '../support/billing';
import type { TestServer } from '../support/test-server';

const root = path.resolve(import.meta.dirname, '../../../..');

/**
 * `npm run channel:sim` against a server started as `npm start` starts it: no
 * OPERATOR_WEBHOOK_SECRET, so the operator's webhooks refuse everything, and the simulator goes
 * through their dev routes (docs/keyword-channel.md#the-simulator).
 */
describe('the channel simulator against a server without the operator secret', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startBillingServer({ env: { SERVICE_SHORT_CODE: '4545' } });
  });
  afterAll(() => server.close());

  it('keeps the real webhooks closed while the secret is unset', async () => {
    const sms = { message_id: 'dev-closed', from: '967771234567', to: '4545', text: 'HELP' };
    expect((await server.api.call('receiveOperatorSms', { json: sms })).status).toBe(401);
    const step = { sessionId: 'dev-closed', msisdn: '967771234567', serviceCode: '*123#', text: '' };
    expect((await server.api.call('receiveOperatorUssd', { json: step })).status).toBe(401);
  });

  it('walks a USSD session with no --secret, through the dev route', async () => {
    let printed = '';
    const io = { write: (text: string) => void (printed += text), ask: () => Promise.resolve(null) };
    const argv = ['--url', server.url, '--secret', '', '--msisdn', stored(newLocalMsisdn()), '--inputs', '5'];
    expect(await runUssd(argv, io)).toBe(0);
    expect(printed).toContain('» text=""\nCON صرّاف\n1. الأسعار');
    expect(printed).toMatch(/» text="5"\nEND [^\n]+/);
  });

  it('sends an SMS keyword with no secret and prints the reply, as the README shows', async () => {
    const msisdn = stored(newLocalMsisdn());
    const { OPERATOR_WEBHOOK_SECRET: _unset, ...env } = process.env;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        path.join(root, 'node_modules/tsx/dist/cli.mjs'),
        'apps/server/sim/channel/main.ts',
        'sms',
        '--from',
        msisdn,
        '--text',
        'مساعدة',
        '--server',
        server.url,
      ],
      { cwd: root, env },
    );
    expect(stdout).toContain(`→ ${msisdn}: مساعدة   [200 `);
    expect(stdout).toMatch(/← keyword\.reply \(\d+ chars\): .*4545/);
    expect((await outbox(server, msisdn)).map((sms) => sms.purpose)).toContain('keyword.reply');
  });
});
