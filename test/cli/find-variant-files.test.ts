import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findVariantFiles } from '../../cli/commands/find-variant-files.js';

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
    expect(findVariantFiles(dir)).toEqual([join(dir, 'a', 'other.dip'), join(dir, 'b', 'game.dip')]);
  });

  it('keeps a variant file whose variant statement has a syntax error, so that build reports it', () => {
    const sub = join(dir, 'c');
    mkdirSync(sub);
    writeFileSync(join(sub, 'broken.dip'), 'variant broken victory 18 centers\nprovince x land\n');
    expect(findVariantFiles(sub)).toEqual([join(sub, 'broken.dip')]);
  });
});
