/** `node:util` parseArgs with its errors turned into usage errors, in our words. */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { clipEcho } from './clip-echo.js';
import { UsageError } from './command.js';

type Options = NonNullable<ParseArgsConfig['options']>;
type Parsed<T extends Options> = ReturnType<typeof parseArgs<{ args: string[]; options: T; allowPositionals: true; strict: true }>>;

export function parseOptions<T extends Options>(args: readonly string[], options: T): Parsed<T> {
  let parsed;
  try {
    parsed = parseArgs({ args: [...args], options, allowPositionals: true, strict: true, tokens: true });
  } catch (error) {
    throw new UsageError(usageProblem(error));
  }
  // `-o=out.svg` is -o with the value "=out.svg" to Node: a file named "=out.svg" was written.
  for (const token of parsed.tokens) {
    if (token.kind === 'option' && token.inlineValue === true && token.rawName.length === 2 && token.value?.startsWith('=') === true) {
      // A token's name is the option's long name, whichever way it was written.
      throw new UsageError(`${clipEcho(`${token.rawName}${token.value}`)}: a short option takes its value after a space (${token.rawName} ${clipEcho(token.value.slice(1))}), or write --${token.name}${clipEcho(token.value)}`);
    }
  }
  const { tokens: _, ...values } = parsed;
  return values as Parsed<T>;
}

/**
 * Node's message in our words: an unknown option (Node 20's text ends in an unclosed quote),
 * an option missing its value, a switch given one.
 */
function usageProblem(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown }).code;
  const unknown = /^Unknown option '(.*?)'\. /s.exec(message);
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && unknown !== null) {
    return `unknown option ${clipEcho(unknown[1])} (a file whose name starts with '-' goes after --)`;
  }
  const missing = /^Option '(?:-\w, )?(--[\w-]+) <value>' argument missing/.exec(message);
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && missing !== null) return `${missing[1]} needs a value after it`;
  const switchValue = /^Option '(?:-\w, )?(--[\w-]+)' does not take an argument/.exec(message);
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && switchValue !== null) return `${switchValue[1]} takes no value: give it alone`;
  return clipEcho(message);
}

/** `--format` is text or json: anything else is a usage error. */
export function checkFormat(value: string | undefined): void {
  if (value !== 'text' && value !== 'json') throw new UsageError(`--format must be text or json, not ${clipEcho(String(value))}`);
}
