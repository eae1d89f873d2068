/**
 * Phases as people write them: `{ "season": "fall", "year": 1901, "kind": "movement" }`,
 * "Fall 1901 movement", or the short code "F1901M".
 */
import { normaliseName } from '../../model/names.js';
import { orList } from '../../model/or-list.js';
import type { PhaseKind, Variant } from '../../model/variant.js';
import { isYear, YEAR_RULE } from '../../model/year.js';
import type { Phase } from '../types.js';
import { describe, isRecord, join, type Problems } from './json-input.js';
import { phaseShapeProblem } from '../game/position-shape.js';

const KINDS: readonly PhaseKind[] = ['bidding', 'movement', 'retreats', 'adjustments'];
const KIND_LETTERS: Readonly<Record<string, PhaseKind>> = { b: 'bidding', m: 'movement', r: 'retreats', a: 'adjustments' };

export function readPhase(variant: Variant, value: unknown, path: string, problems: Problems): Phase | null {
  if (typeof value === 'string') return phaseFromText(variant, value, path, problems);
  if (!isRecord(value)) {
    problems.push(`${path}: expected a phase like { "season": "spring", "year": 1901, "kind": "movement" }, found ${describe(value)}`);
    return null;
  }
  const before = problems.length;
  const season = typeof value.season === 'string' ? findSeason(variant, value.season) : null;
  if (season === null) {
    problems.push(`${join(path, 'season')}: ${typeof value.season === 'string' ? `unknown season '${value.season}'` : `expected a season, found ${describe(value.season)}`} (${seasonList(variant)})`);
  }
  const year = value.year;
  if (!isYear(year)) problems.push(`${join(path, 'year')}: expected a year, ${YEAR_RULE}, found ${describe(year)}`);
  const kindText = typeof value.kind === 'string' ? value.kind.toLowerCase() : null;
  const kind = KINDS.find((k) => k === kindText) ?? null;
  if (kind === null) problems.push(`${join(path, 'kind')}: expected ${kindList(variant)}, found ${describe(value.kind)}`);
  if (problems.length > before || season === null || kind === null) return null;
  return checkKind(variant, { season, year: year as number, kind }, join(path, 'kind'), problems);
}

function phaseFromText(variant: Variant, text: string, path: string, problems: Problems): Phase | null {
  const words = text.trim().split(/\s+/);
  let season: string | null = null;
  let year = NaN;
  let kind: PhaseKind | null = null;
  const code = /^([a-z]+)(\d+)([a-z])$/i.exec(text.trim());
  if (code) {
    season = findSeason(variant, code[1]);
    year = Number(code[2]);
    kind = KIND_LETTERS[code[3].toLowerCase()] ?? null;
  } else if (words.length === 3) {
    season = findSeason(variant, words[0]);
    year = Number(words[1]);
    kind = KINDS.find((k) => k === words[2].toLowerCase()) ?? null;
  }
  if (season === null || !Number.isInteger(year) || kind === null) {
    problems.push(`${path}: expected a phase like 'Spring 1901 movement' or 'S1901M', found '${text}'`);
    return null;
  }
  if (!isYear(year)) {
    problems.push(`${path}: the year of '${text}' is not ${YEAR_RULE}`);
    return null;
  }
  return checkKind(variant, { season, year, kind }, path, problems);
}

function checkKind(variant: Variant, phase: Phase, path: string, problems: Problems): Phase | null {
  const season = variant.calendar.seasons.find((s) => s.id === phase.season);
  if (season !== undefined && !season.phases.includes(phase.kind)) {
    problems.push(`${path}: the season '${phase.season}' has no ${phase.kind} phase (${season.phases.join(', ')})`);
    return null;
  }
  return phase;
}

/** A season by id or name in any language, or by a unique first letter ("F" for fall). */
function findSeason(variant: Variant, text: string): string | null {
  const key = normaliseName(text);
  for (const season of variant.calendar.seasons) {
    if (normaliseName(season.id) === key) return season.id;
    if (Object.values(season.names).some((name) => normaliseName(name) === key)) return season.id;
  }
  if (key === 'autumn' || key === 'automne') return findSeason(variant, 'fall');
  const byLetter = variant.calendar.seasons.filter((s) => s.id.startsWith(key));
  return key.length === 1 && byLetter.length === 1 ? byLetter[0].id : null;
}

function seasonList(variant: Variant): string {
  return variant.calendar.seasons.map((s) => s.id).join(', ');
}

function kindList(variant: Variant): string {
  const used = KINDS.filter((k) => variant.calendar.seasons.some((s) => s.phases.includes(k)));
  return orList(used);
}

/** `a movement phase`, `an adjustments phase`: a phase's kind in a sentence. */
export function phaseKindWithArticle(kind: PhaseKind): string {
  return `${kind === 'adjustments' ? 'an' : 'a'} ${kind} phase`;
}

/** "Spring 1901 movement". */
export function formatPhase(variant: Variant, phase: Phase, language = 'en'): string {
  const problem = phaseShapeProblem(phase, 'phase');
  if (problem !== null) throw new TypeError(problem);
  const season = variant.calendar.seasons.find((s) => s.id === phase.season);
  const name = season?.names[language] ?? season?.names[variant.languages[0]] ?? phase.season;
  return `${name} ${phase.year} ${phase.kind}`;
}

/** Orders phases in the variant's calendar: negative when a comes first. */
export function comparePhases(variant: Variant, a: Phase, b: Phase): number {
  if (a.year !== b.year) return a.year - b.year;
  const seasons = variant.calendar.seasons;
  const sa = seasons.findIndex((s) => s.id === a.season);
  const sb = seasons.findIndex((s) => s.id === b.season);
  if (sa !== sb) return sa - sb;
  const phases = seasons[sa]?.phases ?? [];
  return phases.indexOf(a.kind) - phases.indexOf(b.kind);
}
