/**
 * The balance figures (analysis/balance.ts) on Standard, where each can be checked by
 * hand on the board, and `dipkit balance` printing them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { analyseBalance, type Balance, type PowerBalance } from '../../analysis/balance.js';
import { formatBalance } from '../../analysis/balance-report.js';
import { main } from '../../cli/main.js';
import type { Variant } from '../../model/variant.js';
import { captureIo } from '../support/cli-io.js';
import { loadVariant, variantPath } from '../support/variants.js';

let standard: Variant;
let balance: Balance;

function power(id: string): PowerBalance {
  const found = balance.powers.find((p) => p.power === id);
  if (found === undefined) throw new Error(`no power ${id}`);
  return found;
}

function distance(id: string, centre: string): number | null {
  const p = power(id);
  const found = [...p.neutrals, ...p.rivals.flatMap((r) => r.centres)].find((c) => c.centre === centre);
  if (found === undefined) throw new Error(`${centre} is neither a neutral centre nor a rival home of ${id}`);
  return found.distance;
}

beforeAll(() => {
  standard = loadVariant('standard/standard.dip');
  balance = analyseBalance(standard);
});

describe('analyseBalance on Standard', () => {
  it('lists the 12 neutral centres and every power’s start units', () => {
    expect(balance.neutrals.map((n) => n.centre).sort()).toEqual(
      ['bel', 'bul', 'den', 'gre', 'hol', 'nwy', 'por', 'rum', 'ser', 'spa', 'swe', 'tun'].sort(),
    );
    expect([power('russia').armies, power('russia').fleets]).toEqual([2, 2]);
    expect([power('england').armies, power('england').fleets]).toEqual([1, 2]);
  });

  it('counts moves by the unit that gets there soonest, armies by land and fleets by sea', () => {
    expect(distance('germany', 'den')).toBe(1); // F kie - den
    expect(distance('france', 'por')).toBe(2); // F bre - mao - por, A mar - spa - por
    expect(distance('italy', 'tun')).toBe(2); // F nap - ion - tun
    expect(distance('england', 'nwy')).toBe(2); // F edi - nwg - nwy
    expect(distance('russia', 'nwy')).toBe(2); // A mos - stp - nwy
    expect(distance('italy', 'tri')).toBe(1); // A ven - tri: a rival's home centre
    expect(distance('turkey', 'sev')).toBe(2); // F ank - bla - sev
  });

  it('has no distance where no start unit can go without a convoy', () => {
    // England's army cannot walk off the island, and no fleet reaches inland Serbia.
    expect(distance('england', 'ser')).toBeNull();
  });

  it('names the centres a power reaches strictly first, and the ties', () => {
    expect([...power('germany').first].sort()).toEqual(['den', 'hol']);
    expect([...power('france').first].sort()).toEqual(['por', 'spa']);
    expect(power('austria').first).toEqual(['ser']);
    expect(power('turkey').first).toEqual(['bul']);
    expect(power('italy').first).toEqual(['tun']);
    expect(power('england').first).toEqual([]);
    const bel = balance.neutrals.find((n) => n.centre === 'bel')!;
    expect([...bel.soonest].sort()).toEqual(['england', 'france', 'germany']);
    expect(bel.distance).toBe(2);
    expect(power('russia').tied.find((t) => t.centre === 'rum')?.with).toEqual(['austria']);
  });

  it('sorts rivals by their nearest home centre', () => {
    const italy = power('italy');
    expect(italy.rivals[0]).toMatchObject({ power: 'austria', nearest: 1 });
    expect(italy.rivals.map((r) => r.nearest ?? Infinity)).toEqual([...italy.rivals.map((r) => r.nearest ?? Infinity)].sort((a, b) => a - b));
  });

  it('counts the rival start units within two moves of a power’s home centres', () => {
    // Turkey: only Russia's F sev (bla - ank); Russia's armies and Austria's units are three moves away or more.
    expect(power('turkey').threats).toBe(1);
    expect(power('england').threats).toBe(1); // France's F bre - eng - lon
  });
});

describe('formatBalance', () => {
  it('prints the summary table, each power and the neutral centres', () => {
    const text = formatBalance(balance);
    expect(text).toMatch(/^power\s+units\s+first\s+tied/m);
    expect(text).toMatch(/^germany\s+2A 1F\s+2\s+2\s/m);
    expect(text).toContain('  reached first: den hol');
    expect(text).toMatch(/^ser\s+austria\s+1\s+–\s+/m); // England cannot reach Serbia
  });
});

describe('dipkit balance', () => {
  it('prints the tables for a variant file', async () => {
    const io = captureIo();
    expect(await main(['balance', variantPath('standard/standard.dip')], io)).toBe(0);
    expect(io.out()).toContain('Balance of standard');
  });

  it('prints the figures as JSON with --format json', async () => {
    const io = captureIo();
    expect(await main(['balance', '--format', 'json', variantPath('standard/standard.dip')], io)).toBe(0);
    const json = JSON.parse(io.out()) as Balance;
    expect(json.variant).toBe('standard');
    expect(json.powers).toHaveLength(7);
    expect(json.neutrals.find((n) => n.centre === 'ser')?.distances.england).toBeNull();
  });

  it('refuses a bad format or a missing variant as bad usage (2)', async () => {
    const io = captureIo();
    expect(await main(['balance', '--format', 'xml', variantPath('standard/standard.dip')], io)).toBe(2);
    expect(await main(['balance'], captureIo())).toBe(2);
  });

  it('finds a variant by its id under variants/, and says so when there is none (1)', async () => {
    const io = captureIo();
    expect(await main(['balance', 'standard'], io)).toBe(0);
    expect(io.out()).toContain('Balance of standard');
    const missing = captureIo();
    expect(await main(['balance', 'no-such-variant'], missing)).toBe(1);
    expect(missing.err()).toBe("no-such-variant: no no-such-variant.dip or variants/**/no-such-variant.dip here for the variant 'no-such-variant', nor among the variants dipkit ships (arsenal, colonial-1994, colonial-1996, five-players, four-players, intimate, rokugan, six-players, standard, three-players-1, three-players-2, two-players-1914); give the variant's .dip file\n");
  });

  it('reports a variant file that does not exist (1)', async () => {
    const io = captureIo();
    expect(await main(['balance', 'no-such-variant.dip'], io)).toBe(1);
    expect(io.err()).toContain('no-such-variant.dip');
  });
});
