import { parseArgs } from 'node:util';
import { smsCommand } from './sms';

/**
 * `npm run channel:sim -- <channel> [options]`: a phone without a browser, talking to a running
 * Sarraf server through the operator's side (docs/keyword-channel.md#the-simulator). Each channel
 * is one command file; a new one (USSD) is one more line in COMMANDS.
 */
export interface ChannelCommand {
  /** One line for the usage text. */
  usage: string;
  options: NonNullable<Parameters<typeof parseArgs>[0]>['options'];
  run(values: Record<string, string | boolean | (string | boolean)[] | undefined>): Promise<void>;
}

const COMMANDS: Readonly<Record<string, ChannelCommand>> = {
  sms: smsCommand,
};

const [name, ...rest] = process.argv.slice(2);
const command = name ? COMMANDS[name] : undefined;
if (!command) {
  console.error('usage: npm run channel:sim -- <command> [options]');
  for (const [commandName, entry] of Object.entries(COMMANDS))
    console.error(`  ${commandName} ${entry.usage}`);
  process.exit(2);
}
try {
  const { values } = parseArgs({ args: rest, options: command.options ?? {}, allowPositionals: false });
  await command.run(values);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
