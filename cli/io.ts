/** What a command may touch of the outside world, so tests can run it without a process. */
export interface Output {
  write(text: string): unknown;
}

export interface CliIo {
  readonly stdout: Output;
  readonly stderr: Output;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Whether stdout is a terminal (colours are only used then). */
  readonly isTTY: boolean;
  /** Whether stderr is a terminal; not given: taken as not (`dipkit build 2> log` must get no colour codes). */
  readonly stderrIsTTY?: boolean;
}

/**
 * Colours when writing to a terminal, NO_COLOR (https://no-color.org) is unset or empty,
 * and the terminal is not a dumb one (TERM=dumb: no escape sequences at all).
 */
export function wantsColour(io: CliIo, stream: 'stdout' | 'stderr' = 'stdout'): boolean {
  const terminal = stream === 'stdout' ? io.isTTY : (io.stderrIsTTY ?? false);
  return terminal && !io.env.NO_COLOR && io.env.TERM !== 'dumb';
}

export const exitCodes = { ok: 0, diagnostics: 1, usage: 2 } as const;
