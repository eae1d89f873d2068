/**
 * An example's explanation, with its placeholders filled from the model: `{den}` → the
 * province's name in the page's language, `{F den}` → the unit in the order notation,
 * `{power:england}` → the power's name, `{adj:england}` → its adjective. Writing names
 * this way keeps them true to the map the example is played on: a province that is not
 * in the example (the Rokugan text still speaking of Denmark) is reported, not printed.
 */
import { provinceOf } from '../../../../model/locations.js';
import type { Variant } from '../../../../model/variant.js';
import type { Lang, Span } from '../types.js';
import { locationAbbreviation } from '../../../../model/abbreviation.js';
import { locationName, powerAdjective, powerName } from '../words.js';
import type { RuleExample } from './example-data.js';

const PLACEHOLDER = /\{([^{}]*)\}/g;

/**
 * The provinces an example uses: where its units stand, every place its orders name, and
 * the places its data names (where a unit ends, where a dislodged one may retreat, a
 * centre owned otherwise than at the start).
 */
export function provincesOfExample(variant: Variant, example: RuleExample): Set<string> {
  const ids = new Set(variant.provinces.map((p) => p.id));
  const used = new Set<string>();
  for (const list of Object.values(example.position.units)) for (const u of list) used.add(provinceOf(u.slice(2).trim()));
  // Orders are written as players write them (`F Bal (S) F Ska-Den`, `A Vla-TSR-Omsk`):
  // every word that is a province id or one of the map's abbreviations counts.
  for (const list of Object.values(example.orders)) {
    for (const order of list) {
      for (const word of order.toLowerCase().match(/[a-z]+/g) ?? []) {
        const id = ids.has(word) ? word : word.length > 1 ? variant.aliases[word] : undefined;
        if (id !== undefined) used.add(id);
      }
    }
  }
  const named = [
    ...Object.values(example.ends ?? {}),
    ...(example.dislodged ?? []).flatMap((d) => d.retreats ?? []),
    ...Object.keys(example.position.ownership ?? {}),
  ];
  for (const place of named) if (ids.has(provinceOf(place))) used.add(provinceOf(place));
  return used;
}

/** Problems with the placeholders of an example's title and explanation in one language (empty when all resolve). */
export function explanationProblems(variant: Variant, example: RuleExample, lang: Lang): string[] {
  return [
    ...placeholderProblems(variant, example, example.title[lang], 'title', lang),
    ...placeholderProblems(variant, example, example.explanation?.[lang] ?? '', 'explanation', lang),
  ];
}

function placeholderProblems(variant: Variant, example: RuleExample, text: string, field: string, lang: Lang): string[] {
  const problems: string[] = [];
  const used = provincesOfExample(variant, example);
  const powers = new Set(variant.powers.map((p) => p.id));
  for (const m of text.matchAll(PLACEHOLDER)) {
    const what = m[1].trim();
    const power = /^(power|adj):([a-z0-9-]+)$/.exec(what);
    if (power !== null) {
      if (!powers.has(power[2])) problems.push(`${example.id} (${lang}): {${what}}: no power '${power[2]}' in ${variant.id}`);
      continue;
    }
    const unit = /^([AF]) ([a-z0-9]+(?:\/[a-z]+)?)$/.exec(what);
    const location = unit !== null ? unit[2] : /^[a-z0-9]+(?:\/[a-z]+)?$/.test(what) ? what : null;
    if (location === null) {
      problems.push(`${example.id} (${lang}): {${what}} is not a placeholder: write {den}, {F den}, {power:ID} or {adj:ID}`);
      continue;
    }
    if (!variant.provinces.some((p) => p.id === provinceOf(location))) {
      problems.push(`${example.id} (${lang}): {${what}}: no province '${provinceOf(location)}' on ${variant.id}'s map`);
    } else if (!used.has(provinceOf(location))) {
      problems.push(`${example.id} (${lang}): the ${field} names ${provinceOf(location)}, which the example does not use`);
    }
  }
  return problems;
}

/** The explanation as spans; throws on a placeholder that does not resolve. */
export function explanationSpans(variant: Variant, example: RuleExample, lang: Lang): Span[] {
  const problems = explanationProblems(variant, example, lang);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return filled(variant, example.explanation?.[lang] ?? '', lang);
}

/** The title as plain text, its placeholders filled. */
export function titleText(variant: Variant, example: RuleExample, lang: Lang): string {
  const problems = explanationProblems(variant, example, lang);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return filled(variant, example.title[lang], lang).map((s) => (typeof s === 'string' ? s : 'code' in s ? s.code : s.strong)).join('');
}

function filled(variant: Variant, text: string, lang: Lang): Span[] {
  const spans: Span[] = [];
  let last = 0;
  for (const m of text.matchAll(PLACEHOLDER)) {
    if (m.index > last) spans.push(text.slice(last, m.index));
    const what = m[1].trim();
    const power = /^(power|adj):(.+)$/.exec(what);
    const unit = /^([AF]) (.+)$/.exec(what);
    if (power !== null) spans.push(power[1] === 'power' ? powerName(variant, power[2], lang) : powerAdjective(variant, power[2], lang));
    else if (unit !== null) spans.push({ code: `${unit[1]} ${locationAbbreviation(variant, unit[2])}` });
    // French place names take articles the sentence cannot guess: they are cited « as names ».
    else spans.push(lang === 'fr' ? `« ${locationName(variant, what, lang)} »` : locationName(variant, what, lang));
    last = m.index + m[0].length;
  }
  if (last < text.length) spans.push(text.slice(last));
  return spans;
}
