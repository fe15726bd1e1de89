import { runUssd } from './ussd';

/**
 * `npm run channel:sim -- <subcommand>`: the phone channels against a running server
 * (docs/ussd.md#the-simulator). `ussd` walks one USSD session.
 */
const [subcommand, ...rest] = process.argv.slice(2);
const commands: Record<string, (argv: string[]) => Promise<number>> = { ussd: (argv) => runUssd(argv) };
const run = subcommand ? commands[subcommand] : undefined;
if (!run) {
  console.error(`usage: channel:sim <${Object.keys(commands).join('|')}> [options]`);
  process.exit(2);
}
process.exitCode = await run(rest);
