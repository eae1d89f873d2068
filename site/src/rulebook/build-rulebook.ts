/**
 * Assembles a variant's rulebook in one language: the chapters of the standard rules
 * (core/fr.ts, core/en.ts), the chapters of its special rules (special/), and the worked
 * examples of its map, each played by the engine (the build stops when an outcome differs
 * from the one stated), with its orders in the page's notation and its board diagram.
 */
import { adjudicate } from '../../../engine/adjudicate.js';
import { formatOrder } from '../../../engine/orders/format-order.js';
import type { Adjudication, Outcome, Position } from '../../../engine/types.js';
import type { BoardGeometry } from '../../../board/geometry/types.js';
import type { Variant } from '../../../model/variant.js';
import { assertExamples, checkExample, exampleApplies, type ExampleCheck } from './check-examples.js';
import { coreChapters as coreEn } from './core/en.js';
import { coreChapters as coreFr } from './core/fr.js';
import { exampleDiagram } from './diagram.js';
import type { ExampleFile, RuleExample } from './examples/example-data.js';
import { explanationSpans, provincesOfExample, titleText } from './examples/explanation.js';
import { nameIn, rulebookFacts } from './facts.js';
import { specialChapters } from './special/index.js';
import type { Chapter, ChapterContext, Lang, Span } from './types.js';
import { powerName, provinceName, unitCode } from './words.js';
import { exampleStart } from '../lib/playground-example.js';
import { playgroundHref } from '../lib/playground-link.js';
import { provinceOf } from '../../../model/locations.js';

export interface ShownOrder {
  readonly text: string;
  readonly outcome: Outcome;
  /** Where a failed move stopped short, named in the page's language (a railway move); null otherwise. */
  readonly stoppedIn: string | null;
}

export interface ShownExample {
  readonly id: string;
  readonly label: string;
  readonly title: string;
  readonly explanation: readonly Span[];
  /** Per power, in the example's order: its name and its orders in the page's notation with their outcomes. */
  readonly orders: readonly { readonly power: string; readonly lines: readonly ShownOrder[] }[];
  /** The dislodged units, written `F Eng (England)`. */
  readonly dislodged: readonly string[];
  /** The text alternative of the diagram (also useful without one). */
  readonly alt: string;
  /** Inline SVG, or null when the map has no board geometry to draw on. */
  readonly diagram: string | null;
  /** A link that opens the example in a playground (see `playgroundLink`). */
  readonly playground: PlaygroundLink;
}

/** Where an example is played: the variant's playground, or that of its map's variant when the variant's own rules would change the example. */
export interface PlaygroundLink {
  readonly href: string;
  /** The name (in the page's language) of the other variant whose playground the link opens; null: the variant's own. */
  readonly otherVariant: string | null;
}

export interface Rulebook {
  readonly variantId: string;
  readonly lang: Lang;
  readonly title: string;
  /** Sections I–XIV. */
  readonly chapters: readonly Chapter[];
  /** The variant's special rules (empty for the standard game). */
  readonly special: readonly Chapter[];
  /** The examples to show, by the section key of the `examples` blocks that place them. */
  readonly examples: ReadonlyMap<string, readonly ShownExample[]>;
  /** Notes for the reader (no example data for this map, no diagrams). */
  readonly notes: readonly string[];
}

export interface RulebookInput {
  /** The id of the variant at the root of this one's `extends` chain: the map its examples are written for. */
  readonly mapId: string;
  /** Every example file (readAllExampleFiles); only those of `mapId` are used. */
  readonly exampleFiles: readonly ExampleFile[];
  /** The board to draw diagrams on; null: the examples are shown without diagrams. */
  readonly geometry: BoardGeometry | null;
  /**
   * The variant `mapId` names (the map's own rules), whose playground plays an example of
   * the core rules that the variant's own rules would change (a power with no player in the
   * game for six); absent or null: only the variant's own playground.
   */
  readonly mapVariant?: Variant | null;
}

/** The root of a variant's `extends` chain, given the compiled variants by id. */
export function mapOf(variant: Variant, byId: ReadonlyMap<string, Variant>): string {
  let current = variant;
  const seen = new Set<string>();
  while (current.base !== null && !seen.has(current.id)) {
    seen.add(current.id);
    const base = byId.get(current.base);
    if (base === undefined) return current.base;
    current = base;
  }
  return current.id;
}

const OUTCOME: Readonly<Record<Lang, Readonly<Record<Outcome, string>>>> = {
  fr: { succeeded: 'réussit', failed: 'échoue', invalid: 'invalide' },
  en: { succeeded: 'succeeds', failed: 'fails', invalid: 'invalid' },
};

export function outcomeWord(outcome: Outcome, lang: Lang): string {
  return OUTCOME[lang][outcome];
}

/** `fails, stops in Irkutsk` / `échoue, s’arrête à « Irkoutsk »`, or the outcome alone. */
export function outcomeText(line: ShownOrder, lang: Lang): string {
  const word = outcomeWord(line.outcome, lang);
  if (line.stoppedIn === null) return word;
  return lang === 'fr' ? `${word}, s’arrête à « ${line.stoppedIn} »` : `${word}, stops in ${line.stoppedIn}`;
}

function showExample(variant: Variant, check: ExampleCheck, lang: Lang, geometry: BoardGeometry | null, mapVariant: Variant | null): ShownExample {
  const { example, adjudication } = check;
  if (adjudication === null) throw new Error(`${example.id}: not played`);
  const orders = Object.entries(example.orders).map(([power, texts]) => ({
    power: powerName(variant, power, lang),
    lines: texts.map((text) => {
      const result = adjudication.results.find((r) => r.power === power && r.text === text)!;
      const ends = example.ends?.[text];
      const start = result.order !== null && 'unit' in result.order ? provinceOf(result.order.unit.location) : null;
      const stoppedIn = result.outcome === 'failed' && ends !== undefined && ends !== start ? provinceName(variant, ends, lang) : null;
      return { text: result.order === null ? text : formatOrder(variant, result.order, { language: lang }), outcome: result.outcome, stoppedIn };
    }),
  }));
  const dislodged = adjudication.dislodged.map((d) => `${unitCode(variant, d)} (${powerName(variant, d.power, lang)})`);
  const label = example.label[lang];
  const [colon, semicolon] = lang === 'fr' ? [' : ', ' ; '] : [': ', '; '];
  const units = Object.entries(example.position.units)
    .map(([power, list]) => `${powerName(variant, power, lang)}${colon}${list.map((u) => unitCode(variant, { type: u[0] === 'A' ? 'army' : 'fleet', location: u.slice(2) })).join(', ')}`)
    .join(semicolon);
  const alt =
    lang === 'fr'
      ? `Carte (${label}) : ${units}. Les ordres et leurs résultats sont listés sous la carte.`
      : `Board (${label}): ${units}. The orders and their results are listed below it.`;
  const diagram =
    geometry === null ? null : exampleDiagram(check.variant, geometry, check.position, adjudication, provincesOfExample(variant, example), alt, lang);
  return {
    id: example.id,
    label,
    title: titleText(variant, example, lang),
    explanation: explanationSpans(variant, example, lang),
    orders,
    dislodged,
    alt,
    diagram,
    playground: playgroundLink(variant, check, lang, `${label}. ${titleText(variant, example, lang)}`, mapVariant),
  };
}

/**
 * The example in a playground: its position, with the set-up the playground's rules need
 * (`exampleStart`: Intimate's home powers and mercenaries), and its orders, in the link.
 * The example is played there first, as the playground will play it, and every order must
 * get the outcome the rulebook shows: in the variant's own playground; else, for an example
 * of the core rules that the variant's own rules change (a power in civil disorder, a
 * neutral territory), in the playground of its map's variant (Standard's), which plays the
 * core rules. Otherwise the build stops: a link that tells another story, or none, would
 * hide a difference between the rulebook and the playground.
 */
export function playgroundLink(variant: Variant, check: ExampleCheck, lang: Lang, title: string, mapVariant: Variant | null = null): PlaygroundLink {
  const shown = check.adjudication;
  if (shown === null) throw new Error(`${variant.id}: ${check.example.id} was not played`);
  const powers = [...new Set([...Object.keys(check.example.position.units), ...Object.keys(check.example.orders)])];
  const playIn = (v: Variant): { position: Position; differences: string[] } => {
    const position = exampleStart(v, { ...check.position, variant: v.id }, powers);
    return { position, differences: playgroundDifferences(shown, adjudicate(v, position, check.example.orders)) };
  };
  const own = playIn(variant);
  if (own.differences.length === 0) {
    return { href: playgroundHref(lang, variant.id, { position: own.position, orders: check.example.orders, title }), otherVariant: null };
  }
  const coreRules = check.example.rules !== 'variant' && mapVariant !== null && mapVariant.id !== variant.id && mapVariant.rules.edition === check.variant.rules.edition;
  const map = coreRules ? playIn(mapVariant) : null;
  if (map !== null && map.differences.length === 0) {
    return { href: playgroundHref(lang, mapVariant!.id, { position: map.position, orders: check.example.orders, title }), otherVariant: nameIn(mapVariant!.names, lang, mapVariant!.id) };
  }
  throw new Error(
    `${variant.id}: rulebook example ${check.example.id} plays otherwise in the playground than the rulebook shows ` +
      `(so it could get no "play this example" link): ${own.differences.join('; ')}` +
      (map === null ? '' : `; in ${mapVariant!.id}'s playground: ${map.differences.join('; ')}`) +
      '. Fix the example, its set-up for the playground (site/src/lib/playground-example.ts) or the playground.',
  );
}

/** How the playground's adjudication of an example differs from the rulebook's: blocked, results missing, other outcomes. */
export function playgroundDifferences(shown: Adjudication, there: Adjudication): string[] {
  if (there.blocked !== undefined) return [`the phase cannot be played: ${there.blocked}`];
  const out: string[] = [];
  for (const r of shown.results) {
    const same = there.results.find((x) => x.power === r.power && x.text === r.text);
    if (same === undefined) out.push(`no result for ${r.power} '${r.text}'`);
    else if (same.outcome !== r.outcome) out.push(`${r.power} '${r.text}' ${same.outcome}${same.reason ? ` (${same.reason})` : ''}, the rulebook shows ${r.outcome}`);
  }
  for (const r of there.results) if (!shown.results.some((x) => x.power === r.power && x.text === r.text)) out.push(`an extra result ${r.power} '${r.text}'`);
  return out;
}

/** The sections the chapters place examples in. */
function placedSections(chapters: readonly Chapter[]): Set<string> {
  return new Set(chapters.flatMap((c) => c.blocks.flatMap((b) => (b.kind === 'examples' ? [b.section] : []))));
}

/**
 * The rulebook of a variant in a language. Throws, naming the example, when an example
 * of the map does not play out as stated, or has no place in the book.
 */
export function buildRulebook(variant: Variant, lang: Lang, input: RulebookInput): Rulebook {
  const ctx: ChapterContext = { variant, facts: rulebookFacts(variant), lang };
  const core = lang === 'fr' ? coreFr(ctx) : coreEn(ctx);
  const special = specialChapters(ctx);
  const files = input.exampleFiles.filter((f) => f.map === input.mapId);
  const chapters = withFallbackPlaces(core, files.flatMap((f) => f.examples));
  const placed = placedSections([...chapters, ...special]);
  // A special rule's examples (`rule:ID`) belong only in the rulebooks of variants using that rule.
  const examples: RuleExample[] = files
    .flatMap((f) => f.examples)
    .filter((e) => exampleApplies(e, variant.rules.edition, variant.id) && (!e.section.startsWith('rule:') || placed.has(e.section)));
  const ids = examples.map((e) => e.id);
  const twice = [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
  if (twice.length > 0) throw new Error(`${variant.id}: example ids used twice in the example files of map ${input.mapId}: ${twice.join(', ')}`);
  const checks = examples.map((e) => checkExample(variant, e));
  assertExamples(checks);

  const homeless = examples.filter((e) => !placed.has(e.section));
  if (homeless.length > 0) {
    throw new Error(
      `${variant.id}: no chapter shows the examples of section ${[...new Set(homeless.map((e) => e.section))].join(', ')} ` +
        `(${homeless.map((e) => e.id).join(', ')}): add an examples block for it, or fix the example's section`,
    );
  }
  const bySection = new Map<string, ShownExample[]>();
  for (const check of checks) {
    const shown = showExample(variant, check, lang, input.geometry, input.mapVariant ?? null);
    bySection.set(check.example.section, [...(bySection.get(check.example.section) ?? []), shown]);
  }

  const notes: string[] = [];
  if (files.length === 0) {
    notes.push(
      lang === 'fr'
        ? 'Les exemples commentés des règles sont écrits pour une autre carte : ils ne sont pas encore transposés sur celle-ci, et ce livret ne les emprunte pas.'
        : 'The worked examples of the rules are written for another map: they have not been carried over to this one yet, and this rulebook does not borrow them.',
    );
  } else if (input.geometry === null) {
    notes.push(
      lang === 'fr'
        ? 'Les exemples sont donnés sans schéma : la carte de cette variante n’est pas disponible pour les dessiner.'
        : 'The examples are given without diagrams: this variant’s board is not available to draw them on.',
    );
  }
  return { variantId: variant.id, lang, title: nameIn(variant.names, lang, variant.id), chapters, special, examples: bySection, notes };
}

/**
 * An example whose section no chapter places explicitly (`VII.6`, `XII.1`) goes at the
 * end of the chapter of its section's number (`VII`, `XII`).
 */
function withFallbackPlaces(chapters: readonly Chapter[], examples: readonly RuleExample[]): Chapter[] {
  const placed = placedSections(chapters);
  const extra = new Map<string, string[]>();
  for (const e of examples) {
    if (placed.has(e.section) || e.section.startsWith('rule:')) continue;
    const chapter = chapters.find((c) => c.section !== null && c.section === e.section.split('.')[0]);
    if (chapter === undefined) continue;
    const list = extra.get(chapter.id) ?? [];
    if (!list.includes(e.section)) list.push(e.section);
    extra.set(chapter.id, list);
  }
  return chapters.map((c) => {
    const sections = extra.get(c.id);
    return sections === undefined ? c : { ...c, blocks: [...c.blocks, ...sections.map((section) => ({ kind: 'examples' as const, section }))] };
  });
}
