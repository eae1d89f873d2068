/** A fake terminal for running `main` in tests: collects what a command writes. */
import type { CliIo } from '../../cli/io.js';

export interface CapturedIo extends CliIo {
  readonly out: () => string;
  readonly err: () => string;
}

export function captureIo(options: { isTTY?: boolean; stderrIsTTY?: boolean; env?: Record<string, string | undefined> } = {}): CapturedIo {
  let out = '';
  let err = '';
  return {
    stdout: { write: (text: string) => (out += text) },
    stderr: { write: (text: string) => (err += text) },
    env: options.env ?? {},
    isTTY: options.isTTY ?? false,
    stderrIsTTY: options.stderrIsTTY ?? false,
    out: () => out,
    err: () => err,
  };
}
