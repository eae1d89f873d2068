/**
 * The playground's French pages show the engine's reasons in French (site/src/lib/reason-fr.ts).
 * Random games on Standard, Colonial, Intimate Diplomacy, the arsenal rule and the 1914
 * game, with random legal orders and random wrong ones (unknown places, units that are
 * not there, orders of the wrong phase, garbage), collect every reason the engine gives;
 * each must have a French rendering. A new engine message fails this test instead of
 * showing in English on a French page.
 */
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../engine/adjudicate.js';
import { startPosition } from '../../engine/game/start-position.js';
import { winner } from '../../engine/game/winner.js';
import type { Adjudication, Orders, Position } from '../../engine/types.js';
import { locationAbbreviation } from '../../model/abbreviation.js';
import type { Variant } from '../../model/variant.js';
import { readTypedOrders } from '../../site/src/lib/playground-orders.js';
import { englishPlacePattern, frenchPlaces } from '../../site/src/lib/place-fr.js';
import { NO_ORDER, outsideQuotes, reasonIn, reasonInFrench, resultTextIn, resultTextInFrench } from '../../site/src/lib/reason-fr.js';
import { parseOrder } from '../../engine/orders/parse-order.js';
import { orderText } from '../../engine/order-text.js';
import { randomOrders, seededRandom, type Random } from '../engine/property/random-orders.js';
import { loadVariant } from '../support/variants.js';

const pick = <T>(items: readonly T[], random: Random): T => items[Math.floor(random() * items.length)]!;

/** Orders as a player might type them wrong: any unit, any place, any order word, or noise. */
function wrongOrders(variant: Variant, position: Position, random: Random): Record<string, string[]> {
  const places = variant.provinces.flatMap((p) => [p.id, ...Object.keys(p.coasts ?? {}).map((c) => `${p.id}/${c}`)]);
  const units = position.phase.kind === 'retreats' ? position.dislodged : position.units;
  const place = (): string => (random() < 0.05 ? pick(['xyzzy', 'no', 'sea', ''], random) : pick(places, random));
  const unit = (): string => {
    const u = units.length > 0 && random() < 0.8 ? pick(units, random) : null;
    return u === null ? `${pick(['A', 'F'], random)} ${place()}` : `${random() < 0.9 ? (u.type === 'army' ? 'A' : 'F') : u.type === 'army' ? 'F' : 'A'} ${u.location}`;
  };
  const shapes: (() => string)[] = [
    () => `${unit()} - ${place()}`,
    () => `${unit()} - ${place()} via convoy`,
    () => `${unit()} S ${unit()} - ${place()}`,
    () => `${unit()} S ${unit()}`,
    () => `${unit()} C A ${place()} - ${place()}`,
    () => `${unit()} C ${unit()} - ${place()}`,
    () => `${unit()} H`,
    () => `${unit()} R ${place()}`,
    // Two orders on one line, as forums write a turn.
    () => `${unit()} - ${place()}${pick([', ', '; ', ' '], random)}${unit()} - ${place()}`,
    () => `${unit()} D`,
    () => `Build ${pick(['A', 'F'], random)} ${place()}`,
    () => 'Waive',
    () => `${unit()} ${pick(['', 'X', '-', 'S', 'C A', 'S A', 'S A ' + place(), '- ' + place() + ' ' + place()], random)}`,
    () => pick(['', 'hello', 'A', '- -', 'A Par - Bur (sc)', `${place()}/zz`, 'F spa/nc/sc - por', 'A nor - ', 'Build A', 'F Bre (north coast) - Eng'], random),
  ];
  const orders: Record<string, string[]> = {};
  if (position.phase.kind === 'bidding') {
    // Intimate Diplomacy: bids by the two players, some over their credits, some for nobody.
    for (const player of ['anna', 'ben']) {
      orders[player] = variant.powers.filter(() => random() < 0.4).map((p) => `${random() < 0.1 ? 'Atlantis' : p.names.en} ${Math.floor(random() * (random() < 0.1 ? 60 : 12))}`);
    }
  }
  for (let i = Math.floor(random() * 6); i > 0; i--) (orders[pick(variant.powers, random).id] ??= []).push(pick(shapes, random)());
  return orders;
}

function merge(a: Orders, b: Record<string, string[]>): Orders {
  const out: Record<string, unknown[]> = {};
  for (const [power, list] of Object.entries(a)) out[power] = [...(list as unknown[])];
  for (const [power, list] of Object.entries(b)) (out[power] ??= []).push(...list);
  return out as Orders;
}

/**
 * Plays seeded random games of the variant: each phase, `play` gets the position, random legal
 * orders (none in a bidding, which they cannot serve) and the game's random source, and returns
 * the adjudication it made (a blocked one ends the game).
 */
function playRandomGames(
  variant: Variant,
  start: Position,
  games: number,
  phases: number,
  seed: number,
  play: (position: Position, legal: Orders, random: Random) => Adjudication,
): void {
  for (let g = 0; g < games; g++) {
    const random = seededRandom(seed + g);
    let position = start;
    for (let i = 0; i < phases && winner(variant, position) === null; i++) {
      let legal: Orders = {};
      try {
        legal = randomOrders(variant, position, random);
      } catch {
        // A rule the random orders cannot serve (a bidding): no legal orders.
      }
      const result = play(position, legal, random);
      if (result.blocked !== undefined) break;
      position = result.next;
    }
  }
}

/** Every reason and blocked message of random games of the variant. */
function reasonsOf(variant: Variant, start: Position, games: number, phases: number, seed: number): Set<string> {
  const reasons = new Set<string>();
  playRandomGames(variant, start, games, phases, seed, (position, legal, random) => {
    const orders = merge(legal, wrongOrders(variant, position, random));
    const result = adjudicate(variant, position, orders);
    for (const r of result.results) if (r.reason !== undefined) reasons.add(r.reason);
    if (result.blocked !== undefined) {
      reasons.add(result.blocked);
      return result;
    }
    // Lines typed without a power go through the playground's reader.
    const typed = readTypedOrders(variant, position, Object.values(wrongOrders(variant, position, random)).flat().join('\n'));
    for (const problem of typed.problems) reasons.add(problem);
    return result;
  });
  return reasons;
}

const untranslated = (variant: Variant, reasons: Iterable<string>): string[] => [...reasons].filter((r) => reasonInFrench(variant, r) === null);

/** The English abbreviations (engine short names with a French one) left in the French reasons, outside « ». */
function englishPlacesLeft(variant: Variant, reasons: Iterable<string>): string[] {
  const pattern = englishPlacePattern(variant);
  if (pattern === null) return [];
  const left: string[] = [];
  for (const reason of reasons) {
    const fr = reasonInFrench(variant, reason) ?? '';
    outsideQuotes(fr, (part) => {
      for (const m of part.matchAll(pattern)) left.push(`${m[0]} in: ${fr}`);
      return part;
    });
  }
  return left;
}

describe('places in French', () => {
  it('abbreviates as the French notation does: the first three letters of the French name, else the id, else the text’s own', () => {
    const standard = loadVariant('standard/standard.dip');
    const places = frenchPlaces(standard);
    expect(places.get('Bur')).toBe('Bou');
    expect(places.get('Eng')).toBe('Man');
    expect(places.get('Spa/nc')).toBe('Esp/cn');
    expect(places.get('Stp/sc')).toBe('Sai/cs');
    expect(places.get('Sev')).toBe('Séb');
    // The same in both languages (Munich, Londres) or shared with other names (Mer du Nord, Norvège): the id.
    for (const same of ['Mun', 'Lon', 'Par', 'Nth', 'Nwy', 'Nat', 'Mao']) expect(places.has(same)).toBe(false);
    // The rules text's own list for the names starting with "nor" (VII.7): Mer de Norvège = nrs, Afrique du Nord = naf.
    expect(places.get('Nwg')).toBe('Nrs');
    expect(places.has('Naf')).toBe(false);
    // Rokugan's abbreviations are its rules text's (EKe, CBe), which the engine writes itself:
    // nothing to rewrite but the four impassable areas, which the text does not abbreviate.
    const rokugan = frenchPlaces(loadVariant('rokugan/rokugan.dip'));
    expect([...rokugan.keys()].sort()).toEqual(['Epm', 'Gmn', 'Ote', 'Sbr']);
  });

  it('gives abbreviations the engine reads back as the same place', () => {
    for (const file of ['standard/standard.dip', 'colonial/colonial-1996.dip', 'colonial/colonial-1994.dip', 'rokugan/rokugan.dip']) {
      const variant = loadVariant(file);
      const wrong: string[] = [];
      for (const [english, french] of frenchPlaces(variant)) {
        const read = parseOrder(variant, `F ${french} H`);
        const location = read.ok && read.order.kind === 'hold' ? read.order.unit.location : null;
        if (location?.toLowerCase() !== english.toLowerCase()) wrong.push(`${english} → ${french} read as ${location ?? (read.ok ? '?' : read.error)}`);
      }
      expect(wrong, file).toEqual([]);
    }
  });

  it('keeps what the player typed, quoted, as typed', () => {
    const standard = loadVariant('standard/standard.dip');
    expect(reasonInFrench(standard, "unknown province 'Bur x'")).toBe('province inconnue « Bur x »');
    expect(reasonInFrench(standard, "'Nor' could be North Africa, North Sea or Norway: write more of the name")).toBe(
      '« Nor » peut désigner Afrique du Nord, Mer du Nord ou Norvège : écrivez davantage du nom',
    );
  });
});

describe('the engine’s reasons in French', () => {
  it('translates the templates, keeping the names, with the powers’ French names', () => {
    const standard = loadVariant('standard/standard.dip');
    const fr = (reason: string) => reasonInFrench(standard, reason);
    expect(fr('bounced in Bur with A Mun - Bur (1 against 1)')).toBe('repoussée en Bou, face à A Mun-Bou (1 contre 1)');
    expect(fr('support cut by A Tyr - Mun; dislodged by A Boh - Mun')).toBe('soutien coupé par A Tyr-Mun ; délogée par A Boh-Mun');
    expect(fr('the unit in Lon belongs to England')).toBe('l’unité en Lon est une unité de « Angleterre »');
    expect(fr("unknown province 'Atlantis'")).toBe('province inconnue « Atlantis »');
    expect(fr('12,345 characters: too long to be an order (at most 1,000)')).toBe('12\u202f345 caractères : trop long pour un ordre (1\u202f000 au plus)');
    expect(fr('2,000 characters: too long to be a bid (at most 1,000)')).toBe('2\u202f000 caractères : trop long pour une enchère (1\u202f000 au plus)');
    expect(fr('coast not specified for Spa: the fleet can reach Spa/nc and Spa/sc')).toBe('côte non précisée pour Esp : la flotte peut atteindre Esp/cn et Esp/cs');
    expect(fr("line 2: expected a destination after 'A Par -'")).toBe('ligne 2 : attendu : une destination après « A Par - »');
    expect(fr('a support order cannot be given in an adjustments phase')).toBe('un ordre de soutien ne peut pas être donné pendant une phase d’ajustements');
    expect(fr('a build order cannot be given in a movement phase')).toBe('un ordre de construction ne peut pas être donné pendant une phase de mouvements');
    // An order as the player typed it stays so: only the engine's own notation is rewritten.
    expect(fr('bounced in Bur with A Mar-Bou (1 against 1)')).toBe('repoussée en Bou, face à A Mar-Bou (1 contre 1)');
    expect(fr('Bur is occupied; disbanded')).toBe('Bou est occupée ; dissoute');
    expect(fr('no army in Edi (a fleet is there)')).toBe('aucune armée en Edi (une flotte s’y trouve)');
    expect(fr('Germany must remove only 1 army')).toBe('« Allemagne » ne doit retirer qu’une armée');
    expect(fr('Germany may place only 2 fleets')).toBe('« Allemagne » ne peut placer que 2 flottes');
    expect(fr('anna bid more than their 1 credit: their reserve is lost and every mercenary they bid on goes to the opponent at half price')).toMatch(/^Anna a misé plus que son crédit : /);
    expect(fr('met A Bur - Par head to head: a unit cannot dislodge one of its own power')).toBe('face-à-face avec A Bou-Par : une unité ne peut pas en déloger une de sa propre puissance');
    expect(fr('stops in Par: A Bur - Mun failed, so Bur stayed occupied and closes the line beyond it (9.241, question 1)')).toBe(
      's’arrête en Par : A Bou-Mun a échoué : Bou reste occupée et ferme la ligne au-delà (9.241, question 1)',
    );
    // Not a template: null, and the page keeps the English.
    expect(fr('the moon is made of cheese')).toBeNull();
    expect(reasonIn(standard, 'fr', 'the moon is made of cheese')).toBe('the moon is made of cheese');
    expect(reasonIn(standard, 'en', 'convoy disrupted')).toBe('convoy disrupted');
  });

  const cases: [string, string, (v: Variant) => Position, number, number][] = [
    ['Standard', 'standard/standard.dip', (v) => startPosition(v), 30, 30],
    ['Colonial 1996', 'colonial/colonial-1996.dip', (v) => startPosition(v), 12, 24],
    ['Colonial 1994', 'colonial/colonial-1994.dip', (v) => startPosition(v), 6, 24],
    ['arsenal', 'standard/arsenal.dip', (v) => startPosition(v), 10, 30],
    ['the 1914 game', 'standard/two-players-1914.dip', (v) => startPosition(v), 4, 12],
    ['Rokugan', 'rokugan/rokugan.dip', (v) => startPosition(v), 6, 20],
    [
      'Intimate Diplomacy',
      'standard/intimate.dip',
      (v) => {
        const powers = v.powers.map((p) => p.id);
        return { ...startPosition(v), rules: { intimate: { preferences: { anna: powers, ben: [...powers].reverse() } } } };
      },
      8,
      20,
    ],
    ['Intimate Diplomacy without preferences', 'standard/intimate.dip', (v) => startPosition(v), 1, 2],
  ];
  for (const [name, file, start, games, phases] of cases) {
    it(`has a French rendering of every reason of random games of ${name}`, () => {
      const variant = loadVariant(file);
      const reasons = reasonsOf(variant, start(variant), games, phases, 900);
      expect(reasons.size).toBeGreaterThan(name.includes('without') ? 0 : 20);
      if (process.env.DUMP_REASONS) for (const r of reasons) console.log(`${r}\n  => ${reasonInFrench(variant, r)}`);
      expect(untranslated(variant, reasons)).toEqual([]);
      // Places as the French notation writes them, where the variant gives a French abbreviation.
      expect(englishPlacesLeft(variant, reasons)).toEqual([]);
      // The rewriting is exercised where the French notation differs for places units stand in
      // (not Rokugan, whose engine texts are its rules text's own, but for impassable areas).
      const pattern = englishPlacePattern(variant);
      const rewritesPlayedPlaces = [...frenchPlaces(variant).keys()].some((key) => variant.provinces.some((p) => p.terrain !== 'impassable' && locationAbbreviation(variant, p.id) === key));
      if (pattern !== null && rewritesPlayedPlaces && !name.includes('without')) expect([...reasons].filter((r) => r.search(pattern) >= 0).length).toBeGreaterThan(5);
    });
  }
});

/** The texts the engine writes itself in the results (not an order given) of random games where some powers give no orders. */
function engineTextsOf(variant: Variant, start: Position, games: number, phases: number, seed: number): Set<string> {
  const texts = new Set<string>();
  playRandomGames(variant, start, games, phases, seed, (position, legal, random) => {
    // Half the powers give no orders: their units get the engine's own results. The others' as text, as typed.
    const orders: Record<string, string[]> = {};
    for (const [power, list] of Object.entries(legal)) if (random() < 0.5) orders[power] = (list ?? []).map((o) => (typeof o === 'string' ? o : orderText(o)));
    const given = new Set(Object.values(orders).flat());
    const result = adjudicate(variant, position, orders);
    for (const r of result.results) if (!given.has(r.text)) texts.add(r.text);
    return result;
  });
  return texts;
}

describe('the results’ own texts in French', () => {
  it('writes a unit given no order in the French notation, "(sans ordre)"', () => {
    const standard = loadVariant('standard/standard.dip');
    expect(resultTextInFrench(standard, 'F Edi H (no order)')).toBe('F Edi (H) (sans ordre)');
    expect(resultTextInFrench(standard, 'F Stp/sc H (no order)')).toBe('F Sai/cs (H) (sans ordre)');
    expect(resultTextInFrench(standard, 'Build A Par (no order)')).toBe('Construit A Par (sans ordre)');
    // What the player typed stays as typed; English pages are unchanged.
    expect(resultTextInFrench(standard, 'A Par - Bur')).toBe('A Par - Bur');
    expect(resultTextIn(standard, 'en', 'F Edi H (no order)')).toBe('F Edi H (no order)');
  });

  const cases: [string, string, (v: Variant) => Position][] = [
    ['Standard', 'standard/standard.dip', (v) => startPosition(v)],
    ['arsenal', 'standard/arsenal.dip', (v) => startPosition(v)],
    ['Colonial 1996', 'colonial/colonial-1996.dip', (v) => startPosition(v)],
    [
      'Intimate Diplomacy',
      'standard/intimate.dip',
      (v) => {
        const powers = v.powers.map((p) => p.id);
        return { ...startPosition(v), rules: { intimate: { preferences: { anna: powers, ben: [...powers].reverse() } } } };
      },
    ],
  ];
  for (const [name, file, start] of cases) {
    it(`has every text the engine writes in random games of ${name} in French, nothing left in English`, () => {
      const variant = loadVariant(file);
      const texts = engineTextsOf(variant, start(variant), 4, 16, 300);
      expect(texts.size).toBeGreaterThan(10);
      // The only text the engine writes itself is a unit's with no order: a new one fails here.
      expect([...texts].filter((t) => !NO_ORDER.test(t))).toEqual([]);
      const pattern = englishPlacePattern(variant);
      for (const text of texts) {
        const fr = resultTextInFrench(variant, text);
        expect(fr, text).toMatch(/ \(sans ordre\)$/);
        expect(fr, text).not.toMatch(/no order|Build|Waive/);
        if (pattern !== null) expect(fr.match(pattern), text).toBeNull();
      }
    });
  }
});
