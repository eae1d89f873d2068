/**
 * `label at X Y`: where the board writes a province's name. Read, formatted, patched,
 * compiled into the model's `label`, and checked (DIP3400, DIP3401).
 */
import { describe, expect, it } from 'vitest';
import { formatText } from '../../../dsl/format.js';
import type { CompileResult } from '../../../compiler/compile.js';
import { compileEdited, compileMemory, miniMap, replace } from '../../support/mini-map.js';

const midLabelled = replace('centre at 1 2', 'centre at 1 2 label at 1.2 2.3');

function only(result: CompileResult, code: string) {
  const found = result.diagnostics.filter((d) => d.code === code);
  expect(found, JSON.stringify(result.diagnostics.map((d) => `${d.code} ${d.message}`))).toHaveLength(1);
  const d = found[0];
  return { ...d, text: result.sources.get(d.span!.file)!.slice(d.span!.start, d.span!.end) };
}

describe('a province label point', () => {
  it('compiles into label on that province only, apart from its map points', () => {
    const result = compileEdited(midLabelled);
    expect(result.diagnostics).toEqual([]);
    const mid = result.variant!.provinces.find((p) => p.id === 'mid')!;
    expect(mid.label).toEqual({ x: 1.2, y: 2.3 });
    expect(mid.points).toEqual([{ x: 1, y: 2 }]);
    // Absent elsewhere, so that a variant without the clause compiles to the same model as before.
    expect(result.variant!.provinces.filter((p) => 'label' in p).map((p) => p.id)).toEqual(['mid']);
    expect(result.board!.labels.get('mid')).toBeDefined();
  });

  it('may come after a coast, where it still belongs to the province, and survives formatting', () => {
    const text = replace('  coast ec at 2 3\n  at 2 2', '  coast ec at 2 3\n  label   at 2.1   2.2 at 2 2')(miniMap);
    const formatted = formatText(text, '/mem/mini.dip');
    expect(formatted.diagnostics).toEqual([]);
    expect(formatted.output).toContain('  coast ec at 2 3\n  label at 2.1 2.2 at 2 2\n');
    expect(formatText(formatted.output!, '/mem/mini.dip').output).toBe(formatted.output);
    const result = compileMemory({ '/mem/mini.dip': formatted.output! });
    expect(result.diagnostics).toEqual([]);
    const twi = result.variant!.provinces.find((p) => p.id === 'twi')!;
    expect(twi.label).toEqual({ x: 2.1, y: 2.2 });
    expect(twi.coasts.find((c) => c.id === 'ec')!.points).toEqual([{ x: 2, y: 3 }]);
  });

  it("stops an alias list, and a province may still be called 'label'", () => {
    const result = compileEdited(replace('alias "nw" at 1 0', 'alias nw label at 1 0.2 at 1 0'));
    expect(result.diagnostics).toEqual([]);
    const nla = result.variant!.provinces.find((p) => p.id === 'nla')!;
    expect(nla.aliases).toEqual(['nw']);
    expect(nla.label).toEqual({ x: 1, y: 0.2 });
    const named = compileEdited(replace('province mnt impassable', 'province label impassable'));
    expect(named.variant!.provinces.some((p) => p.id === 'label')).toBe(true);
  });

  it("is a syntax error without 'at' or without two numbers, naming what is expected", () => {
    const noAt = compileEdited(replace('centre at 1 2', 'centre label 1 2 at 1 2'));
    expect(noAt.diagnostics.map((d) => d.message).join('\n')).toContain("expected 'at' and a point after 'label', as in label at 12.5 41.9");
    const oneNumber = compileEdited(replace('centre at 1 2', 'centre at 1 2 label at 1'));
    expect(oneNumber.diagnostics.map((d) => d.message).join('\n')).toContain('expected a second number (y)');
    expect(noAt.variant).toBeNull();
  });

  it('DIP3400: two label points in one statement, at the second', () => {
    const result = compileEdited(replace('centre at 1 2', 'centre at 1 2 label at 1 2 label at 1.5 2'));
    const d = only(result, 'DIP3400');
    expect(d.text).toBe('label at 1.5 2');
    expect(d.message).toBe('mid has two label points (label at): keep one');
    expect(d.related?.[0].message).toBe('first label point here');
    expect(result.variant).toBeNull();
  });

  it('DIP3401: on a lon/lat map, a point that is no longitude and latitude', () => {
    const lonlat = (text: string) => midLabelled(text).replace('coordinates plane', 'coordinates lonlat').replace('label at 1.2 2.3', 'label at 12 95');
    const d = only(compileEdited(lonlat), 'DIP3401');
    expect(d.text).toBe('label at 12 95');
    expect(d.message).toContain('the label point of mid (12 95) is not a longitude and latitude');
    // The same numbers on a plane map are just a point.
    expect(compileEdited(replace('centre at 1 2', 'centre at 1 2 label at 12 95')).diagnostics).toEqual([]);
  });

  it('DIP3401 quotes the point as written, not as the number it rounds to', () => {
    const lonlat = (text: string) => midLabelled(text).replace('coordinates plane', 'coordinates lonlat').replace('label at 1.2 2.3', 'label at 12.50 99999999999999999999');
    expect(only(compileEdited(lonlat), 'DIP3401').message).toContain('the label point of mid (12.50 99999999999999999999) is not');
  });

  describe('in a derived variant', () => {
    const base = midLabelled(miniMap);
    const derive = (patch: string) =>
      compileMemory({ '/mem/derived.dip': `variant derived extends "mini.dip" en "Derived"\n${patch}\n`, '/mem/mini.dip': base });

    it('is inherited, and change province replaces it', () => {
      expect(derive('rule civil-disorder north').variant!.provinces.find((p) => p.id === 'mid')!.label).toEqual({ x: 1.2, y: 2.3 });
      const result = derive('change province mid label at 0.9 1.8');
      expect(result.diagnostics).toEqual([]);
      const mid = result.variant!.provinces.find((p) => p.id === 'mid')!;
      expect(mid.label).toEqual({ x: 0.9, y: 1.8 });
      expect(mid.points).toEqual([{ x: 1, y: 2 }]);
    });
  });
});
