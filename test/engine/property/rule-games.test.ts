/**
 * Random games on the Standard setups with rule modules: six players (Italy in civil
 * disorder) and the two-player game of 1914 (Italy neutral, then given away by a random
 * coin toss). Orders come from `legalOrders` and the engine must accept them all; moves
 * into neutral territory slipped in among them must be refused; no unit may ever enter
 * neutral territory, and no power nobody plays may ever build.
 */
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../../engine/adjudicate.js';
import { comparePhases } from '../../../engine/files/phase.js';
import { winningPlayer } from '../../../engine/game/winner.js';
import { startPosition } from '../../../engine/game/start-position.js';
import { activeRules } from '../../../engine/rules/registry.js';
import { withToss } from '../../../engine/rules/coin-toss/index.js';
import type { Adjudication, Order, Orders, Position } from '../../../engine/types.js';
import { provinceOf } from '../../../model/locations.js';
import type { Variant } from '../../../model/variant.js';
import { loadVariant } from '../../support/variants.js';
import { randomOrders, seededRandom, type Random } from './random-orders.js';

const GAMES = 30;
const PHASES_PER_GAME = 50;

interface Tally {
  phases: number;
  orders: number;
  /** Coin tosses made when the engine asked for one. */
  tosses: number;
  /** Moves into neutral territory slipped in among the legal orders (all must be refused). */
  intrusions: number;
}

/**
 * Replaces, now and then, the order of a unit beside a closed province by a move into it:
 * orders `legalOrders` never gives, which the adjudicator must refuse.
 */
function withIntrusions(variant: Variant, position: Position, orders: Orders, random: Random): { orders: Orders; tries: Set<Order> } {
  const rules = activeRules(variant, position);
  const tries = new Set<Order>();
  if (position.phase.kind !== 'movement' || !rules.closesProvinces) return { orders, tries };
  const out: Record<string, (Order | string)[]> = Object.fromEntries(Object.entries(orders).map(([p, list]) => [p, [...list]]));
  for (const unit of position.units) {
    if (rules.ordersRefused(unit.power) !== null || random() < 0.5) continue;
    const next = unit.type === 'army' ? variant.adjacency.army[unit.location] : variant.adjacency.fleet[unit.location];
    const into = (next ?? []).filter((to) => rules.entryRefused(provinceOf(to)) !== null);
    if (into.length === 0) continue;
    const order: Order = { kind: 'move', unit: { type: unit.type, location: unit.location }, to: into[Math.floor(random() * into.length)], viaConvoy: false };
    const own = (out[unit.power] ??= []).filter((o) => typeof o === 'string' || o.kind === 'build' || o.kind === 'waive' || o.unit.location !== unit.location);
    out[unit.power] = [...own, order];
    tries.add(order);
  }
  return { orders: out, tries };
}

function checkPhase(
  variant: Variant,
  before: Position,
  orders: Orders,
  tries: ReadonlySet<Order>,
  after: Adjudication,
  where: string,
  problems: string[],
  tally: Tally,
): void {
  const rules = activeRules(variant, before);
  if (comparePhases(variant, after.next.phase, before.phase) <= 0) problems.push(`${where}: the game did not move on`);
  const given = new Set<unknown>(Object.values(orders).flat());
  for (const result of after.results) {
    if (result.order !== null && tries.has(result.order)) {
      tally.intrusions++;
      if (result.outcome !== 'invalid' || !/neutral territory/.test(result.reason ?? '')) problems.push(`${where}: ${result.text} not refused`);
      continue;
    }
    if (!given.has(result.order)) continue;
    tally.orders++;
    if (result.outcome === 'invalid') problems.push(`${where}: legal order judged invalid: ${result.power} ${result.text} (${result.reason})`);
    if (rules.ordersRefused(result.power) !== null) problems.push(`${where}: an order was given for ${result.power}, which nobody plays`);
  }
  // Nobody enters a closed province: whoever stands there after the phase stood there before.
  if (rules.closesProvinces) {
    const stood = new Set(before.units.map((u) => `${u.power} ${provinceOf(u.location)}`));
    for (const unit of after.next.units) {
      const province = provinceOf(unit.location);
      if (rules.entryRefused(province) !== null && !stood.has(`${unit.power} ${province}`)) {
        problems.push(`${where}: ${unit.power} ${unit.type} entered neutral ${province}`);
      }
    }
  }
  // A power nobody plays never builds.
  for (const power of new Set(before.units.map((u) => u.power))) {
    if (rules.buildsAllowed(power) && rules.ordersRefused(power) === null) continue;
    const count = (p: Position): number => p.units.filter((u) => u.power === power).length + p.dislodged.filter((u) => u.power === power).length;
    if (count(after.next) > count(before)) problems.push(`${where}: ${power}, which nobody plays, gained units`);
    if (after.results.some((r) => r.power === power && r.order?.kind === 'build' && r.outcome === 'succeeded')) problems.push(`${where}: ${power} built`);
  }
}

function play(variant: Variant, seed: number, problems: string[], tally: Tally): void {
  const random: Random = seededRandom(seed);
  let position = startPosition(variant);
  for (let step = 0; step < PHASES_PER_GAME && problems.length === 0; step++) {
    const where = `game ${seed}, ${position.phase.season} ${position.phase.year} ${position.phase.kind}`;
    let { orders, tries } = withIntrusions(variant, position, randomOrders(variant, position, random), random);
    let after = adjudicate(variant, position, orders);
    if (after.blocked !== undefined) {
      // The coin toss is an input: toss it now, as the players would, and order again.
      if (!/coin-toss/.test(after.blocked)) {
        problems.push(`${where}: blocked: ${after.blocked}`);
        return;
      }
      position = withToss(position, 'italy', random() < 0.5 ? 'west' : 'central');
      tally.tosses++;
      ({ orders, tries } = withIntrusions(variant, position, randomOrders(variant, position, random), random));
      after = adjudicate(variant, position, orders);
      if (after.blocked !== undefined) problems.push(`${where}: still blocked after the toss: ${after.blocked}`);
    }
    checkPhase(variant, position, orders, tries, after, where, problems, tally);
    winningPlayer(variant, after.next);
    tally.phases++;
    position = after.next;
  }
}

describe('random games with rule modules', () => {
  for (const file of ['six-players.dip', 'five-players.dip', 'two-players-1914.dip']) {
    it(`${file}: legal orders accepted, neutral territory never entered, no build for powers nobody plays`, () => {
      const variant = loadVariant(`standard/${file}`);
      const problems: string[] = [];
      const tally: Tally = { phases: 0, orders: 0, tosses: 0, intrusions: 0 };
      for (let game = 0; game < GAMES && problems.length === 0; game++) play(variant, 500 + game, problems, tally);
      expect(problems).toEqual([]);
      expect(tally.phases).toBeGreaterThan(GAMES * 20);
      expect(tally.orders).toBeGreaterThan(tally.phases * 5);
      if (file === 'two-players-1914.dip') {
        expect(tally.tosses).toBe(GAMES);
        expect(tally.intrusions).toBeGreaterThan(GAMES);
      }
    });
  }
});
