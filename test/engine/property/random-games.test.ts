/**
 * Random games on the Standard map: every unit gets a random legal order (from
 * `legalOrders`), dislodged units random retreats, powers random builds and disbands.
 * After each phase the position must still make sense, and adjudicating the same
 * input twice must give the same output.
 */
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../../engine/adjudicate.js';
import { startPosition } from '../../../engine/game/start-position.js';
import { comparePhases } from '../../../engine/files/phase.js';
import { adjustmentBalance } from '../../../engine/adjustments/adjudicate-adjustments.js';
import { legalBuilds, legalDisbands, legalOrdersByUnit } from '../../../engine/orders/legal-orders.js';
import { provinceOf } from '../../../model/locations.js';
import type { Variant } from '../../../model/variant.js';
import type { Adjudication, Order, Orders, Position, Unit } from '../../../engine/types.js';
import { loadVariant } from '../../support/variants.js';
import { randomOrders, seededRandom } from './random-orders.js';

const GAMES = 100;
const PHASES_PER_GAME = 60;

function unitKey(unit: Unit): string {
  return `${unit.power} ${unit.type}`;
}

function multiset(units: readonly Unit[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const unit of units) counts.set(unitKey(unit), (counts.get(unitKey(unit)) ?? 0) + 1);
  return counts;
}

/** What must hold of any position; each problem found is added to `problems`. */
function checkPosition(variant: Variant, position: Position, where: string, problems: string[]): void {
  const provinces = new Map(variant.provinces.map((p) => [p.id, p]));
  const seen = new Set<string>();
  for (const unit of position.units) {
    const province = provinceOf(unit.location);
    if (seen.has(province)) problems.push(`${where}: two units in ${province}`);
    seen.add(province);
    const terrain = provinces.get(province)?.terrain;
    if (terrain === undefined || terrain === 'impassable') problems.push(`${where}: unit on ${unit.location}`);
    else if (unit.type === 'army' && terrain === 'sea') problems.push(`${where}: army at sea in ${province}`);
    else if (unit.type === 'fleet' && terrain === 'land') problems.push(`${where}: fleet inland in ${province}`);
  }
  const centres = variant.provinces.filter((p) => p.supplyCentre).length;
  const owned = Object.entries(position.ownership);
  if (owned.length > centres) problems.push(`${where}: ${owned.length} owned centres of ${centres}`);
  for (const [province, power] of owned) {
    if (!provinces.get(province)?.supplyCentre) problems.push(`${where}: ${province} owned but not a centre`);
    if (!variant.powers.some((p) => p.id === power)) problems.push(`${where}: ${province} owned by unknown ${power}`);
  }
}

function sameUnits(a: readonly Unit[], b: readonly Unit[]): boolean {
  const x = multiset(a);
  const y = multiset(b);
  return x.size === y.size && [...x].every(([key, n]) => y.get(key) === n);
}

/**
 * What must hold between a position, the orders given and the adjudication; returns how
 * many of the given (legal) orders were found among the results.
 */
function checkPhase(variant: Variant, before: Position, orders: Orders, after: Adjudication, where: string, problems: string[]): number {
  let checked = 0;
  const next = after.next;
  if (comparePhases(variant, next.phase, before.phase) <= 0) problems.push(`${where}: the game did not move on`);

  // Every order taken from legalOrders is one the adjudicator accepts.
  const given = new Set<unknown>(Object.values(orders).flat());
  for (const result of after.results) {
    if (!given.has(result.order)) continue;
    checked++;
    if (result.outcome === 'invalid') problems.push(`${where}: legal order judged invalid: ${result.text} (${result.reason})`);
  }

  // Centres change hands only when the season `ownershipAfter` ends (XIII.1), and then each
  // occupied centre belongs to its occupier; between, ownership stays as it was.
  const ownershipSeason = variant.calendar.ownershipAfter;
  const leftOwnershipSeason = before.phase.season === ownershipSeason && next.phase.season !== ownershipSeason;
  if (leftOwnershipSeason) {
    for (const unit of next.units) {
      const province = provinceOf(unit.location);
      if (variant.provinces.some((p) => p.id === province && p.supplyCentre) && next.ownership[province] !== unit.power) {
        problems.push(`${where}: ${province} occupied by ${unit.power} but owned by ${next.ownership[province]}`);
      }
    }
  } else if (JSON.stringify(next.ownership) !== JSON.stringify(before.ownership)) {
    problems.push(`${where}: ownership changed outside the end of ${ownershipSeason}`);
  }
  if (leftOwnershipSeason) for (const [province, owner] of Object.entries(before.ownership)) {
    if (next.ownership[province] === undefined) problems.push(`${where}: ${province} lost its owner ${owner}`);
  }

  switch (before.phase.kind) {
    case 'movement':
      // No unit vanishes: each one is on the board or dislodged (and gone only if it cannot retreat).
      if (!sameUnits([...next.units, ...after.dislodged], before.units)) problems.push(`${where}: units appeared or vanished`);
      if (next.phase.kind === 'retreats' && next.dislodged.length !== after.dislodged.length) {
        problems.push(`${where}: ${after.dislodged.length} dislodged, ${next.dislodged.length} to retreat`);
      }
      break;
    case 'retreats': {
      const retreated = after.results.filter((r) => r.order?.kind === 'retreat' && r.outcome === 'succeeded').length;
      if (next.units.length !== before.units.length + retreated) problems.push(`${where}: ${retreated} retreats, unit count off`);
      break;
    }
    case 'adjustments': {
      const built = after.results.filter((r) => r.order?.kind === 'build' && r.outcome === 'succeeded').length;
      const removed = after.results.filter((r) => r.order?.kind === 'disband' && r.outcome === 'succeeded').length;
      if (next.units.length !== before.units.length + built - removed) problems.push(`${where}: ${built} builds, ${removed} disbands, unit count off`);
      for (const power of variant.powers) {
        if (adjustmentBalance(variant, next, power.id) < 0) problems.push(`${where}: ${power.id} has more units than centres`);
      }
      break;
    }
    default:
      break;
  }
  return checked;
}

describe('random games on the Standard map', () => {
  const variant = loadVariant('standard/standard.dip');

  it(`keeps every position sound over ${GAMES} games of up to ${PHASES_PER_GAME} phases`, () => {
    let phases = 0;
    let movementPhases = 0;
    let checkedOrders = 0;
    const problems: string[] = [];
    for (let game = 0; game < GAMES && problems.length === 0; game++) {
      const random = seededRandom(1000 + game);
      let position = startPosition(variant);
      for (let step = 0; step < PHASES_PER_GAME && problems.length === 0; step++) {
        const where = `game ${game}, ${position.phase.season} ${position.phase.year} ${position.phase.kind}`;
        const orders = randomOrders(variant, position, random);
        const after = adjudicate(variant, position, orders);
        checkPosition(variant, after.next, where, problems);
        checkedOrders += checkPhase(variant, position, orders, after, where, problems);
        // Same input, same output.
        if (JSON.stringify(adjudicate(variant, position, orders)) !== JSON.stringify(after)) problems.push(`${where}: not deterministic`);
        phases++;
        if (position.phase.kind === 'movement') movementPhases++;
        position = after.next;
        if (position.units.length === 0) break;
      }
    }
    expect(problems).toEqual([]);
    // Thousands of phases, most of them movement (about 6,000 and 4,000 with these seeds).
    expect(phases).toBeGreaterThan(5000);
    expect(movementPhases).toBeGreaterThan(3000);
    expect(checkedOrders, 'no given order was found among the results').toBeGreaterThan(phases * 5);
  });

  it('lists legal orders for every unit, and builds or disbands in adjustments', () => {
    const random = seededRandom(7);
    let position = startPosition(variant);
    const kinds = new Set<Order['kind']>();
    for (let step = 0; step < 40; step++) {
      for (const entry of legalOrdersByUnit(variant, position)) {
        expect(entry.orders.length, `${entry.location} has no legal order`).toBeGreaterThan(0);
        for (const order of entry.orders) kinds.add(order.kind);
      }
      if (position.phase.kind === 'adjustments') {
        for (const power of variant.powers) {
          const balance = adjustmentBalance(variant, position, power.id);
          if (balance > 0) expect(legalBuilds(variant, position, power.id).at(-1)).toEqual({ kind: 'waive' });
          if (balance < 0) expect(legalDisbands(variant, position, power.id).length).toBeGreaterThanOrEqual(-balance);
        }
      }
      position = adjudicate(variant, position, randomOrders(variant, position, random)).next;
    }
    for (const kind of ['hold', 'move', 'support', 'retreat', 'disband'] as const) expect(kinds.has(kind), kind).toBe(true);
  });
});
