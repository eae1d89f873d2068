/**
 * Random games from a seeded generator, shared by the benchmarks (bench/adjudicate.ts,
 * bench/colonial.ts) and the property tests (through test/engine/property/random-orders.ts):
 * random legal orders for a whole position, moves favoured over holds so that games change
 * hands, dislodge units and build. Only the engine's public API is used, so that
 * bench/side-by-side.ts can run the same games on any commit of the engine.
 */
import { provinceOf } from '../model/locations.js';
import type { PowerId, Variant } from '../model/variant.js';
import { activeRules, adjudicate, adjustmentBalance, formatOrder, legalBuilds, legalDisbands, legalOrdersByUnit, startPosition } from '../engine/index.js';
import type { Order, Orders, Position } from '../engine/index.js';

export type Random = () => number;

/** mulberry32: a small, fast, seeded generator in [0, 1). */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(items: readonly T[], random: Random): T {
  return items[Math.floor(random() * items.length)];
}

function shuffle<T>(items: T[], random: Random): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

const WEIGHTS: readonly [Order['kind'], number][] = [
  ['move', 0.55],
  ['support', 0.25],
  ['convoy', 0.1],
  ['hold', 0.1],
];

function pickMovementOrder(orders: readonly Order[], random: Random): Order {
  const available = WEIGHTS.filter(([kind]) => orders.some((o) => o.kind === kind));
  const total = available.reduce((sum, [, w]) => sum + w, 0);
  let r = random() * total;
  for (const [kind, weight] of available) {
    r -= weight;
    if (r <= 0) return pick(orders.filter((o) => o.kind === kind), random);
  }
  return pick(orders, random);
}

export interface RandomOrderOptions {
  /** The chance that a unit gets no order (it holds, or disbands in retreats). */
  readonly noOrder?: number;
  /**
   * Choose among the legal orders sorted by their text, not in the order the engine lists
   * them: two engines that list the same orders differently then play the same games
   * (the benchmarks compare two commits side by side).
   */
  readonly byText?: boolean;
}

export function randomOrders(variant: Variant, position: Position, random: Random, options: RandomOrderOptions = {}): Orders {
  const noOrder = options.noOrder ?? 0.03;
  const listed = (orders: readonly Order[]): Order[] => (options.byText === true ? sortedByText(variant, orders) : [...orders]);
  // Powers nobody plays (civil disorder, neutral) give no orders: their units only hold.
  const rules = activeRules(variant, position);
  const played = (power: PowerId): boolean => rules.ordersRefused(power) === null;
  const orders: Record<PowerId, Order[]> = {};
  const add = (power: PowerId, order: Order): void => {
    (orders[power] ??= []).push(order);
  };
  switch (position.phase.kind) {
    case 'movement':
      for (const entry of legalOrdersByUnit(variant, position)) {
        if (!played(entry.power) || random() < noOrder) continue; // no order: the unit holds
        add(entry.power, pickMovementOrder(listed(entry.orders), random));
      }
      break;
    case 'retreats':
      for (const entry of legalOrdersByUnit(variant, position)) {
        if (!played(entry.power) || entry.orders.length === 0 || random() < noOrder) continue; // no order: the unit is disbanded
        add(entry.power, pick(listed(entry.orders), random));
      }
      break;
    case 'adjustments':
      for (const power of variant.powers) {
        const balance = adjustmentBalance(variant, position, power.id);
        if (balance > 0) {
          const builds = listed(legalBuilds(variant, position, power.id));
          // Waive only where it is legal (not for a power whose builds are all made: rule intimate).
          if (random() < 0.1 && (builds.length === 0 || builds.some((o) => o.kind === 'waive'))) {
            add(power.id, { kind: 'waive' });
            continue;
          }
          const used = new Set<string>();
          for (const build of shuffle(builds, random)) {
            if (build.kind !== 'build' || used.size >= balance || used.has(provinceOf(build.location))) continue;
            used.add(provinceOf(build.location));
            add(power.id, build);
          }
        } else if (balance < 0) {
          if (random() < 0.1) continue; // civil disorder: the engine chooses
          for (const disband of shuffle(listed(legalDisbands(variant, position, power.id)), random).slice(0, -balance)) add(power.id, disband);
        }
      }
      break;
    case 'bidding':
      break;
  }
  return orders;
}

function sortedByText(variant: Variant, orders: readonly Order[]): Order[] {
  return orders
    .map((order) => ({ order, text: formatOrder(variant, order) }))
    .sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0))
    .map((entry) => entry.order);
}

export interface GameStep {
  readonly position: Position;
  /** The random orders given in it. */
  readonly orders: Orders;
}

/** The positions of a seeded random game, from the start, each with the orders then given, for at most `steps` phases. */
export function* randomGame(variant: Variant, seed: number, steps: number, options: RandomOrderOptions = {}): Generator<GameStep> {
  const random = seededRandom(seed);
  let position = startPosition(variant);
  for (let step = 0; step < steps; step++) {
    const orders = randomOrders(variant, position, random, options);
    yield { position, orders };
    position = adjudicate(variant, position, orders).next;
  }
}

/**
 * `wanted` movement phases with at least `minUnits` units, from seeded random games of at
 * most `steps` phases starting at game `seed`, deep-copied: nothing the engine may have
 * cached against these objects while generating them carries over to a bench's timing.
 */
export function movementPhases(variant: Variant, wanted: number, seed: number, steps: number, minUnits = 0, options: RandomOrderOptions = {}): GameStep[] {
  const out: GameStep[] = [];
  for (let game = seed; out.length < wanted; game++) {
    for (const step of randomGame(variant, game, steps, options)) {
      if (step.position.phase.kind !== 'movement' || step.position.units.length < minUnits) continue;
      out.push(step);
      if (out.length === wanted) break;
    }
  }
  return JSON.parse(JSON.stringify(out)) as GameStep[];
}
