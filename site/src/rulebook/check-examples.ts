/**
 * Plays the examples of a rules text through the adjudication engine and lists every way
 * the engine's outcome differs from the one the text states. Plain TypeScript (no Astro):
 * the site build calls `assertExamples` and stops, naming the example, when any differ;
 * the tests call `checkExamples` directly.
 *
 * What is compared: the outcome of every order the example states one for, that every
 * order given gets a result, where a unit ends when the example says (a railway move
 * stopping short), and the dislodged units exactly (with where the attack came from and
 * where they may retreat when the example says). The explanation's placeholders are checked too (a
 * province named there must be one the example uses).
 */
import { adjudicate } from '../../../engine/adjudicate.js';
import { legalOrders } from '../../../engine/orders/legal-orders.js';
import type { Adjudication, Position, Unit } from '../../../engine/types.js';
import { provinceOf } from '../../../model/locations.js';
import type { Edition, Variant } from '../../../model/variant.js';
import type { RuleExample, UnitText } from './examples/example-data.js';
import { explanationProblems } from './examples/explanation.js';

export interface ExampleCheck {
  readonly example: RuleExample;
  /** The variant (with the edition and rules) it was played on. */
  readonly variant: Variant;
  readonly position: Position;
  /** Null when the example could not be played (see `problems`). */
  readonly adjudication: Adjudication | null;
  /** Every difference from what the example states; empty when the engine agrees. */
  readonly problems: readonly string[];
}

/** `'A lon'` → a unit of `power`, or a problem. */
function readUnit(power: string, text: UnitText): Unit | string {
  const m = /^([AF]) ([a-z0-9]+(?:\/[a-z]+)?)$/.exec(text.trim());
  if (m === null) return `bad unit '${text}': write 'A lon' or 'F stp/sc'`;
  return { power, type: m[1] === 'A' ? 'army' : 'fleet', location: m[2] };
}

/** Whether the example is shown (and checked) in a rulebook of this edition (and, when given, of this variant). */
export function exampleApplies(example: RuleExample, edition: Edition, variantId?: string): boolean {
  const variantOk = variantId === undefined || example.variants === undefined || example.variants.includes(variantId);
  return variantOk && (example.edition === undefined || example.edition === edition);
}

/**
 * The variant an example is played on: the variant's own map and edition; its rule
 * modules only when the example illustrates a special rule (`rules: 'variant'`).
 */
export function variantForExample(variant: Variant, example: RuleExample, edition: Edition = variant.rules.edition): Variant {
  const modules = example.rules === 'variant' ? variant.rules.modules : [];
  // The variant itself when nothing changes (its own modules, or none where it has none), so
  // that its index and rules, made once per variant object, serve every example.
  if (modules.length === variant.rules.modules.length && edition === variant.rules.edition) return variant;
  return { ...variant, rules: { edition, modules } };
}

/**
 * The first movement phase of the variant's calendar from its start, where an example is
 * played: the start itself on most maps; Spring 1901 in Intimate Diplomacy, whose game
 * opens with the bidding of 1900.
 */
export function firstMovement(variant: Variant): { readonly season: string; readonly year: number } {
  const { seasons, start } = variant.calendar;
  const from = Math.max(0, seasons.findIndex((s) => s.id === start.season));
  for (let i = 0; i < seasons.length; i++) {
    const season = seasons[(from + i) % seasons.length]!;
    if (season.phases.includes('movement')) return { season: season.id, year: start.year + Math.floor((from + i) / seasons.length) };
  }
  return start;
}

const unitKey = (u: Unit) => `${u.power} ${u.type === 'army' ? 'A' : 'F'} ${u.location}`;

/** Plays one example on a variant and returns what differs. */
export function checkExample(variant: Variant, example: RuleExample, edition: Edition = variant.rules.edition): ExampleCheck {
  const played = variantForExample(variant, example, edition);
  const where = `${example.id} (${example.label.en}, ${variant.id}${edition === '1971' ? ', 1971 edition' : ''})`;
  const problems: string[] = [];
  const powers = new Set(variant.powers.map((p) => p.id));
  const provinces = new Set(variant.provinces.map((p) => p.id));

  const units: Unit[] = [];
  for (const [power, list] of Object.entries(example.position.units)) {
    if (!powers.has(power)) problems.push(`${where}: no power '${power}' on this map`);
    for (const text of list) {
      const unit = readUnit(power, text);
      if (typeof unit === 'string') problems.push(`${where}: ${unit}`);
      else if (!provinces.has(provinceOf(unit.location))) problems.push(`${where}: no province '${provinceOf(unit.location)}' on this map`);
      else units.push(unit);
    }
  }
  for (const power of Object.keys(example.orders)) if (!powers.has(power)) problems.push(`${where}: orders for '${power}', no power of this map`);
  const centres = new Set(variant.provinces.filter((p) => p.supplyCentre).map((p) => p.id));
  for (const [centre, owner] of Object.entries(example.position.ownership ?? {})) {
    if (!centres.has(centre)) problems.push(`${where}: ownership: '${centre}' is not a centre of this map`);
    if (!powers.has(owner)) problems.push(`${where}: ownership: no power '${owner}' on this map`);
  }
  for (const place of [...Object.values(example.ends ?? {}), ...(example.dislodged ?? []).flatMap((d) => d.retreats ?? [])]) {
    if (!provinces.has(place)) problems.push(`${where}: no province '${place}' on this map`);
  }
  for (const lang of ['fr', 'en'] as const) problems.push(...explanationProblems(variant, example, lang).map((p) => `${where}: ${p}`));

  // The data against itself: every stated or open outcome is an order of one power, every
  // order but a hold has an outcome stated or declared open.
  const owners = (text: string) => Object.entries(example.orders).filter(([, list]) => list.includes(text)).map(([p]) => p);
  const open = example.open ?? {};
  for (const text of [...Object.keys(example.expect), ...Object.keys(open), ...Object.keys(example.ends ?? {})]) {
    if (owners(text).length !== 1) problems.push(`${where}: '${text}' is not an order of exactly one power`);
  }
  for (const [power, list] of Object.entries(example.orders)) {
    for (const text of list) {
      const isHold = /\s(H|\(H\))$/.test(text.trim());
      if (!isHold && !(text in example.expect) && !(text in open)) problems.push(`${where}: ${power} '${text}' has no stated outcome`);
    }
  }

  const position: Position = {
    variant: played.id,
    phase: { ...firstMovement(played), kind: 'movement' },
    units,
    dislodged: [],
    contested: [],
    ownership: { ...played.start.ownership, ...example.position.ownership },
  };
  if (problems.length > 0) return { example, variant: played, position, adjudication: null, problems };

  let adjudication: Adjudication;
  try {
    adjudication = adjudicate(played, position, example.orders);
  } catch (error) {
    problems.push(`${where}: the engine threw: ${error instanceof Error ? error.message : String(error)}`);
    return { example, variant: played, position, adjudication: null, problems };
  }
  if (adjudication.blocked !== undefined) {
    problems.push(`${where}: the engine did not play the phase: ${adjudication.blocked}`);
    return { example, variant: played, position, adjudication: null, problems };
  }

  for (const [power, list] of Object.entries(example.orders)) {
    for (const text of list) {
      if (!adjudication.results.some((r) => r.power === power && r.text === text)) problems.push(`${where}: no result for ${power} '${text}'`);
    }
  }
  for (const [text, stated] of Object.entries(example.expect)) {
    const power = owners(text)[0];
    const result = adjudication.results.find((r) => r.power === power && r.text === text);
    if (result !== undefined && result.outcome !== stated) {
      problems.push(`${where}: '${text}': the engine says ${result.outcome}, the text says ${stated}${result.reason ? ` (engine: ${result.reason})` : ''}`);
    }
  }

  for (const [text, place] of Object.entries(example.ends ?? {})) {
    const power = owners(text)[0];
    const result = adjudication.results.find((r) => r.power === power && r.text === text);
    const order = result?.order;
    const type = order !== null && order !== undefined && 'unit' in order ? order.unit.type : undefined;
    if (!adjudication.next.units.some((u) => u.power === power && provinceOf(u.location) === place && (type === undefined || type === null || u.type === type))) {
      const there = adjudication.next.units.filter((u) => u.power === power).map(unitKey).join(', ') || 'none';
      problems.push(`${where}: '${text}': the text says the unit ends in ${place}; after the phase ${power} has ${there}`);
    }
  }

  const stated = new Map<string, string | null>();
  for (const d of example.dislodged ?? []) {
    const owner = units.find((u) => u.location === readUnitLocation(d.unit));
    stated.set(owner === undefined ? `? ${d.unit}` : unitKey(owner), d.from);
  }
  const got = new Map(adjudication.dislodged.map((d) => [unitKey(d), d.attackerFrom]));
  const list = (keys: Iterable<string>) => [...keys].sort().join(', ') || 'none';
  if (list(stated.keys()) !== list(got.keys())) {
    problems.push(`${where}: dislodged: ${list(got.keys())}; the text says ${list(stated.keys())}`);
  } else {
    for (const [key, from] of stated) {
      if (got.get(key) !== from) problems.push(`${where}: ${key} dislodged from ${String(got.get(key))}, the text says from ${String(from)}`);
    }
    for (const d of example.dislodged ?? []) {
      if (d.retreats === undefined) continue;
      const location = readUnitLocation(d.unit);
      const next = adjudication.next;
      const options = next.phase.kind === 'retreats' ? legalOrders(played, next, location).flatMap((o) => (o.kind === 'retreat' ? [provinceOf(o.to)] : [])) : [];
      if (list(new Set(options)) !== list(new Set(d.retreats))) {
        problems.push(`${where}: ${d.unit} may retreat to ${list(new Set(options))}; the text says ${list(new Set(d.retreats))}`);
      }
    }
  }
  return { example, variant: played, position, adjudication, problems };
}

function readUnitLocation(text: UnitText): string {
  return text.trim().slice(2);
}

/**
 * Checks every example of a list that applies to the variant's edition (or, with
 * `editions`, under each edition the example applies to).
 */
export function checkExamples(
  variant: Variant,
  examples: readonly RuleExample[],
  editions: readonly Edition[] = [variant.rules.edition],
): ExampleCheck[] {
  return editions.flatMap((edition) => examples.filter((e) => exampleApplies(e, edition, variant.id)).map((e) => checkExample(variant, e, edition)));
}

/** Throws one clear error listing every example whose outcome differs (for the site build). */
export function assertExamples(checks: readonly ExampleCheck[]): void {
  const failing = checks.filter((c) => c.problems.length > 0);
  if (failing.length === 0) return;
  const lines = failing.flatMap((c) => c.problems.map((p) => `  - ${p}`));
  throw new Error(
    `${failing.length} rules example(s) do not play out as their text says:\n${lines.join('\n')}\n` +
      'Fix the example data (variants/*/examples/*.json) or the engine before building the rulebooks.',
  );
}
