/**
 * With `--format json`, standard output holds JSON whatever happens: a command that fails
 * before writing its result (a file it cannot read, a variant that does not compile) gives
 * the problems it wrote to standard error as `{ "errors": [ … ] }` too, one per line, so a
 * program reading its output always gets JSON (and the exit code says which it is).
 */
import type { CliIo } from './io.js';

/** `json`: whether the command writes JSON (--format json); when not, `run` runs as it is. */
export async function jsonOnFailure(io: CliIo, json: boolean, run: (io: CliIo) => Promise<number>): Promise<number> {
  if (!json) return run(io);
  let written = false;
  const said: string[] = [];
  const watched: CliIo = {
    ...io,
    stdout: { write: (text: string) => ((written = true), io.stdout.write(text)) },
    stderr: { write: (text: string) => (said.push(text), io.stderr.write(text)) },
  };
  const code = await run(watched);
  if (code !== 0 && !written) {
    const errors = said.join('').split('\n').filter((line) => line.trim() !== '');
    io.stdout.write(JSON.stringify({ errors }, null, 2) + '\n');
  }
  return code;
}
