/**
 * Runs a script in a process of its own, for tests a test process cannot run itself: as a
 * user without root's power over permissions (`unprivileged`: nobody when the tests run as
 * root, who may read and write anything; else the user running them), or code that used to
 * loop for ever without yielding (a timeout then fails the test, where an endless loop in the
 * test's own process would hang the whole run). The script is an ES module that may import
 * the sources (through tsx, `sourceImport`) and prints its answer as JSON on standard output.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ScriptOptions {
  readonly unprivileged?: boolean;
  readonly timeoutMs?: number;
}

/** `folder`: where the script is written (readable by nobody when `unprivileged`: mode 0777). */
export function runScript(folder: string, script: string, { unprivileged = false, timeoutMs = 30_000 }: ScriptOptions = {}): unknown {
  const file = join(folder, 'script.mjs');
  writeFileSync(file, script);
  const asNobody = unprivileged && process.getuid?.() === 0;
  const child = spawnSync(process.execPath, ['--import', 'tsx', file], {
    encoding: 'utf8',
    timeout: timeoutMs,
    ...(asNobody ? { uid: 65534, gid: 65534, env: { ...process.env, HOME: folder } } : {}),
  });
  if (child.error !== undefined || child.status !== 0) throw new Error(`the script ${child.error !== undefined ? `did not finish (${child.error.message})` : `failed:\n${child.stderr}`}`);
  return JSON.parse(child.stdout) as unknown;
}

/** How a script imports a source module of dipkit, by its path from the repository's root. */
export function sourceImport(path: string): string {
  return JSON.stringify(new URL(`../../${path}`, import.meta.url).pathname);
}
