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

/**
 * Control characters other than tab and line feed, and bidirectional controls, become
 * U+FFFD on the way out: whatever a file holds (an order, a name, a JSON key echoed in
 * an error), it cannot clear the terminal, retitle it or reorder its text. Only the
 * colour sequences dipkit writes itself pass (dsl/diagnostics/format-diagnostic.ts: red,
 * yellow, cyan, grey, bold, reset), not every ESC [ … m: ESC [ 8 m would hide the text
 * after it, ESC [ 30;40 m paint it black on black.
 */
const unsafe = /\u001b\[(?:0|1|31|33|36|90)m|[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** `colour`: whether dipkit writes colours to this stream; when not, an ESC is never its own, and none passes. */
export function terminalSafe(text: string, colour = true): string {
  return text.replace(unsafe, (match) => (match.length === 1 ? '\ufffd' : colour ? match : '\ufffd' + match.slice(1)));
}

/** The same io, every text written through `terminalSafe`. */
export function safeIo(io: CliIo): CliIo {
  const wrap = (output: Output, colour: boolean): Output => ({ write: (text: string) => output.write(terminalSafe(text, colour)) });
  return { ...io, stdout: wrap(io.stdout, wantsColour(io, 'stdout')), stderr: wrap(io.stderr, wantsColour(io, 'stderr')) };
}
