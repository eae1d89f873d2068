/**
 * Typed centres (`arsenal army|fleet`) for `rule arsenal`: read, formatted, patched by
 * `change`, compiled into the model, and checked (DIP3300–DIP3304).
 */
import { describe, expect, it } from 'vitest';
import { formatText } from '../../../dsl/format.js';
import type { CompileResult } from '../../../compiler/compile.js';
import { append, compileEdited, compileMemory, miniMap, replace } from '../../support/mini-map.js';
import { loadVariant } from '../../support/variants.js';

/** The mini map with the rule and every home centre typed, start units on arsenals of their type. */
const typed = (text: string): string =>
  replace('province nor coastal en "Norland" fr "Norlande" centre', 'province nor coastal en "Norland" fr "Norlande" centre arsenal fleet')(
    replace('province nla land en "Northwood" fr "Bois du Nord" centre', 'province nla land en "Northwood" fr "Bois du Nord" centre arsenal army')(
      replace('province sou coastal en "Southport" fr "Port du Sud" centre', 'province sou coastal en "Southport" fr "Port du Sud" centre arsenal fleet')(
        replace('province sla land en "Southwood" fr "Bois du Sud" centre', 'province sla land en "Southwood" fr "Bois du Sud" centre arsenal army')(`${text}\nrule arsenal\n`),
      ),
    ),
  );

function codes(result: CompileResult): string[] {
  return result.diagnostics.map((d) => `${d.code} ${d.message}`);
}

function only(result: CompileResult, code: string): { message: string; text: string } {
  const found = result.diagnostics.filter((d) => d.code === code);
  expect(found, JSON.stringify(codes(result))).toHaveLength(1);
  const d = found[0];
  return { message: d.message, text: result.sources.get(d.span!.file)!.slice(d.span!.start, d.span!.end) };
}

describe('typed centres', () => {
  it('compiles into arsenal on the typed centres only', () => {
    const result = compileEdited(typed);
    expect(codes(result)).toEqual([]);
    const arsenals = Object.fromEntries(result.variant!.provinces.filter((p) => p.arsenal !== undefined).map((p) => [p.id, p.arsenal]));
    expect(arsenals).toEqual({ nor: 'fleet', nla: 'army', sou: 'fleet', sla: 'army' });
    // Absent elsewhere, so that a variant without the clause compiles to the same model as before.
    expect(compileMemory({ '/mem/mini.dip': miniMap }).variant!.provinces.some((p) => 'arsenal' in p)).toBe(false);
  });

  it('reads A and F as army and fleet, and formats the clause back as written in words', () => {
    const result = compileEdited((t) => typed(t).replace('centre arsenal army', 'centre arsenal A'));
    expect(result.variant!.provinces.find((p) => p.id === 'nla')!.arsenal).toBe('army');
    expect(formatText('province mid coastal centre arsenal F at 1 2\n', 'mid.dip').output).toBe('province mid coastal centre arsenal fleet at 1 2\n');
  });

  it('refuses another word after arsenal', () => {
    const result = compileEdited(replace('centre at 1 2', 'centre arsenal cavalry at 1 2'));
    expect(only(result, 'DIP1101').message).toMatch(/expected army or fleet after 'arsenal'/);
  });

  it('DIP3300: an arsenal that is not a supply centre', () => {
    const d = only(compileEdited((t) => typed(t).replace('province kan coastal en "Canal Town" fr "Ville du Canal"', 'province kan coastal en "Canal Town" fr "Ville du Canal" arsenal fleet')), 'DIP3300');
    expect(d.text).toBe('fleet');
    expect(d.message).toContain('kan is not a supply centre');
  });

  it('DIP3301: a fleet arsenal where no fleet can stand', () => {
    const d = only(compileEdited((t) => typed(t).replace('centre at 1 2', 'centre arsenal fleet at 1 2')), 'DIP3301');
    expect(d.message).toBe('mid is a fleet arsenal, but no fleet can stand in it (a land province): make it an army arsenal');
  });

  it('DIP3302: with the rule, a home centre without a type', () => {
    const d = only(compileEdited((t) => typed(t).replace('centre arsenal army home south', 'centre home south')), 'DIP3302');
    expect(d.text).toBe('sla');
    expect(d.message).toContain('a home centre of south, has no arsenal type');
  });

  it('DIP3303: a type without the rule is a warning', () => {
    const result = compileEdited(replace('centre at 1 2', 'centre arsenal army at 1 2'));
    const d = only(result, 'DIP3303');
    expect(d.message).toBe('mid has an arsenal type, but the variant has no rule arsenal: the type changes nothing');
    expect(result.variant).not.toBeNull();
  });

  it('DIP3304: with the rule, a start unit on an arsenal of the other type', () => {
    const d = only(compileEdited((t) => typed(t).replace('start F nor, A nla', 'start A nor, A nla')), 'DIP3304');
    expect(d.text).toBe('A nor');
    expect(d.message).toBe('rule arsenal: the start unit A nor stands on nor, an arsenal for fleets: a unit starts on an arsenal of its own type');
    // The other way round, said as well ('a army arsenal' had read wrong).
    const army = only(compileEdited((t) => typed(t).replace('start F nor, A nla', 'start F nor, F nla')), 'DIP3304');
    expect(army.message).toBe('rule arsenal: the start unit F nla stands on nla, an arsenal for armies: a unit starts on an arsenal of its own type');
  });

  it('change replaces the type; remove centre drops it', () => {
    const changed = compileEdited((t) => `${typed(t)}\nchange province nla arsenal fleet\n`);
    expect(only(changed, 'DIP3301').message).toContain('nla is a fleet arsenal');
    const removed = compileEdited(append('change province mid arsenal army\nremove centre mid'));
    expect(removed.variant!.provinces.find((p) => p.id === 'mid')!.arsenal).toBeUndefined();
  });
});

describe('variants/standard/arsenal.dip', () => {
  const variant = loadVariant('standard/arsenal.dip');
  const arsenal = (id: string) => variant.provinces.find((p) => p.id === id)?.arsenal;

  it('types every home centre as the text lists them, and no neutral centre', () => {
    const armies = ['ber', 'mun', 'bon', 'mos', 'war', 'lvp', 'par', 'mar', 'vie', 'bud', 'rom', 'ven', 'con', 'smy'];
    const fleets = ['kie', 'stp', 'sev', 'lon', 'edi', 'bre', 'tri', 'nap', 'ank'];
    for (const id of armies) expect(arsenal(id), id).toBe('army');
    for (const id of fleets) expect(arsenal(id), id).toBe('fleet');
    const typed = variant.provinces.filter((p) => p.arsenal !== undefined).map((p) => p.id);
    expect(typed.sort()).toEqual([...armies, ...fleets].sort());
  });

  it('adds Bonn, a German home centre carved from Ruhr, and starts Russia with a fleet on the north coast of St Petersburg', () => {
    const bon = variant.provinces.find((p) => p.id === 'bon')!;
    expect(bon).toMatchObject({ terrain: 'land', supplyCentre: true, home: 'germany' });
    expect([...variant.adjacency.army.bon].sort()).toEqual(['bel', 'bur', 'mun', 'ruh']);
    expect(variant.adjacency.army.ruh).not.toContain('bur');
    expect(variant.provinces.filter((p) => p.supplyCentre)).toHaveLength(35);
    const start = variant.start.units.map((u) => `${u.power} ${u.type} ${u.location}`);
    expect(start).toEqual(expect.arrayContaining(['germany army bon', 'germany army ber', 'germany army mun', 'germany fleet kie', 'russia fleet stp/nc']));
    expect(start).toHaveLength(23);
  });
});
