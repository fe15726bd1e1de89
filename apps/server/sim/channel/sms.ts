import { randomUUID } from 'node:crypto';
import { type ApiClient, createApiClient, readOk } from '@sarraf/contracts/typed-client';
import type { TSmsMessage } from '@sarraf/contracts';
import type { ChannelCommand } from './main';
import { NO_DEV_ROUTE, webhookOf } from './webhook';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The dev outbox's messages to a number, newest first (outside production only). */
async function outbox(api: ApiClient, msisdn: string): Promise<TSmsMessage[]> {
  const response = await api.call('getDevSms', { query: { msisdn, limit: 20 } });
  if (!response.ok)
    throw new Error(`The dev outbox (getDevSms) answered ${response.status} (is the server in production?)`);
  return (await readOk('getDevSms', response)).data;
}

/**
 * `sms --from 967771234567 --text "دولار"`: posts the SMS to the operator webhook
 * (`POST /api/operator/sms` with `x-operator-secret`, or its dev twin without a secret), then prints the reply the server queued for
 * that number, read from the dev SMS outbox.
 */
export const smsCommand: ChannelCommand = {
  usage:
    '--from <msisdn> --text <text> [--to 4545] [--id <message id>] [--server http://127.0.0.1:3000] [--secret $OPERATOR_WEBHOOK_SECRET]',
  options: {
    from: { type: 'string' },
    text: { type: 'string' },
    to: { type: 'string' },
    id: { type: 'string' },
    server: { type: 'string' },
    secret: { type: 'string' },
  },
  async run(values) {
    const from = String(values.from ?? '');
    const text = String(values.text ?? '');
    if (!from || !text) throw new Error('sms needs --from and --text');
    const server = String(values.server ?? process.env.SARRAF_URL ?? 'http://127.0.0.1:3000').replace(
      /\/$/,
      '',
    );
    const secret = String(values.secret ?? process.env.OPERATOR_WEBHOOK_SECRET ?? '');
    const api = createApiClient(server);
    const { route, headers } = webhookOf('sms', secret);
    const msisdn = from.replace(/\D/g, '');
    const messageId = String(values.id ?? `sim-${randomUUID()}`);

    const before = new Set((await outbox(api, msisdn)).map((sms) => sms.id));
    const response = await api.call(route, {
      headers,
      json: {
        message_id: messageId,
        from,
        to: String(values.to ?? '4545'),
        text,
        received_at: new Date().toISOString(),
      },
    });
    const answer = await response.json();
    console.log(`→ ${from}: ${text}   [${response.status} ${JSON.stringify(answer)}]`);
    if (response.status === 404 && !secret) throw new Error(NO_DEV_ROUTE);
    if (!response.ok) process.exit(1);

    // The reply is stored before the webhook answers; a moment's grace covers a slow outbox read.
    for (let attempt = 0; attempt < 10; attempt++) {
      const replies = (await outbox(api, msisdn)).filter((sms) => !before.has(sms.id)).reverse();
      if (replies.length > 0) {
        for (const reply of replies)
          console.log(`← ${reply.purpose} (${reply.text.length} chars): ${reply.text}`);
        return;
      }
      await sleep(200);
    }
    console.log('← no reply (a duplicate delivery, or a number that cannot be answered)');
  },
};
