import { randomUUID } from 'node:crypto';
import type { ChannelCommand } from './main';
import { NO_DEV_ROUTE, webhookOf } from './webhook';

interface DevSms {
  id: number;
  to: string;
  text: string;
  purpose: string;
  created_at: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The dev outbox's messages to a number, newest first (outside production only). */
async function outbox(server: string, msisdn: string): Promise<DevSms[]> {
  const response = await fetch(`${server}/api/dev/sms?msisdn=${encodeURIComponent(msisdn)}&limit=20`);
  if (!response.ok)
    throw new Error(`GET /api/dev/sms answered ${response.status} (is the server in production?)`);
  return ((await response.json()) as { data: DevSms[] }).data;
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
    const { path, headers } = webhookOf('sms', secret);
    const msisdn = from.replace(/\D/g, '');
    const messageId = String(values.id ?? `sim-${randomUUID()}`);

    const before = new Set((await outbox(server, msisdn)).map((sms) => sms.id));
    const response = await fetch(`${server}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({
        message_id: messageId,
        from,
        to: String(values.to ?? '4545'),
        text,
        received_at: new Date().toISOString(),
      }),
    });
    const answer = await response.json();
    console.log(`→ ${from}: ${text}   [${response.status} ${JSON.stringify(answer)}]`);
    if (response.status === 404 && !secret) throw new Error(NO_DEV_ROUTE);
    if (!response.ok) process.exit(1);

    // The reply is stored before the webhook answers; a moment's grace covers a slow outbox read.
    for (let attempt = 0; attempt < 10; attempt++) {
      const replies = (await outbox(server, msisdn)).filter((sms) => !before.has(sms.id)).reverse();
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
