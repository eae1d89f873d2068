/**
 * Where a movement phase's time goes, stage by stage, on the positions bench/adjudicate.ts
 * times (fresh movement phases of seeded random games on Standard, parsed orders, copies
 * settled in the old generation): `npx tsx bench/adjudicate-stages.ts [--runs N]`.
 *
 * The stages are the ones `adjudicate` runs (engine/adjudicate.ts, engine/movement/
 * adjudicate-movement.ts's resolveMovement and adjudicateMovement, whose functions this calls in their order), called one after the other with a clock read
 * between them (about 50 ns a read, so the total comes out a little above bench/adjudicate.ts's
 * figure): reading the orders, the board state, tying orders to units, the order table with
 * its legality checks, resolving, the results and units after the phase, the next phase.
 * Wall time, median of the runs, µs per phase. For deciding where to work, not a target.
 */
import { compileFile } from '../compiler/compile.js';
import { matchUnits, readOrders } from '../engine/given-orders.js';
import { nextPhaseFrom } from '../engine/game/next-phase.js';
import { positionWith } from '../engine/game/position-with.js';
import { playMovement, resolveOrders } from '../engine/movement/adjudicate-movement.js';
import { buildOrderTable } from '../engine/movement/order-table.js';
import { boardState } from '../engine/orders/board-state.js';
import { activeRules } from '../engine/rules/registry.js';
import { lendTables, returnTables } from '../engine/tables.js';
import { variantIndex } from '../engine/variant-index.js';
import { freshCopies } from './fresh-copies.js';
import { movementPhases } from './random-game.js';

const STAGES = ['rules in force', 'reading the orders', 'board state', 'orders to units', 'order table and checks', 'resolving', 'results and units after', 'next phase'] as const;
const PER_RUN = 400;
const WARM_UP = 2;

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 7;
const compiled = compileFile('variants/standard/standard.dip');
if (compiled.variant === null) {
  console.error('variants/standard/standard.dip does not compile; run `dipkit check` on it');
  process.exit(1);
}
// Under the current rules, as bench/adjudicate.ts times them (the same positions on every commit).
const variant = { ...compiled.variant, rules: { ...compiled.variant.rules, edition: 'current' as const } };
const index = variantIndex(variant);
const sets = Array.from({ length: WARM_UP + runs }, (_, r) => movementPhases(variant, PER_RUN, 1 + r * 1000, 60, 28, { byText: true }));
const [copies] = freshCopies(sets, 1);
const clock = (): number => Number(process.hrtime.bigint());

/** µs per phase in each stage, per run. */
const perRun: number[][] = [];
for (const set of copies) {
  const spent = STAGES.map(() => 0);
  for (const { position, orders } of set) {
    let at = clock();
    const lap = (stage: number): void => {
      const now = clock();
      spent[stage] += now - at;
      at = now;
    };
    const rules = activeRules(variant, position);
    lap(0);
    const given = readOrders(variant, orders, 'movement', rules);
    lap(1);
    const tables = lendTables(index.tables);
    const b = boardState(index, position.units, rules, tables);
    lap(2);
    const orderOf = matchUnits(index, given, position.units, b.unitAt);
    lap(3);
    const t = buildOrderTable(b, variant.rules.edition, given, orderOf, rules.impossibleMoveLeaves, position.ownership, tables);
    lap(4);
    const r = resolveOrders(t, tables);
    lap(5);
    const outcome = playMovement(variant, position, { r, given, orderOf }, tables);
    returnTables(index.tables, tables);
    lap(6);
    const played = positionWith(position, { units: outcome.units, dislodged: outcome.dislodged, contested: outcome.contested });
    nextPhaseFrom(variant, played, outcome.provinces);
    lap(7);
  }
  perRun.push(spent.map((ns) => ns / set.length / 1000));
}

const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1];
const figures = STAGES.map((name, s) => ({ name, us: median(perRun.slice(WARM_UP).map((run) => run[s])) }));
const total = figures.reduce((sum, f) => sum + f.us, 0);
console.log(`Standard map: ${runs} runs of ${PER_RUN} fresh movement phases, parsed orders; wall time per phase, median of runs\n`);
for (const f of figures) console.log(`${f.name.padEnd(24)} ${f.us.toFixed(2).padStart(6)} µs  ${((100 * f.us) / total).toFixed(0).padStart(3)}%`);
console.log(`${'total'.padEnd(24)} ${total.toFixed(2).padStart(6)} µs`);
