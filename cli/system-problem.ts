/**
 * Why the system refused to read or write a file, in words (`cannot write (no such folder)`)
 * rather than its code (`ENOENT`), for the messages of the commands that write files.
 */
const WORDS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file or folder',
  EACCES: 'permission denied',
  EPERM: 'not permitted',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'disk quota exceeded',
  EROFS: 'a read-only file system',
  EISDIR: 'it is a folder',
  ENOTDIR: 'a part of the path is not a folder',
  EEXIST: 'it already exists',
  ENAMETOOLONG: 'the name is too long',
  EMFILE: 'too many open files',
  EIO: 'an input/output error',
  EXDEV: 'it is on another device',
};

export function systemProblem(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && Object.hasOwn(WORDS, code)) return WORDS[code];
  const message = error instanceof Error ? error.message : String(error);
  // Node's messages end in the path, which the caller names already: its first clause is enough.
  return message.split('\n')[0];
}
