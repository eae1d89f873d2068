/**
 * Runs a script as a user without root's power over permissions, for tests of what dipkit
 * does with files it may not read or write: as nobody when the tests run as root (root may
 * read and write anything), else as the user running them. The script is an ES module that
 * may import the sources (through tsx) and prints its answer as JSON on standard output.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** `folder`: where the script is written, readable by nobody (mode 0777 or laxer). */
export function runUnprivileged(folder: string, script: string): unknown {
  const file = join(folder, 'unprivileged.mjs');
  writeFileSync(file, script);
  const asRoot = process.getuid?.() === 0;
  const child = spawnSync(process.execPath, ['--import', 'tsx', file], {
    encoding: 'utf8',
    ...(asRoot ? { uid: 65534, gid: 65534, env: { ...process.env, HOME: folder } } : {}),
  });
  if (child.status !== 0) throw new Error(`the unprivileged script failed:\n${child.stderr}`);
  return JSON.parse(child.stdout) as unknown;
}

/** How a script imports a source module of dipkit, by its path from the repository's root. */
export function sourceImport(path: string): string {
  return JSON.stringify(new URL(`../../${path}`, import.meta.url).pathname);
}
