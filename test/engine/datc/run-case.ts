/**
 * Plays a case (DATC or rules example) through an adjudicator and lists every way
 * the result differs from what the case expects. Nothing is skipped: every expected
 * outcome, the dislodged units and the board of each next position are checked, and
 * an order the engine gives no result for is a difference too.
 */
import type { Variant, PowerId, ProvinceId, UnitType, LocationId } from '../../../model/variant.js';
import { provinceOf } from '../../../model/locations.js';
import type { Adjudication, DislodgedUnit, Orders, Position, Unit } from '../../../engine/types.js';
import { SPRING_1901, type Board, type DatcCase, type DislodgedText, type Expected, type Step, type UnitText } from './case.js';

export type Adjudicate = (variant: Variant, position: Position, orders: Orders) => Adjudication;

/** `'A lon'` → type and location. */
export function parseUnitText(text: UnitText): { type: UnitType; location: LocationId } {
  const m = /^([AF]) ([a-z]{3}(?:\/[a-z]{2})?)$/.exec(text.trim());
  if (m === null) throw new Error(`bad unit '${text}': write 'A lon' or 'F stp/sc'`);
  return { type: m[1] === 'A' ? 'army' : 'fleet', location: m[2] };
}

function unitKey(u: { power: PowerId; type: UnitType; location: LocationId }): string {
  return `${u.power} ${u.type === 'army' ? 'A' : 'F'} ${u.location}`;
}

function dislodgedText(d: UnitText | DislodgedText): DislodgedText | { unit: UnitText; from?: undefined } {
  return typeof d === 'string' ? { unit: d } : d;
}

export function buildPosition(variant: Variant, c: DatcCase): Position {
  const powers = new Set(variant.powers.map((p) => p.id));
  const checkPower = (p: string) => {
    if (!powers.has(p)) throw new Error(`${c.id}: no power '${p}' in ${variant.id}`);
  };
  const units: Unit[] = [];
  for (const [power, list] of Object.entries(c.position.units)) {
    checkPower(power);
    for (const t of list) units.push({ power, ...parseUnitText(t) });
  }
  const dislodged: DislodgedUnit[] = [];
  for (const [power, list] of Object.entries(c.position.dislodged ?? {})) {
    checkPower(power);
    for (const d of list) dislodged.push({ power, ...parseUnitText(d.unit), attackerFrom: d.from });
  }
  let ownership: Record<ProvinceId, PowerId> = { ...variant.start.ownership };
  if (c.position.ownership !== undefined) {
    ownership = {};
    for (const [power, centres] of Object.entries(c.position.ownership)) {
      checkPower(power);
      for (const centre of centres) ownership[centre] = power;
    }
  }
  return {
    variant: variant.id,
    phase: c.position.phase ?? SPRING_1901,
    units,
    dislodged,
    contested: c.position.contested ?? [],
    ownership,
  };
}

/** A move, retreat, build or disband as our own notation writes it, or null. */
interface BoardChange {
  readonly kind: 'move' | 'build' | 'disband';
  readonly type?: UnitType;
  readonly from?: string;
  readonly to: string;
}

/**
 * Reads the orders the board derivation needs: `A lon - bel`, `A lon - bel via convoy`,
 * `A bur R pic`, `B A kie`, `D A par`, and the rules text's `A Lon-Bel`.
 * Returns null for holds, supports and convoys.
 */
export function boardChange(text: string): BoardChange | null {
  const t = text.trim();
  const move = /^([AF])\s*([A-Za-z]{3}(?:\/[a-z]{2})?)\s*(?:-|\bR\b)\s*([A-Za-z]{3}(?:\/[a-z]{2})?)(?:\s+via convoy)?$/i.exec(t);
  if (move !== null && !/\b[SC]\b|\(/.test(t)) {
    return { kind: 'move', type: move[1].toUpperCase() === 'A' ? 'army' : 'fleet', from: move[2].toLowerCase(), to: move[3].toLowerCase() };
  }
  const adjust = /^([BD])\s+([AF])\s+([a-z]{3}(?:\/[a-z]{2})?)$/i.exec(t);
  if (adjust !== null) {
    return {
      kind: adjust[1].toUpperCase() === 'B' ? 'build' : 'disband',
      type: adjust[2].toUpperCase() === 'A' ? 'army' : 'fleet',
      to: adjust[3].toLowerCase(),
    };
  }
  return null;
}

function expectedList(e: Expected | readonly Expected[]): readonly Expected[] {
  return typeof e === 'string' ? [e] : e;
}

/** The power that gave an order text in a step (the data lint guarantees exactly one). */
export function powerOf(step: Step, text: string): PowerId | null {
  const owners = Object.entries(step.orders).filter(([, list]) => list.includes(text));
  return owners.length === 1 ? owners[0][0] : null;
}

type UnitModel = Map<string, { power: PowerId; type: UnitType; location: LocationId }>;

function model(units: readonly { power: PowerId; type: UnitType; location: LocationId }[]): UnitModel {
  return new Map(units.map((u) => [unitKey(u), { power: u.power, type: u.type, location: u.location }]));
}

function boardModel(board: Board): UnitModel {
  return model(Object.entries(board).flatMap(([power, list]) => list.map((t) => ({ power, ...parseUnitText(t) }))));
}

function findByProvince(units: UnitModel, province: ProvinceId, power?: PowerId) {
  for (const u of units.values()) if (provinceOf(u.location) === province && (power === undefined || u.power === power)) return u;
  return undefined;
}

/**
 * The board expected after a step: the given board, or the current one with the
 * dislodged units taken off and every order expected to succeed carried out.
 */
function expectedBoard(
  variant: Variant,
  step: Step,
  kind: string,
  board: UnitModel,
  waiting: readonly { power: PowerId; type: UnitType; location: LocationId }[],
  problems: string[],
  where: string,
): UnitModel {
  if (step.board !== undefined) return boardModel(step.board);
  const next: UnitModel = new Map(board);
  const provinceIds = new Set(variant.provinces.map((p) => p.id));
  const location = (type: UnitType, loc: string): LocationId => {
    if (!provinceIds.has(provinceOf(loc))) {
      problems.push(`${where}: cannot derive the board from '${loc}': give the case a board`);
    }
    return type === 'army' ? provinceOf(loc) : loc;
  };
  if (kind === 'movement') {
    for (const d of waiting) next.delete(unitKey(d));
  }
  const moves: { key: string; unit: { power: PowerId; type: UnitType; location: LocationId } }[] = [];
  for (const [text, e] of Object.entries(step.expect)) {
    const power = powerOf(step, text);
    const change = boardChange(text);
    if (power === null || change === null) continue;
    expectedList(e).forEach((outcome) => {
      if (outcome !== 'succeeded') return;
      if (change.kind === 'move') {
        const pool = kind === 'retreats' ? model(waiting) : board;
        const unit = findByProvince(pool, provinceOf(change.from!), power);
        if (unit === undefined) {
          problems.push(`${where}: '${text}' is expected to succeed but no unit of ${power} stands there`);
          return;
        }
        if (kind !== 'retreats') next.delete(unitKey(unit));
        moves.push({ key: '', unit: { power, type: unit.type, location: location(unit.type, change.to) } });
      } else if (change.kind === 'build') {
        const u = { power, type: change.type!, location: location(change.type!, change.to) };
        next.set(unitKey(u), u);
      } else {
        const unit = findByProvince(next, provinceOf(change.to), power);
        if (unit !== undefined) next.delete(unitKey(unit));
      }
    });
  }
  for (const m of moves) next.set(unitKey(m.unit), m.unit);
  return next;
}

function sortedKeys(m: UnitModel | readonly Unit[]): string[] {
  const keys = m instanceof Map ? [...m.keys()] : m.map(unitKey);
  return keys.sort();
}

/**
 * Plays the case and returns the differences between what the engine did and what
 * the case expects (empty when the engine agrees on everything).
 */
export function runCase(variant: Variant, c: DatcCase, adjudicate: Adjudicate): string[] {
  const problems: string[] = [];
  let position = buildPosition(variant, c);
  let board = model(position.units);
  let waiting: { power: PowerId; type: UnitType; location: LocationId }[] = position.dislodged.map((d) => ({
    power: d.power,
    type: d.type,
    location: d.location,
  }));
  const steps: (Step & { kind?: string; mayBeSkipped?: boolean })[] = [c, ...(c.then ?? [])];

  for (const [i, step] of steps.entries()) {
    const kind = i === 0 ? position.phase.kind : step.kind!;
    const where = i === 0 ? `${c.id} (${kind})` : `${c.id} step ${i + 1} (${kind})`;

    if (position.phase.kind !== kind) {
      if (step.mayBeSkipped === true && kind === 'retreats') {
        // The engine skipped a retreats phase in which no unit could retreat.
        for (const [text, e] of Object.entries(step.expect)) {
          if (expectedList(e).includes('succeeded')) problems.push(`${where}: skipped, yet '${text}' should succeed`);
        }
        for (const d of position.dislodged) problems.push(`${where}: skipped, yet ${unitKey(d)} still waits to retreat`);
        const want = expectedBoard(variant, step, kind, board, waiting, problems, where);
        const got = sortedKeys(position.units);
        if (JSON.stringify(got) !== JSON.stringify(sortedKeys(want))) {
          problems.push(`${where}: board is [${got.join(', ')}], expected [${sortedKeys(want).join(', ')}]`);
        }
        board = want;
        waiting = [];
        continue;
      }
      problems.push(`${where}: expected a ${kind} phase, the engine produced ${JSON.stringify(position.phase)}`);
      break;
    }

    let adjudication: Adjudication;
    try {
      adjudication = adjudicate(variant, position, step.orders as Orders);
    } catch (error) {
      problems.push(`${where}: the engine threw ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
      break;
    }

    // Every order gets a result; every expected outcome is checked.
    for (const [power, list] of Object.entries(step.orders)) {
      for (const text of new Set(list)) {
        const results = adjudication.results.filter((r) => r.power === power && r.text === text);
        const given = list.filter((t) => t === text).length;
        if (results.length !== given) {
          problems.push(`${where}: ${power} '${text}' was given ${given} time(s), the engine returned ${results.length} result(s)`);
        }
      }
    }
    for (const [text, e] of Object.entries(step.expect)) {
      const power = powerOf(step, text);
      if (power === null) {
        problems.push(`${where}: expected outcome for '${text}', which no single power ordered`);
        continue;
      }
      const want = expectedList(e);
      const results = adjudication.results.filter((r) => r.power === power && r.text === text);
      const got = results.map((r) => r.outcome);
      if (JSON.stringify(got) !== JSON.stringify(want)) {
        const why = results.map((r) => r.reason).filter((r) => r !== undefined);
        problems.push(
          `${where}: ${power} '${text}' is ${got.join('/') || 'missing'}, expected ${want.join('/')}` +
            (why.length > 0 ? ` (engine: ${why.join('; ')})` : ''),
        );
      }
    }

    // Dislodged units, exactly, with the attacker's origin where the case names it.
    const startUnits = board;
    const wantDislodged = (step.dislodged ?? []).map(dislodgedText).map((d) => {
      const u = parseUnitText(d.unit);
      const owner = findByProvince(startUnits, provinceOf(u.location));
      const power = owner?.power ?? '?';
      if (owner === undefined) problems.push(`${where}: expected dislodged ${d.unit}, but no unit stood there`);
      return { key: unitKey({ power, ...u }), from: d.from, unit: { power, ...u } };
    });
    const gotDislodged = adjudication.dislodged.map((d) => ({ key: unitKey(d), from: d.attackerFrom }));
    const wantKeys = wantDislodged.map((d) => d.key).sort();
    const gotKeys = gotDislodged.map((d) => d.key).sort();
    if (JSON.stringify(wantKeys) !== JSON.stringify(gotKeys)) {
      problems.push(`${where}: dislodged [${gotKeys.join(', ')}], expected [${wantKeys.join(', ')}]`);
    } else {
      for (const w of wantDislodged) {
        if (w.from === undefined) continue;
        const g = gotDislodged.find((d) => d.key === w.key)!;
        if (g.from !== w.from) problems.push(`${where}: ${w.key} dislodged from ${String(g.from)}, expected ${String(w.from)}`);
      }
    }

    // The board of the next position.
    const want = expectedBoard(variant, step, kind, board, kind === 'movement' ? wantDislodged.map((d) => d.unit) : waiting, problems, where);
    const got = sortedKeys(adjudication.next.units);
    if (JSON.stringify(got) !== JSON.stringify(sortedKeys(want))) {
      problems.push(`${where}: next board is [${got.join(', ')}], expected [${sortedKeys(want).join(', ')}]`);
    }

    board = want;
    waiting = kind === 'movement' ? wantDislodged.map((d) => d.unit) : [];
    position = adjudication.next;
  }
  return problems;
}

/**
 * Checks a case's data against itself, without an engine: every expected or open
 * order is one of the step's orders, given by exactly one power; every order other
 * than a hold has an expected or open outcome; units are well written.
 */
export function lintCase(c: DatcCase): string[] {
  const problems: string[] = [];
  for (const list of Object.values(c.position.units)) for (const u of list) {
    try {
      parseUnitText(u);
    } catch (e) {
      problems.push(`${c.id}: ${(e as Error).message}`);
    }
  }
  const steps: Step[] = [c, ...(c.then ?? [])];
  steps.forEach((step, i) => {
    const where = i === 0 ? c.id : `${c.id} step ${i + 1}`;
    const open = step.open ?? {};
    for (const key of [...Object.keys(step.expect), ...Object.keys(open)]) {
      if (powerOf(step, key) === null) problems.push(`${where}: '${key}' is not an order of exactly one power`);
    }
    for (const key of Object.keys(open)) {
      if (key in step.expect) problems.push(`${where}: '${key}' is both expected and open`);
    }
    for (const [power, list] of Object.entries(step.orders)) {
      for (const text of list) {
        const isHold = /\s(H|\(H\))$/.test(text.trim());
        if (!isHold && !(text in step.expect) && !(text in open)) {
          problems.push(`${where}: ${power} '${text}' has no expected outcome`);
        }
        const copies = list.filter((t) => t === text).length;
        const e = step.expect[text];
        if (e !== undefined && expectedList(e).length !== copies) {
          problems.push(`${where}: '${text}' is given ${copies} time(s) but has ${expectedList(e).length} outcome(s)`);
        }
      }
    }
    for (const d of step.dislodged ?? []) {
      try {
        parseUnitText(dislodgedText(d).unit);
      } catch (e) {
        problems.push(`${where}: ${(e as Error).message}`);
      }
    }
  });
  return problems;
}
