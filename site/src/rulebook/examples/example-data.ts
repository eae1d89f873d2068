/**
 * The worked examples of a rules text, as data: one JSON file per rules text and map
 * (`variants/standard/examples/standard-rules.json`). Each example gives the position,
 * the orders as the text writes them (French notation, which the engine reads), and the
 * outcome the text states for each order; the checker (`../check-examples.ts`) plays it.
 *
 * The file is read with `readExampleFile`, which checks its shape and says where it is
 * wrong (`standard-rules.json: examples[3].orders.russia[1]: …`) instead of letting a
 * typo reach the build as a stack trace.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Edition, PowerId, ProvinceId } from '../../../../model/variant.js';
import type { Outcome } from '../../../../engine/types.js';
import type { Lang } from '../types.js';

export type Bilingual = Readonly<Record<Lang, string>>;

/** `'A lon'`, `'F stp/sc'`: type letter and location id. */
export type UnitText = string;

export interface ExampleDislodged {
  readonly unit: UnitText;
  /** The province the attacker came from; null when it came by convoy. */
  readonly from: ProvinceId | null;
  /** Where it may retreat, when the text says (exactly these provinces). */
  readonly retreats?: readonly ProvinceId[];
}

export interface RuleExample {
  /** Stable id, used in anchors and messages: `example-1`. */
  readonly id: string;
  /** How the rules text names it: `{ fr: 'Exemple 1', en: 'Example 1' }`. */
  readonly label: Bilingual;
  /** Where it belongs in the rulebook: a section of the rules text (`IX.3`), or `rule:ID` for a special rule. */
  readonly section: string;
  /**
   * For an example carried over from another map: the id of the example it re-expresses
   * in that map's file (Colonial's `example-1` mirrors Standard's `example-1`).
   */
  readonly mirrors?: string;
  /** Shown only in rulebooks of this edition (the examples where editions differ); default: both. */
  readonly edition?: Edition;
  /**
   * Shown (and played) only in the rulebooks of these variants of the map: an example that
   * needs what one of them adds (the Otaru–Sakhalin bridge of Colonial's 1996 errata).
   * Default: every variant of the map.
   */
  readonly variants?: readonly string[];
  /**
   * `core` (default): played under the core rules alone, the variant's rule modules set
   * aside (a neutral Italy must not change an example of cutting support). `variant`:
   * played with the variant's modules (the examples of a special rule).
   */
  readonly rules?: 'core' | 'variant';
  readonly title: Bilingual;
  /**
   * What the example shows, in our words. `{den}` is the province's name in the page's
   * language, `{F den}` a unit written in the order notation, `{power:england}` a power's
   * name, `{adj:england}` its adjective: names come from the model, and the checker makes
   * sure every province named is one the example uses.
   */
  readonly explanation?: Bilingual;
  readonly position: {
    readonly units: Readonly<Record<PowerId, readonly UnitText[]>>;
    /** Centres owned otherwise than at the start of the game (a railway centre taken by China). */
    readonly ownership?: Readonly<Record<ProvinceId, PowerId>>;
  };
  readonly orders: Readonly<Record<PowerId, readonly string[]>>;
  /** The outcome the text states, per order as written. Every order but a hold has one here or in `open`. */
  readonly expect: Readonly<Record<string, Outcome>>;
  /**
   * Where the ordered unit stands after the phase, per order as written, when the text
   * says: a railway move that fails stops short, somewhere on the line.
   */
  readonly ends?: Readonly<Record<string, ProvinceId>>;
  /** Orders whose outcome the text does not state, with why. */
  readonly open?: Readonly<Record<string, string>>;
  /** The units the text says are dislodged (exactly these). */
  readonly dislodged?: readonly ExampleDislodged[];
}

export interface ExampleFile {
  /** The map the examples are written on: the id of the variant at the root of its `extends` chain. */
  readonly map: string;
  /** The rules text they come from (a file of shared/rules). */
  readonly source: string;
  readonly examples: readonly RuleExample[];
}

const OUTCOMES = new Set(['succeeded', 'failed', 'invalid']);

type Problems = string[];

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function checkBilingual(v: unknown, where: string, problems: Problems): void {
  if (!isRecord(v) || typeof v.fr !== 'string' || typeof v.en !== 'string' || v.fr === '' || v.en === '') {
    problems.push(`${where}: expected { "fr": "…", "en": "…" }, both non-empty`);
  }
}

function checkStringLists(v: unknown, where: string, problems: Problems): void {
  if (!isRecord(v)) {
    problems.push(`${where}: expected an object of power → list of strings`);
    return;
  }
  for (const [power, list] of Object.entries(v)) {
    if (!Array.isArray(list)) problems.push(`${where}.${power}: expected a list`);
    else list.forEach((s, i) => typeof s !== 'string' && problems.push(`${where}.${power}[${i}]: expected a string`));
  }
}

function checkStrings(v: unknown, where: string, what: string, problems: Problems): void {
  if (!isRecord(v) || Object.values(v).some((s) => typeof s !== 'string')) problems.push(`${where}: expected an object of ${what}`);
}

/** The shape problems of a parsed example file (empty when it is well formed). */
export function exampleFileProblems(data: unknown, name: string): string[] {
  const problems: Problems = [];
  if (!isRecord(data)) return [`${name}: expected an object with map, source and examples`];
  if (typeof data.map !== 'string') problems.push(`${name}: map: expected the map's id`);
  if (typeof data.source !== 'string') problems.push(`${name}: source: expected the rules text's file name`);
  if (!Array.isArray(data.examples)) return [...problems, `${name}: examples: expected a list`];
  const ids = new Set<string>();
  data.examples.forEach((e: unknown, i: number) => {
    const at = `${name}: examples[${i}]`;
    if (!isRecord(e)) {
      problems.push(`${at}: expected an object`);
      return;
    }
    if (typeof e.id !== 'string' || !/^[a-z0-9-]+$/.test(e.id)) problems.push(`${at}.id: expected lowercase letters, digits and hyphens`);
    else if (ids.has(e.id)) problems.push(`${at}.id: '${e.id}' is used twice`);
    else ids.add(e.id);
    const where = typeof e.id === 'string' ? `${name}: ${e.id}` : at;
    checkBilingual(e.label, `${where}.label`, problems);
    checkBilingual(e.title, `${where}.title`, problems);
    if (e.explanation !== undefined) checkBilingual(e.explanation, `${where}.explanation`, problems);
    if (typeof e.section !== 'string' || e.section === '') problems.push(`${where}.section: expected a section of the rules text ('IX.3') or 'rule:ID'`);
    if (e.variants !== undefined && !(Array.isArray(e.variants) && e.variants.length > 0 && e.variants.every((v) => typeof v === 'string'))) {
      problems.push(`${where}.variants: expected a non-empty list of variant ids`);
    }
    if (e.mirrors !== undefined && (typeof e.mirrors !== 'string' || e.mirrors === '')) problems.push(`${where}.mirrors: expected the id of the example it re-expresses`);
    if (e.edition !== undefined && e.edition !== 'current' && e.edition !== '1971') problems.push(`${where}.edition: expected 'current' or '1971'`);
    if (e.rules !== undefined && e.rules !== 'core' && e.rules !== 'variant') problems.push(`${where}.rules: expected 'core' or 'variant'`);
    if (!isRecord(e.position)) problems.push(`${where}.position: expected { "units": { power: ["A lon", …] } }`);
    else {
      checkStringLists(e.position.units, `${where}.position.units`, problems);
      if (e.position.ownership !== undefined) checkStrings(e.position.ownership, `${where}.position.ownership`, 'centre → power', problems);
    }
    checkStringLists(e.orders, `${where}.orders`, problems);
    if (!isRecord(e.expect)) problems.push(`${where}.expect: expected an object of order → outcome`);
    else {
      for (const [order, outcome] of Object.entries(e.expect)) {
        if (typeof outcome !== 'string' || !OUTCOMES.has(outcome)) {
          problems.push(`${where}.expect['${order}']: expected 'succeeded', 'failed' or 'invalid'`);
        }
      }
    }
    if (e.open !== undefined && !isRecord(e.open)) problems.push(`${where}.open: expected an object of order → reason`);
    if (e.ends !== undefined) checkStrings(e.ends, `${where}.ends`, 'order → province', problems);
    if (e.dislodged !== undefined) {
      if (!Array.isArray(e.dislodged)) problems.push(`${where}.dislodged: expected a list`);
      else {
        e.dislodged.forEach((d: unknown, j: number) => {
          if (!isRecord(d) || typeof d.unit !== 'string' || !(typeof d.from === 'string' || d.from === null)) {
            problems.push(`${where}.dislodged[${j}]: expected { "unit": "A mun", "from": "boh" }`);
          } else if (d.retreats !== undefined && !(Array.isArray(d.retreats) && d.retreats.every((r) => typeof r === 'string'))) {
            problems.push(`${where}.dislodged[${j}].retreats: expected a list of provinces`);
          }
        });
      }
    }
  });
  return problems;
}

/** `Exemple 2, suite` → `exemple-2-suite`. */
function slug(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/**
 * The other shape of example file, written for a variant's own tests (Rokugan's:
 * `variant`, and per example a `caption` and the text's own id): read as this module's
 * shape. The caption is the title; the text's id is the label. An example without an
 * edition beside one of the 1971 edition for the same section is the current rules' one.
 */
export function fromVariantShape(data: Record<string, unknown>): unknown {
  if (typeof data.variant !== 'string' || data.map !== undefined || !Array.isArray(data.examples)) return data;
  const examples = data.examples as Record<string, unknown>[];
  const oldSections = new Set(examples.filter((e) => e.edition === '1971').map((e) => e.section));
  return {
    map: data.variant,
    source: data.source,
    examples: examples.map((e) => {
      const { id, caption, mirrors: _m, corrections: _c, added: _a, board: _b, ...rest } = e;
      const label = typeof id === 'string' ? { fr: id, en: id.replace(/^Exemple\b/, 'Example').replace(/, suite\b/, ', continued') } : id;
      const edition = rest.edition ?? (oldSections.has(rest.section) ? 'current' : undefined);
      return { ...rest, id: typeof id === 'string' ? slug(id) : id, label, title: caption, ...(edition === undefined ? {} : { edition }) };
    }),
  };
}

/** Reads and checks one example file; throws naming the file and every problem. */
export function readExampleFile(path: string): ExampleFile {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${path}: not readable JSON: ${(error as Error).message}`);
  }
  if (isRecord(data)) data = fromVariantShape(data);
  const problems = exampleFileProblems(data, path);
  if (problems.length > 0) throw new Error(`bad example file:\n  ${problems.join('\n  ')}`);
  return data as ExampleFile;
}

/**
 * Every example file, `variants/*\/examples/*-rules.json` (a rules text's examples) and
 * `*-examples.json` (an errata's: Colonial's), read and checked. Other JSON files there
 * are a rule module's own test data, not the rulebook's.
 */
export function readAllExampleFiles(variantsDir: string): ExampleFile[] {
  const files: ExampleFile[] = [];
  for (const dir of readdirSync(variantsDir, { withFileTypes: true })) {
    if (!dir.isDirectory()) continue;
    const examplesDir = join(variantsDir, dir.name, 'examples');
    if (!existsSync(examplesDir)) continue;
    for (const file of readdirSync(examplesDir).filter((f) => f.endsWith('-rules.json') || f.endsWith('-examples.json')).sort()) {
      files.push(readExampleFile(join(examplesDir, file)));
    }
  }
  return files;
}
