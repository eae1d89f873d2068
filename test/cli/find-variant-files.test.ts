import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findVariantFiles } from '../../cli/commands/find-variant-files.js';
import { runScript, sourceImport } from '../support/run-script.js';

const dir = mkdtempSync(join(tmpdir(), 'dipkit-find-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('findVariantFiles', () => {
  it('finds the .dip files with a variant statement, in sorted order, not the maps they include', () => {
    mkdirSync(join(dir, 'b'));
    mkdirSync(join(dir, 'a'));
    writeFileSync(join(dir, 'b', 'game.dip'), 'variant game\ninclude "map.dip"\n');
    writeFileSync(join(dir, 'b', 'map.dip'), 'province x land\n');
    writeFileSync(join(dir, 'a', 'other.dip'), '# a comment naming variant x\nvariant other extends "../b/game.dip"\n');
    writeFileSync(join(dir, 'a', 'notes.txt'), 'variant nothing\n');
    expect(findVariantFiles(dir)).toEqual({ files: [join(dir, 'a', 'other.dip'), join(dir, 'b', 'game.dip')], unread: [] });
  });

  it('keeps a variant file whose variant statement has a syntax error, so that build reports it', () => {
    const sub = join(dir, 'c');
    mkdirSync(sub);
    writeFileSync(join(sub, 'broken.dip'), 'variant broken victory 18 centers\nprovince x land\n');
    expect(findVariantFiles(sub)).toEqual({ files: [join(sub, 'broken.dip')], unread: [] });
  });

  it('leaves out a folder it may not read, saying which and why, rather than failing the walk', () => {
    const shared = mkdtempSync(join(tmpdir(), 'dipkit-find-locked-'));
    chmodSync(shared, 0o777);
    try {
      mkdirSync(join(shared, 'open'));
      writeFileSync(join(shared, 'open', 'game.dip'), 'variant game\n');
      mkdirSync(join(shared, 'locked'), { mode: 0o700 });
      writeFileSync(join(shared, 'locked', 'hidden.dip'), 'variant hidden\n');
      chmodSync(join(shared, 'locked'), 0o000);
      const found = runScript(
        shared,
        `import { findVariantFiles } from ${sourceImport('cli/commands/find-variant-files.ts')};\nfunction main() {\n  return findVariantFiles(${JSON.stringify(shared)});\n}\n`,
        { unprivileged: true },
      );
      expect(found).toEqual({ files: [join(shared, 'open', 'game.dip')], unread: [{ folder: join(shared, 'locked'), problem: 'permission denied' }] });
    } finally {
      rmSync(shared, { recursive: true, force: true });
    }
  });
});
