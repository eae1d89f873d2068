/**
 * `--root DIR`: the folder a variant may read files from (what it includes and extends,
 * its board's geometry). By default the folder of the variant file; for variants found
 * under a folder (`build`, `check DIR`, a variant named by its id), that folder.
 */
import { isFolder } from '../../files/path-kind.js';
import { clipEcho } from '../clip-echo.js';
import { UsageError } from '../command.js';

export const rootOption = { root: { type: 'string' } } as const;

/** `--root` names a folder: a file or nothing there is a usage error, not a root that holds nothing. */
export function checkRoot(root: string | undefined): void {
  if (root === undefined) return;
  if (!isFolder(root)) throw new UsageError(`--root ${clipEcho(root)}: not a folder (the folder the variant's files may come from)`);
}

/** The help lines, the description starting at `column` like the other options'. */
export function rootHelp(column: number): string {
  return [`  --root DIR`.padEnd(column) + "the folder the variant's files may come from", ' '.repeat(column) + '(default: the folder of the variant file)'].join('\n');
}
