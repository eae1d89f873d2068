/**
 * `dipkit COMMAND …`: finds the command in the table and runs it.
 * Exit codes: 0 success, 1 problems found in the input, 2 bad command-line use.
 */
import packageJson from '../package.json' with { type: 'json' };
import { commands } from './commands/index.js';
import { slipsAllowed } from '../dsl/slips.js';
import { slips } from '../model/slips.js';
import { clipEcho } from './clip-echo.js';
import { UsageError } from './command.js';
import { exitCodes, safeIo, type CliIo } from './io.js';

export type { CliIo } from './io.js';

function toolHelp(): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    'dipkit: author, check and build variants of Diplomacy',
    '',
    'Usage: dipkit COMMAND [options] [FILE…]',
    '',
    'Commands:',
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'Run `dipkit COMMAND --help` for the options of a command; `dipkit --version` for the version.',
    'Exit codes: 0 success, 1 problems found, 2 bad usage.',
    '',
  ].join('\n');
}

export async function main(argv: readonly string[], given: CliIo): Promise<number> {
  const io = safeIo(given);
  const [name, ...args] = argv;
  if (name === undefined) {
    io.stderr.write(toolHelp());
    return exitCodes.usage;
  }
  if (name === '--version' || name === '-v') {
    io.stdout.write(`dipkit ${packageJson.version}\n`);
    return exitCodes.ok;
  }
  if (name === '--help' || name === '-h' || name === 'help') {
    io.stdout.write(toolHelp());
    return exitCodes.ok;
  }
  const entry = commands.find((c) => c.name === name);
  if (!entry) {
    // A slip of the keyboard (`dipkit chek`) gets the command it was meant for.
    const near = name.length > 20 ? [] : commands.filter((c) => slips(name.toLowerCase(), c.name) <= slipsAllowed(c.name)).map((c) => c.name);
    const hint = near.length > 0 ? `: did you mean ${near.join(' or ')}?` : '';
    io.stderr.write(`dipkit: unknown command ${clipEcho(JSON.stringify(name))}${hint}\n\n${toolHelp()}`);
    return exitCodes.usage;
  }
  const command = await entry.load();
  if (args.includes('--help') || args.includes('-h')) {
    io.stdout.write(command.help);
    return exitCodes.ok;
  }
  try {
    return await command.run(args, io);
  } catch (error) {
    if (error instanceof UsageError) {
      // Its message may quote an argument (a file, an option's value): one bounded line, as any echo.
      io.stderr.write(`dipkit ${command.name}: ${clipEcho(error.message)}\n\n${command.help}`);
      return exitCodes.usage;
    }
    // A bug of ours, not of the input: say so plainly; the stack only on request.
    const detail = error instanceof Error ? (io.env.DIPKIT_DEBUG ? error.stack : error.message) : String(error);
    io.stderr.write(`dipkit ${command.name}: internal error: ${detail}\n`);
    return exitCodes.diagnostics;
  }
}
