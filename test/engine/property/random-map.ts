/**
 * Random compiled maps for property tests: a grid of provinces of every terrain (land,
 * coastal, sea, mixed, impassable), two-coast provinces, borders that are one-way now
 * and then, fleet borders through coastal provinces between two seas (canals), and a
 * random position on them. Built as variant model data directly, not through the
 * language, so that they may hold what the compiler would warn about (one-way borders).
 */
import type { LocationId, Province, Terrain, Variant } from '../../../model/variant.js';
import type { DislodgedUnit, Position, Unit } from '../../../engine/types.js';
import type { Random } from './random-orders.js';

const POWERS = ['red', 'blue', 'green'];

function pickTerrain(random: Random): Terrain {
  const r = random();
  return r < 0.3 ? 'sea' : r < 0.55 ? 'coastal' : r < 0.85 ? 'land' : r < 0.93 ? 'mixed' : 'impassable';
}

const armyGround = (t: Terrain): boolean => t === 'land' || t === 'coastal' || t === 'mixed';
const fleetGround = (t: Terrain): boolean => t === 'sea' || t === 'coastal' || t === 'mixed';

export function randomMap(random: Random, width = 6, height = 5): Variant {
  const id = (x: number, y: number): string => `p${x}${y}`;
  const provinces: Province[] = [];
  const terrainOf = new Map<string, Terrain>();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const terrain = pickTerrain(random);
      terrainOf.set(id(x, y), terrain);
      const twoCoasts = terrain === 'coastal' && random() < 0.3;
      const centre = armyGround(terrain) && random() < 0.5;
      provinces.push({
        id: id(x, y),
        names: { en: `P${x}${y}` },
        aliases: [],
        terrain,
        coasts: twoCoasts ? [{ id: 'nc', names: {}, points: [] }, { id: 'sc', names: {}, points: [] }] : [],
        supplyCentre: centre,
        home: centre && random() < 0.6 ? POWERS[Math.floor(random() * POWERS.length)] : null,
        points: [{ x, y }],
      });
    }
  }
  const coastsOf = new Map(provinces.map((p) => [p.id, p.coasts.map((c) => `${p.id}/${c.id}`)]));
  const army: Record<string, string[]> = {};
  const fleet: Record<string, string[]> = {};
  for (const p of provinces) {
    army[p.id] = [];
    for (const l of coastsOf.get(p.id)!.length > 0 ? coastsOf.get(p.id)! : [p.id]) fleet[l] = [];
  }
  const fleetEnd = (province: string): LocationId => {
    const coasts = coastsOf.get(province)!;
    return coasts.length > 0 ? coasts[Math.floor(random() * coasts.length)] : province;
  };
  // Borders between grid neighbours (and some diagonals), each one-way one time in ten.
  const link = (table: Record<string, string[]>, a: string, b: string): void => {
    const r = random();
    if (r >= 0.05 && !table[a].includes(b)) table[a].push(b);
    if (r < 0.05 || r >= 0.1) if (!table[b].includes(a)) table[b].push(a);
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const neighbours = [[x + 1, y], [x, y + 1], ...(random() < 0.3 ? [[x + 1, y + 1]] : [])].filter(([nx, ny]) => nx < width && ny < height);
      for (const [nx, ny] of neighbours) {
        const a = id(x, y);
        const b = id(nx, ny);
        const ta = terrainOf.get(a)!;
        const tb = terrainOf.get(b)!;
        if (armyGround(ta) && armyGround(tb)) link(army, a, b);
        // Fleets sail between two seas, a sea and a shore, or along a shared coast now and then.
        const sea = (t: Terrain): boolean => t === 'sea' || t === 'mixed';
        if (fleetGround(ta) && fleetGround(tb) && (sea(ta) || sea(tb) || random() < 0.5)) link(fleet, fleetEnd(a), fleetEnd(b));
      }
    }
  }
  return {
    id: 'random',
    names: { en: 'Random' },
    languages: ['en'],
    base: null,
    coordinates: 'plane',
    geometry: { kind: 'generated' },
    calendar: {
      seasons: [
        { id: 'spring', names: { en: 'Spring' }, phases: ['movement', 'retreats'] },
        { id: 'fall', names: { en: 'Fall' }, phases: ['movement', 'retreats', 'adjustments'] },
      ],
      start: { season: 'spring', year: 1901 },
      ownershipAfter: 'fall',
    },
    victory: { kind: 'centres', count: 99 },
    rules: { edition: 'current', modules: [] },
    powers: POWERS.map((p) => ({ id: p, names: { en: p[0].toUpperCase() + p.slice(1) }, adjectives: { en: p }, colour: '#000000' })),
    players: POWERS.map((p) => ({ id: p, names: { en: p }, powers: [p] })),
    provinces,
    adjacency: { army, fleet },
    features: [],
    start: { units: [], ownership: {} },
    aliases: Object.fromEntries(provinces.map((p) => [p.id, p.id])),
  };
}

/** A random position of the given kind on the map: units on about half the places they may stand on. */
export function randomPosition(variant: Variant, random: Random, kind: Position['phase']['kind']): Position {
  const units: Unit[] = [];
  const dislodged: DislodgedUnit[] = [];
  const ownership: Record<string, string> = {};
  const power = (): string => POWERS[Math.floor(random() * POWERS.length)];
  const free: string[] = [];
  for (const p of variant.provinces) {
    if (p.supplyCentre && random() < 0.7) ownership[p.id] = power();
    const fleetAt = p.coasts.length > 0 ? `${p.id}/${p.coasts[Math.floor(random() * p.coasts.length)].id}` : p.id;
    const canArmy = armyGround(p.terrain);
    const canFleet = fleetGround(p.terrain) && (variant.adjacency.fleet[fleetAt]?.length ?? 0) > 0;
    if ((!canArmy && !canFleet) || random() < 0.45) {
      free.push(p.id);
      continue;
    }
    const unit: Unit = { power: power(), type: canArmy && (!canFleet || random() < 0.5) ? 'army' : 'fleet', location: '' };
    const placed = { ...unit, location: unit.type === 'fleet' ? fleetAt : p.id };
    if (kind === 'retreats' && random() < 0.3) {
      const from = variant.adjacency.army[p.id]?.[0] ?? null;
      dislodged.push({ ...placed, attackerFrom: random() < 0.3 ? null : from });
    }
    units.push(placed);
  }
  const contested = kind === 'retreats' ? free.filter(() => random() < 0.15) : [];
  return { variant: variant.id, phase: { season: 'fall', year: 1901, kind }, units, dislodged, contested, ownership };
}
