/** `node:util` parseArgs with its errors turned into usage errors, in our words. */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { clipEcho } from './clip-echo.js';
import { UsageError } from './command.js';

type Options = NonNullable<ParseArgsConfig['options']>;
type Parsed<T extends Options> = ReturnType<typeof parseArgs<{ args: string[]; options: T; allowPositionals: true; strict: true }>>;

export function parseOptions<T extends Options>(args: readonly string[], options: T): Parsed<T> {
  try {
    return parseArgs({ args: [...args], options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(usageProblem(error));
  }
}

/** Node's message, except for an unknown option: its text ends in an unclosed quote (Node 20). */
function usageProblem(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const unknown = /^Unknown option '(.*?)'\. /s.exec(message);
  if ((error as { code?: unknown }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && unknown !== null) {
    return `unknown option ${clipEcho(unknown[1])} (a file whose name starts with '-' goes after --)`;
  }
  return clipEcho(message);
}
