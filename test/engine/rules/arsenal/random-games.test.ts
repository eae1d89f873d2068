/**
 * Random games on the arsenal variant: orders come from `legalOrders` (removals and
 * placements of the adjustments phase included) and the engine must accept them all; after
 * every phase the arsenal state holds together: every owned centre has a type and no
 * unowned one has; and after every adjustments phase each power's units and units kept
 * aside match its arsenals, type by type (the text's "vérification finale"). And the
 * listing agrees with the adjudicator: each removal and placement, given alone, is
 * accepted exactly when it is listed.
 */
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../../../engine/adjudicate.js';
import { comparePhases } from '../../../../engine/files/phase.js';
import { startPosition } from '../../../../engine/game/start-position.js';
import { legalBuilds, legalDisbands } from '../../../../engine/orders/legal-orders.js';
import { activeRules } from '../../../../engine/rules/registry.js';
import { arsenalState } from '../../../../engine/rules/arsenal/state.js';
import { countArsenals, countUnits } from '../../../../engine/rules/arsenal/fall-sequence.js';
import type { Order, Orders, Position } from '../../../../engine/types.js';
import { provinceOf } from '../../../../model/locations.js';
import type { Variant } from '../../../../model/variant.js';
import { loadVariant } from '../../../support/variants.js';
import { randomOrders, seededRandom, type Random } from '../../property/random-orders.js';

const GAMES = 12;
const PHASES_PER_GAME = 40;

function shuffle<T>(list: readonly T[], random: Random): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Adjustments: a power either gives its removals (random units of the types it owes) and
 * no placement, or leaves its removals to the default and places units where the listing
 * says (listed placements assume the default removals).
 */
function adjustmentOrders(variant: Variant, position: Position, random: Random): Orders {
  const orders: Record<string, Order[]> = {};
  const play = activeRules(variant, position).adjustments;
  if (play === null) throw new Error('the arsenal rule plays no adjustments phase');
  for (const { id } of variant.powers) {
    const list: Order[] = [];
    if (random() < 0.5) {
      const owed = { ...play.owed(id).remove };
      for (const order of shuffle(legalDisbands(variant, position, id), random)) {
        if (order.kind !== 'disband' || order.unit.type === null || owed[order.unit.type] === 0) continue;
        owed[order.unit.type]--;
        list.push(order);
      }
    } else {
      const used = new Set<string>();
      const owed = { ...play.owed(id).place };
      for (const order of shuffle(legalBuilds(variant, position, id), random)) {
        if (order.kind !== 'build' || used.has(provinceOf(order.location)) || owed[order.type] === 0 || random() < 0.2) continue;
        used.add(provinceOf(order.location));
        owed[order.type]--;
        list.push(order);
      }
    }
    if (list.length > 0) orders[id] = list;
  }
  return orders;
}

function checkState(variant: Variant, position: Position, where: string, problems: string[]): void {
  const { types, aside } = arsenalState(variant, position);
  for (const centre of Object.keys(position.ownership)) if (types[centre] === undefined) problems.push(`${where}: ${centre} is owned but has no type`);
  for (const centre of Object.keys(types)) if (position.ownership[centre] === undefined) problems.push(`${where}: ${centre} is neutral but has a type`);
  for (const { id } of variant.powers) {
    const units = countUnits(position.units, id);
    const arsenals = countArsenals(position.ownership, types, id);
    const kept = aside[id] ?? { army: 0, fleet: 0 };
    for (const type of ['army', 'fleet'] as const) {
      if (units[type] + kept[type] !== arsenals[type]) {
        problems.push(`${where}: ${id} has ${units[type]} ${type} units and ${kept[type]} aside for ${arsenals[type]} ${type} arsenals`);
      }
    }
  }
}

describe('random games with the arsenal rule', () => {
  it('accepts every legal order and keeps arsenals, units and units aside in step', () => {
    const variant = loadVariant('standard/arsenal.dip');
    const problems: string[] = [];
    const tally = { phases: 0, orders: 0, adjustments: 0, typeChanges: 0, removals: 0, placements: 0 };
    for (let game = 0; game < GAMES && problems.length === 0; game++) {
      const random = seededRandom(900 + game);
      let position = startPosition(variant);
      for (let step = 0; step < PHASES_PER_GAME && problems.length === 0; step++) {
        const where = `game ${game}, ${position.phase.season} ${position.phase.year} ${position.phase.kind}`;
        const adjustments = position.phase.kind === 'adjustments';
        const orders = adjustments ? adjustmentOrders(variant, position, random) : randomOrders(variant, position, random);
        const after = adjudicate(variant, position, orders);
        if (after.blocked !== undefined) problems.push(`${where}: blocked: ${after.blocked}`);
        if (comparePhases(variant, after.next.phase, position.phase) <= 0) problems.push(`${where}: the game did not move on`);
        const given = new Set<unknown>(Object.values(orders).flat());
        for (const result of after.results) {
          if (!given.has(result.order)) continue;
          tally.orders++;
          if (result.outcome !== 'succeeded' && adjustments) problems.push(`${where}: ${result.power} ${result.text}: ${result.outcome} (${result.reason})`);
          if (result.outcome === 'invalid') problems.push(`${where}: legal order judged invalid: ${result.power} ${result.text} (${result.reason})`);
        }
        if (adjustments) {
          tally.adjustments++;
          tally.removals += after.results.filter((r) => r.order?.kind === 'disband' && r.outcome === 'succeeded').length;
          tally.placements += after.results.filter((r) => r.order?.kind === 'build' && r.outcome === 'succeeded').length;
          const before = arsenalState(variant, position).types;
          const next = arsenalState(variant, after.next).types;
          tally.typeChanges += Object.keys(next).filter((c) => before[c] !== undefined && before[c] !== next[c]).length;
          checkState(variant, after.next, where, problems);
        }
        tally.phases++;
        position = after.next;
      }
    }
    expect(problems).toEqual([]);
    expect(tally.adjustments).toBeGreaterThan(GAMES * 4);
    expect(tally.removals).toBeGreaterThan(GAMES);
    expect(tally.placements).toBeGreaterThan(GAMES);
    expect(tally.typeChanges).toBeGreaterThan(0);
  });

  it('lists exactly the removals and placements the adjudicator accepts, order by order', () => {
    const variant = loadVariant('standard/arsenal.dip');
    const problems: string[] = [];
    let checked = 0;
    for (let game = 0; game < 6 && problems.length === 0; game++) {
      const random = seededRandom(950 + game);
      let position = startPosition(variant);
      for (let step = 0; step < PHASES_PER_GAME; step++) {
        const adjustments = position.phase.kind === 'adjustments';
        if (adjustments) {
          const where = `game ${game}, ${position.phase.season} ${position.phase.year}`;
          for (const { id } of variant.powers) {
            const disbands = new Set(legalDisbands(variant, position, id).map((o) => JSON.stringify(o)));
            const builds = new Set(legalBuilds(variant, position, id).map((o) => JSON.stringify(o)));
            // Every unit of the power, removed alone; every home centre, each type, placed alone.
            const tries: Order[] = [
              ...position.units.filter((u) => u.power === id).map((u): Order => ({ kind: 'disband', unit: { type: u.type, location: u.location } })),
              ...variant.provinces
                .filter((p) => p.home === id && p.supplyCentre)
                .flatMap((p): Order[] => [
                  { kind: 'build', type: 'army', location: p.id },
                  ...(p.coasts.length > 0 ? p.coasts.map((c): Order => ({ kind: 'build', type: 'fleet', location: `${p.id}/${c.id}` })) : [{ kind: 'build', type: 'fleet', location: p.id } as Order]),
                ]),
            ];
            for (const order of tries) {
              const listed = (order.kind === 'disband' ? disbands : builds).has(JSON.stringify(order));
              const result = adjudicate(variant, position, { [id]: [order] }).results.find((r) => r.order === order);
              const accepted = result?.outcome === 'succeeded';
              checked++;
              if (listed !== accepted) problems.push(`${where}: ${id} ${result?.text}: listed ${listed}, ${result?.outcome} (${result?.reason ?? ''})`);
            }
          }
        }
        const orders = adjustments ? adjustmentOrders(variant, position, random) : randomOrders(variant, position, random);
        position = adjudicate(variant, position, orders).next;
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(500);
  });
});
