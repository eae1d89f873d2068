/**
 * `extends "ID"`: a variant in any folder may start from a variant dipkit ships (`extends
 * "standard"`), after a file of that name beside it; the shipped base reads its own bases
 * inside the shipped folder, and an id found nowhere is one error naming the shipped ids.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileFile } from '../../../compiler/compile.js';
import type { ShippedVariants } from '../../../compiler/resolve/shipped-variants.js';
import { formatDiagnostics } from '../../../compiler/format-diagnostics.js';
import { miniMap } from '../../support/mini-map.js';

const dir = mkdtempSync(join(tmpdir(), 'dipkit-extends-shipped-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const variants = resolve('variants');
const files: Record<string, string> = {
  standard: join(variants, 'standard/standard.dip'),
  'four-players': join(variants, 'standard/four-players.dip'),
};
const shipped: ShippedVariants = { root: variants, file: (id) => files[id] ?? null, ids: () => Object.keys(files) };

function write(name: string, text: string): string {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}

describe('a variant extending one dipkit ships', () => {
  it('starts from the shipped Standard when no file here has that name', () => {
    const file = write('mine.dip', 'variant mine extends "standard"\n  en "Mine"\n\nrule civil-disorder italy\n');
    const result = compileFile(file, { shipped });
    expect(result.diagnostics).toEqual([]);
    expect(result.variant?.id).toBe('mine');
    expect(result.variant?.powers).toHaveLength(7);
    expect(result.variant?.rules.modules.map((m) => m.id)).toEqual(['civil-disorder']);
    expect(result.files).toEqual([file, files.standard]);
  });

  it('reads a shipped base’s own base inside the shipped folder (four-players extends standard.dip)', () => {
    const file = write('four.dip', 'variant four extends "four-players"\n');
    const result = compileFile(file, { shipped });
    expect(result.diagnostics).toEqual([]);
    expect(result.variant?.players.map((p) => p.id)).toContain('england-alone');
  });

  it('takes a file of that name beside it first: the one being edited', () => {
    write('standard.dip', miniMap.replace('variant mini', 'variant standard'));
    const file = write('local.dip', 'variant local extends "standard"\n');
    const result = compileFile(file, { shipped });
    expect(result.diagnostics).toEqual([]);
    expect(result.variant?.powers.map((p) => p.id)).toEqual(['north', 'south']);
    rmSync(join(dir, 'standard.dip'));
    // A folder of that name is not it: the shipped one is.
    mkdirSync(join(dir, 'standard'));
    expect(compileFile(file, { shipped }).variant?.powers).toHaveLength(7);
    rmSync(join(dir, 'standard'), { recursive: true });
  });

  it('names the shipped variants, and the nearest, for an id found nowhere', () => {
    const file = write('typo.dip', 'variant typo extends "stnadard"\n');
    const result = compileFile(file, { shipped });
    expect(result.variant).toBeNull();
    expect(result.diagnostics.map((d) => d.code)).toEqual(['DIP2111']);
    expect(result.diagnostics[0].message).toBe("'stnadard' names no file here (stnadard or stnadard.dip), nor a variant dipkit ships (standard, four-players); did you mean standard?");
    expect(formatDiagnostics(result.diagnostics, result.sources)).toContain('typo.dip:1:22 - error DIP2111');
  });

  it('says how to start from a shipped variant when its file name is written and no such file is here (a copied six-players.dip)', () => {
    const file = write('six.dip', 'variant six extends "standard.dip"\n');
    const result = compileFile(file, { shipped });
    expect(result.diagnostics.map((d) => d.code)).toEqual(['DIP2001']);
    expect(result.diagnostics[0].message).toBe(`cannot read ${join(dir, 'standard.dip')}: there is no such file, or it cannot be opened; dipkit ships the variant 'standard': extends "standard" starts from it`);
    // Without the shipped variants, the message of any missing file.
    expect(compileFile(file).diagnostics[0].message).toBe(`cannot read ${join(dir, 'standard.dip')}: there is no such file, or it cannot be opened`);
  });

  it('looks up ids only: a path is a file inside the root, as before, and nothing is shipped without the option', () => {
    const up = write('up.dip', 'variant up extends "../standard"\n');
    expect(compileFile(up, { shipped }).diagnostics.map((d) => d.code)).toEqual(['DIP2101']);
    const plain = write('plain.dip', 'variant plain extends "standard"\n');
    expect(compileFile(plain).diagnostics.map((d) => d.code)).toEqual(['DIP2001']);
  });
});
