/**
 * `--root DIR`: the folder a variant may read files from (what it includes and extends,
 * its board's geometry). By default the folder of the variant file; for variants found
 * under a folder (`build`, `check DIR`, a variant named by its id), that folder.
 */
export const rootOption = { root: { type: 'string' } } as const;

/** The help lines, the description starting at `column` like the other options'. */
export function rootHelp(column: number): string {
  return [`  --root DIR`.padEnd(column) + "the folder the variant's files may come from", ' '.repeat(column) + '(default: the folder of the variant file)'].join('\n');
}
