/**
 * `except POWER…`: a supply centre that does not count for some powers (Colonial
 * Diplomacy's Hong Kong, which counts for every power but China). Read, formatted,
 * patched and checked.
 */
import { describe, expect, it } from 'vitest';
import { formatText } from '../../../dsl/format.js';
import type { CompileResult } from '../../../compiler/compile.js';
import { compileEdited, compileMemory, miniMap, replace } from '../../support/mini-map.js';

const midExceptSouth = replace('centre at 1 2', 'centre except south at 1 2');

function only(result: CompileResult, code: string) {
  const found = result.diagnostics.filter((d) => d.code === code);
  expect(found, JSON.stringify(result.diagnostics.map((d) => `${d.code} ${d.message}`))).toHaveLength(1);
  const d = found[0];
  return { ...d, text: result.sources.get(d.span!.file)!.slice(d.span!.start, d.span!.end) };
}

describe('a centre that does not count for some powers', () => {
  it('compiles into centreExcept on that province only', () => {
    const result = compileEdited(midExceptSouth);
    expect(result.diagnostics).toEqual([]);
    const provinces = result.variant!.provinces;
    expect(provinces.find((p) => p.id === 'mid')!.centreExcept).toEqual(['south']);
    // Absent elsewhere, so that a variant without the clause compiles to the same model as before.
    expect(provinces.filter((p) => 'centreExcept' in p).map((p) => p.id)).toEqual(['mid']);
    expect(compileMemory({ '/mem/mini.dip': miniMap }).variant!.provinces.some((p) => 'centreExcept' in p)).toBe(false);
  });

  it('takes several powers, in any clause order, and survives formatting', () => {
    const text = replace('province mid land en "Midlands" fr "Terres du Milieu" centre at 1 2', 'province mid land except north south en "Midlands" fr "Terres du Milieu" at 1 2 centre')(miniMap);
    const formatted = formatText(text, '/mem/mini.dip');
    expect(formatted.diagnostics).toEqual([]);
    expect(formatted.output).toContain('province mid land except north south en "Midlands" fr "Terres du Milieu" at 1 2 centre');
    const result = compileMemory({ '/mem/mini.dip': formatted.output! });
    expect(result.variant!.provinces.find((p) => p.id === 'mid')!.centreExcept).toEqual(['north', 'south']);
  });

  it('is a syntax error without a power, naming what is expected', () => {
    const result = compileEdited(replace('centre at 1 2', 'centre except at 1 2'));
    const d = result.diagnostics.find((x) => x.code === 'DIP1101');
    expect(d?.message).toContain("expected a power id after 'except'");
  });

  it('DIP3001: an unknown power, with the power meant', () => {
    const d = only(compileEdited(replace('centre at 1 2', 'centre except suth at 1 2')), 'DIP3001');
    expect(d.text).toBe('suth');
    expect(d.message).toContain('except clause of mid');
    expect(d.message).toContain('did you mean south?');
  });

  it('DIP3200: on a province that is not a supply centre', () => {
    const result = compileEdited(replace('en "Canal Town" fr "Ville du Canal" at 0 2', 'en "Canal Town" fr "Ville du Canal" except north at 0 2'));
    const d = only(result, 'DIP3200');
    expect(d.text).toBe('north');
    expect(d.message).toContain('kan is not a supply centre');
    expect(result.variant).toBeNull();
  });

  it('DIP3201: for the power whose home centre it is', () => {
    const result = compileEdited(replace('centre home north at 0 0', 'centre home north except north at 0 0'));
    const d = only(result, 'DIP3201');
    expect(d.text).toBe('north');
    expect(d.message).toContain('nor is a home centre of north');
    expect(result.variant).toBeNull();
  });

  it('DIP3202: for every power (a warning: the map still compiles)', () => {
    const result = compileEdited(replace('centre at 1 2', 'centre except north south at 1 2'));
    const d = only(result, 'DIP3202');
    expect(d.severity).toBe('warning');
    expect(d.message).toContain('mid counts for no power');
    expect(result.variant).not.toBeNull();
  });

  it('DIP3203: a power named twice (a warning)', () => {
    const result = compileEdited(replace('centre at 1 2', 'centre except south south at 1 2'));
    const d = only(result, 'DIP3203');
    expect(d.severity).toBe('warning');
    expect(result.variant!.provinces.find((p) => p.id === 'mid')!.centreExcept).toEqual(['south']);
  });

  describe('in a derived variant', () => {
    const base = midExceptSouth(miniMap);
    const derive = (patch: string) =>
      compileMemory({ '/mem/derived.dip': `variant derived extends "mini.dip" en "Derived"\n${patch}\n`, '/mem/mini.dip': base });

    it('change province replaces the list', () => {
      const result = derive('change province mid except north');
      expect(result.diagnostics).toEqual([]);
      expect(result.variant!.provinces.find((p) => p.id === 'mid')!.centreExcept).toEqual(['north']);
    });

    it('remove centre takes the exception with the centre', () => {
      const result = derive('remove centre mid');
      expect(result.diagnostics).toEqual([]);
      expect(result.variant!.provinces.find((p) => p.id === 'mid')!.centreExcept).toBeUndefined();
    });

    it('remove power takes the power out of the list', () => {
      const result = derive('remove power south\nremove province sou sla');
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(result.variant!.provinces.find((p) => p.id === 'mid')!.centreExcept).toBeUndefined();
    });
  });
});
