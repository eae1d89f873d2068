/**
 * Runs a script in a process of its own, for tests a test process cannot run itself: as a
 * user without root's power over permissions (`unprivileged`: nobody when the tests run as
 * root, who may read and write anything; else the user running them), or code that used to
 * loop for ever without yielding (a timeout then fails the test, where an endless loop in the
 * test's own process would hang the whole run).
 *
 * The script is TypeScript that imports the sources (`sourceImport`) and defines `main()`,
 * whose answer (or its promise's) comes back as JSON. Run unprivileged, it is bundled first
 * into `folder`: nobody may not be able to read this checkout at all (a clone in a private
 * folder), let alone its node_modules.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';

export interface ScriptOptions {
  readonly unprivileged?: boolean;
  readonly timeoutMs?: number;
}

/** `folder`: where the script is written (when `unprivileged`, one nobody may read: mode 0777). */
export function runScript(folder: string, script: string, { unprivileged = false, timeoutMs = 30_000 }: ScriptOptions = {}): unknown {
  const file = join(folder, 'script.mts');
  writeFileSync(file, `${script}\nPromise.resolve(main()).then((answer) => process.stdout.write(JSON.stringify(answer)));\n`);
  let args = ['--import', 'tsx', file];
  if (unprivileged) {
    const bundle = join(folder, 'script.cjs');
    buildSync({ entryPoints: [file], bundle: true, platform: 'node', format: 'cjs', target: 'node20', outfile: bundle, logLevel: 'silent' });
    args = [bundle];
  }
  const asNobody = unprivileged && process.getuid?.() === 0;
  const child = spawnSync(process.execPath, args, {
    encoding: 'utf8',
    // tsx is found from this checkout; a bundle needs nothing of it (nobody may not even enter it).
    ...(unprivileged ? { cwd: folder } : {}),
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
