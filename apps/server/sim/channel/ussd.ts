import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { createApiClient } from '@sarraf/contracts/typed-client';
import { NO_DEV_ROUTE, webhookOf } from './webhook';

/**
 * `npm run channel:sim -- ussd`: the operator's USSD gateway on the command line (docs/ussd.md#the-simulator).
 * Walks one session against a running server, printing each screen: interactive when stdin is a
 * terminal (type a choice, Enter), scripted with `--inputs 1*2` (each input sent as the gateway
 * would: every input so far joined by `*`), or one input per line on a piped stdin.
 */
export interface UssdSimIo {
  write(text: string): void;
  /** The inputs typed one by one; null when there are no more. */
  ask(prompt: string): Promise<string | null>;
}

const USAGE = `usage: ussd [--url http://127.0.0.1:3000] [--msisdn 967771234567] [--secret S]
            [--service-code *123#] [--session ID] [--inputs 1*2*9]
  --secret defaults to OPERATOR_WEBHOOK_SECRET, --url to SARRAF_URL. Without a secret the steps go
  to the dev route /api/dev/operator/ussd (a server outside production, as \`npm start\` runs).`;

function terminalIo(): UssdSimIo & { close(): void } {
  const lines = createInterface({
    input: process.stdin,
    output: process.stdout,
    terminal: process.stdin.isTTY,
  });
  const queued: string[] = [];
  let ended = false;
  const waiting: Array<(line: string | null) => void> = [];
  if (!process.stdin.isTTY) {
    lines.on('line', (line) => (waiting.length ? waiting.shift()!(line) : queued.push(line)));
    lines.on('close', () => {
      ended = true;
      while (waiting.length) waiting.shift()!(null);
    });
  }
  return {
    write: (text) => process.stdout.write(text),
    async ask(prompt) {
      if (process.stdin.isTTY) return lines.question(prompt).catch(() => null);
      if (queued.length) return queued.shift()!;
      if (ended) return null;
      return new Promise((resolve) => waiting.push(resolve));
    },
    close: () => lines.close(),
  };
}

/** Runs one session; resolves with the exit code (0 after an `END`, 1 on an error or no more input). */
export async function runUssd(argv: readonly string[], io?: UssdSimIo): Promise<number> {
  let options;
  try {
    options = parseArgs({
      args: [...argv],
      options: {
        url: { type: 'string', default: process.env.SARRAF_URL ?? 'http://127.0.0.1:3000' },
        msisdn: { type: 'string', default: '967771234567' },
        secret: { type: 'string', default: process.env.OPERATOR_WEBHOOK_SECRET ?? '' },
        'service-code': { type: 'string', default: '*123#' },
        session: { type: 'string', default: `sim-${randomUUID()}` },
        inputs: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    (io ?? terminalIo()).write(`${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }
  const own = io ? null : terminalIo();
  const out = io ?? own!;
  try {
    if (options.help) {
      out.write(`${USAGE}\n`);
      return 0;
    }
    const scripted = options.inputs === undefined ? null : options.inputs.split('*').filter((x) => x !== '');
    const typed: string[] = [];
    const api = createApiClient(options.url.replace(/\/$/, ''));
    const { route, headers } = webhookOf('ussd', options.secret);
    for (;;) {
      const text = typed.join('*');
      const response = await api.call(route, {
        headers,
        json: {
          sessionId: options.session,
          msisdn: options.msisdn,
          serviceCode: options['service-code'],
          text,
        },
      });
      const body = await response.text();
      out.write(`» text=${JSON.stringify(text)}\n`);
      if (!response.ok) {
        out.write(`HTTP ${response.status}: ${body}\n`);
        if (response.status === 404 && !options.secret) out.write(`${NO_DEV_ROUTE}\n`);
        return 1;
      }
      out.write(`${body}\n\n`);
      if (body.startsWith('END ')) return 0;
      const next = scripted ? (scripted.shift() ?? null) : await out.ask('> ');
      if (next === null) return 1;
      typed.push(next.trim());
    }
  } finally {
    own?.close();
  }
}
