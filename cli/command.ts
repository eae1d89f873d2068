import type { CliIo } from './io.js';

/** One `dipkit` command. */
export interface Command {
  readonly name: string;
  /** The command's full help text. */
  readonly help: string;
  /** Returns the exit code. Argument errors are thrown as `UsageError`. */
  run(args: readonly string[], io: CliIo): Promise<number>;
}

/** Bad command-line use: reported with the command's usage, exit code 2. */
export class UsageError extends Error {}
