/**
 * The Rokugan map as its rules text (rokugan-rules.fr.txt) describes it: seven clans,
 * 34 centres of which 21 are home centres, 18 to win (II, V), each clan's start units
 * as VI.3 names them, every place the text names under its abbreviation, a board with
 * no geometry warning, and the balance the design aims at (docs/rokugan.md).
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyseBalance, type Balance } from '../../analysis/balance.js';
import { formatBalance } from '../../analysis/balance-report.js';
import { checkVariantBoard } from '../../board/index.js';
import { parseLocation } from '../../engine/orders/parse-order.js';
import type { Variant } from '../../model/variant.js';
import { compileVariant, loadVariant, variantPath } from '../support/variants.js';

let rokugan: Variant;
let balance: Balance;

beforeAll(() => {
  rokugan = loadVariant('rokugan/rokugan.dip');
  balance = analyseBalance(rokugan);
});

/** VI.3, as the text writes it: clan (French) and its start units by French name. */
const startPositions: Readonly<Record<string, readonly string[]>> = {
  Licorne: ['A Château des Grands Voyageurs', 'A Cité des deux rivières', 'A Château de la Grande Conjonction'],
  Crabe: ['A Château des Emissaires de l’est', 'A Village de l’Eau Pure', 'F Palais du Clan du Crabe'],
  Phénix: ['A Cité du Souvenir', 'A Château du Matin Radieux', 'F Palais du Clan du Phénix'],
  Lion: ['A Château de la Voie du Sabre', 'A Château de la Vigilance', 'A Château de la Loyauté'],
  Scorpion: ['A Cité des Mensonges', 'A Château de la Simulation', 'A Palais du Clan du Scorpion'],
  Dragon: ['A Vénérable demeure de la Lumière', 'A Château de la Famille Agasha', 'A Château de la Dernière Marche'],
  Grue: ['A Ecole de Kenjutsu', 'A Palais du Soleil d’Or', 'F Palais du Clan de la Grue'],
};

/** Every abbreviation the text uses (VII.6, IX to XIV), with the name it gives where it gives one. */
const abbreviations: Readonly<Record<string, string | null>> = {
  EKe: 'École de Kenjutsu', Plg: 'Plaine de la Grue', PGr: 'Palais du Clan de la Grue', Ccm: null, CBe: null,
  Cra: 'Cité des Rives Abandonnées', Pso: 'Palais du Soleil d’Or', Rso: null, Mvg: null, Tpm: null, Dgn: null,
  PMo: null, PSc: 'Palais du Clan du Scorpion', Lpf: null, Cee: 'Château des Émissaires de l’Est', Fom: 'Forêt Oubliée Méridionale',
  Pbl: null, Foc: null, Cvs: 'Château de la Voie du Sabre', Mst: 'Montagne des Sept Tonnerres', Lhu: 'Leçon d’Humilité',
  Cvi: 'Château de la Vigilance', Pba: null, Clo: 'Château de la Loyauté', Pap: null, Mtr: 'Montagne de la Tromperie',
  Cme: null, Cgr: null, Tmm: null, PCr: null, Bpm: null, PMa: 'Palais du Clan de la Mante', Mds: 'Mer de la Déesse Soleil',
  Mbs: 'Mer des Brumes Sombres', Bes: 'Baie des Eaux Sombres', Cfo: null,
};

/** The text's typography (’, unaccented capitals) against the map's names. */
function same(a: string, b: string): boolean {
  const plain = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').replace(/[’']/g, "'").toLowerCase();
  return plain(a) === plain(b);
}

describe('Rokugan: the facts of the rules text', () => {
  it('compiles with no error and no warning, the board included', () => {
    const result = compileVariant('rokugan/rokugan.dip');
    expect(result.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([]);
    expect(checkVariantBoard(rokugan, variantPath('rokugan')).map((d) => `${d.code} ${d.message}`)).toEqual([]);
  });

  it('has seven clans, 34 centres (21 home, 13 neutral) and 18 to win', () => {
    expect(rokugan.powers.map((p) => p.names.fr)).toEqual(['Licorne', 'Crabe', 'Phénix', 'Lion', 'Scorpion', 'Dragon', 'Grue']);
    const centres = rokugan.provinces.filter((p) => p.supplyCentre);
    expect(centres).toHaveLength(34);
    expect(centres.filter((p) => p.home !== null)).toHaveLength(21);
    for (const power of rokugan.powers) expect(centres.filter((p) => p.home === power.id), power.id).toHaveLength(3);
    expect(rokugan.victory).toEqual({ kind: 'centres', count: 18 });
  });

  it('starts each clan with the units VI.3 gives, one on each of its home centres', () => {
    for (const [clan, units] of Object.entries(startPositions)) {
      const power = rokugan.powers.find((p) => p.names.fr === clan)!;
      const mine = rokugan.start.units.filter((u) => u.power === power.id);
      const expected = units.map((text) => {
        const [type, ...name] = text.split(' ');
        const province = rokugan.provinces.find((p) => same(p.names.fr, name.join(' ')));
        expect(province, `${clan}: ${text}`).toBeDefined();
        expect(province!.home, `${clan}: ${text}`).toBe(power.id);
        return `${type} ${province!.id}`;
      });
      expect(mine.map((u) => `${u.type === 'army' ? 'A' : 'F'} ${u.location}`).sort()).toEqual(expected.sort());
    }
  });

  it('has every place the text names, under its abbreviation and its name', () => {
    for (const [abbreviation, name] of Object.entries(abbreviations)) {
      const province = rokugan.provinces.find((p) => p.aliases.includes(abbreviation));
      expect(province, abbreviation).toBeDefined();
      expect(province!.id).toBe(abbreviation.toLowerCase());
      expect(parseLocation(rokugan, abbreviation)).toEqual({ ok: true, location: province!.id });
      if (name !== null) expect(same(province!.names.fr, name), `${abbreviation}: ${province!.names.fr}`).toBe(true);
      expect(province!.names.en.length, abbreviation).toBeGreaterThan(0);
    }
  });

  it('gives fleets a coast to sail: the Crab, Crane and Phoenix fleets and the Mantis islands', () => {
    const seas = rokugan.provinces.filter((p) => p.terrain === 'sea');
    expect(seas.length).toBeGreaterThanOrEqual(7);
    for (const island of ['pma', 'cfo']) {
      expect(rokugan.adjacency.army[island] ?? [], island).toEqual([]);
    }
  });
});

describe('Rokugan: balance (dipkit balance)', () => {
  it('gives every clan one neutral centre it reaches before any other, and one to three it contests', () => {
    for (const p of balance.powers) {
      expect(p.first, p.power).toHaveLength(1);
      expect(p.tied.length, p.power).toBeGreaterThanOrEqual(1);
      expect(p.tied.length, p.power).toBeLessThanOrEqual(3);
    }
  });

  it('puts every neutral centre within three moves of some clan, and contests none three ways', () => {
    for (const n of balance.neutrals) {
      expect(n.distance, n.centre).not.toBeNull();
      expect(n.distance!, n.centre).toBeLessThanOrEqual(3);
      expect(n.soonest.length, n.centre).toBeLessThanOrEqual(2);
    }
  });

  it('keeps every clan’s start units at least two moves from another clan’s home centres', () => {
    for (const p of balance.powers) {
      for (const r of p.rivals) expect(r.nearest, `${p.power} → ${r.power}`).toBeGreaterThanOrEqual(2);
    }
  });

  it('publishes in docs/rokugan.md the figures dipkit balance prints', () => {
    const doc = readFileSync(new URL('../../docs/rokugan.md', import.meta.url), 'utf8');
    const blocks = [...doc.matchAll(/^```[a-z]*\n([\s\S]*?)^```$/gm)].map((m) => m[1]);
    const printed = formatBalance(balance);
    const summary = blocks.find((b) => b.startsWith('power '));
    const neutrals = blocks.find((b) => b.startsWith('centre '));
    expect(summary).toBeDefined();
    expect(neutrals).toBeDefined();
    expect(printed).toContain(summary!);
    expect(printed).toContain(neutrals!);
  });
});
