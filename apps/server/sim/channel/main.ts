import { parseArgs } from 'node:util';
import { smsCommand } from './sms';
import { runUssd } from './ussd';

/**
 * `npm run channel:sim -- <channel> [options]`: a phone without a browser, talking to a running
 * Sarraf server through the operator's side (docs/keyword-channel.md#the-simulator,
 * docs/ussd.md#the-simulator). `sms` sends one message to the short code and prints the reply;
 * `ussd` walks one USSD session. A new channel is one more line in COMMANDS.
 */
export interface ChannelCommand {
  /** One line for the usage text. */
  usage: string;
  options: NonNullable<Parameters<typeof parseArgs>[0]>['options'];
  run(values: Record<string, string | boolean | (string | boolean)[] | undefined>): Promise<void>;
}

/** A command that reads its own arguments and answers an exit code. */
type Command = { usage: string; main(argv: string[]): Promise<number> };

const withOptions = (command: ChannelCommand): Command => ({
  usage: command.usage,
  async main(argv) {
    const { values } = parseArgs({ args: argv, options: command.options ?? {}, allowPositionals: false });
    await command.run(values);
    return 0;
  },
});

const COMMANDS: Readonly<Record<string, Command>> = {
  sms: withOptions(smsCommand),
  ussd: {
    usage: '[--msisdn N] [--inputs 1*2] (interactive without --inputs)',
    main: (argv) => runUssd(argv),
  },
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
  process.exitCode = await command.main(rest);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
