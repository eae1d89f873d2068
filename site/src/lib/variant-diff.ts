/**
 * What a variant changes from the variant it extends, as a readable list, computed by
 * comparing the two compiled models (the site never sees the `change`/`remove`
 * statements themselves, only their effect).
 */
import { formatLocation } from '../../../engine/orders/format-order.js';
import type { Variant } from '../../../model/variant.js';
import { featureText, nameOf, playerText, startText, victoryText } from './describe.js';
import { terrainName, type Lang } from './i18n.js';
import { moduleSummaries } from './overview-rules.js';

/** Each border once, as "a b" (the two locations' ids in order), for armies or fleets. */
function borders(table: Readonly<Record<string, readonly string[]>>): Set<string> {
  const out = new Set<string>();
  for (const [from, tos] of Object.entries(table)) for (const to of tos) out.add(from < to ? `${from} ${to}` : `${to} ${from}`);
  return out;
}

/** A border as the page's language names its two ends: "Belgium–Bonn", "St Petersburg (north coast)–Gulf of Bothnia". */
function borderName(variant: Variant, border: string, lang: Lang): string {
  return border
    .split(' ')
    .map((location) => formatLocation(variant, location, lang, 'long'))
    .join('–');
}

const EDITION: Readonly<Record<string, Readonly<Record<Lang, string>>>> = {
  '1971': { en: 'the 1971 edition', fr: 'l’édition de 1971' },
  current: { en: 'the current edition', fr: 'l’édition actuelle' },
};

const minus = <T,>(a: Set<T>, b: Set<T>): T[] => [...a].filter((x) => !b.has(x)).sort();

export function variantChanges(base: Variant, variant: Variant, lang: Lang): string[] {
  const en = lang === 'en';
  const out: string[] = [];
  const say = (english: string, french: string): void => void out.push(en ? english : french);

  if (startText(base, lang) !== startText(variant, lang)) say(`Starts in ${startText(variant, lang)}.`, `Début : ${startText(variant, lang)}.`);
  if (JSON.stringify(base.victory) !== JSON.stringify(variant.victory)) say(`Victory: ${victoryText(variant, lang)}`, `Victoire : ${victoryText(variant, lang)}`);
  if (base.rules.edition !== variant.rules.edition) {
    const edition = EDITION[variant.rules.edition]?.[lang] ?? variant.rules.edition;
    say(`Follows ${edition} of the rules.`, `Suit ${edition} des règles.`);
  }

  const powerIds = new Set(variant.powers.map((p) => p.id));
  for (const p of base.powers) if (!powerIds.has(p.id)) say(`Removes ${nameOf(p.names, lang, p.id)}.`, `Retire ${nameOf(p.names, lang, p.id)}.`);
  const basePowers = new Map(base.powers.map((p) => [p.id, p]));
  for (const p of variant.powers) {
    const before = basePowers.get(p.id);
    const name = nameOf(p.names, lang, p.id);
    if (!before) say(`Adds the power ${name}.`, `Ajoute la puissance ${name}.`);
    else if (before.colour !== p.colour) say(`${name} is drawn in ${p.colour}.`, `La puissance ${name} est dessinée en ${p.colour}.`);
  }

  const samePlayers = JSON.stringify(base.players) === JSON.stringify(variant.players);
  if (!samePlayers) {
    const players = variant.players.map((pl) => playerText(variant, pl, lang));
    say(`Players: ${players.join('; ')}.`, `Joueurs : ${players.join(' ; ')}.`);
  }

  const baseProvinces = new Map(base.provinces.map((p) => [p.id, p]));
  const provinceIds = new Set(variant.provinces.map((p) => p.id));
  for (const p of base.provinces) if (!provinceIds.has(p.id)) say(`Removes the province ${nameOf(p.names, lang, p.id)}.`, `Retire la province ${nameOf(p.names, lang, p.id)}.`);
  for (const p of variant.provinces) {
    const before = baseProvinces.get(p.id);
    const name = nameOf(p.names, lang, p.id);
    if (!before) {
      say(`Adds the province ${name}.`, `Ajoute la province ${name}.`);
      continue;
    }
    if (before.terrain !== p.terrain) say(`${name} becomes ${terrainName(lang, p.terrain)}.`, `La province ${name} devient ${terrainName(lang, p.terrain)}.`);
    if (before.supplyCentre !== p.supplyCentre)
      say(`${name} ${p.supplyCentre ? 'becomes' : 'is no longer'} a supply centre.`, `La province ${name} ${p.supplyCentre ? 'devient' : 'n’est plus'} un centre.`);
    if (before.home !== p.home) {
      const owner = p.home ? nameOf(variant.powers.find((x) => x.id === p.home)?.names ?? {}, lang, p.home) : null;
      say(owner ? `${name} becomes a home centre of ${owner}.` : `${name} is no longer a home centre.`, owner ? `La province ${name} devient un centre de départ de la puissance ${owner}.` : `La province ${name} n’est plus un centre de départ.`);
    }
    if (JSON.stringify(before.names) !== JSON.stringify(p.names)) {
      const old = nameOf(before.names, lang, before.id);
      say(`${old} is now called ${name}.`, `La province ${old} s’appelle désormais ${name}.`);
    }
  }

  for (const kind of ['army', 'fleet'] as const) {
    const a = borders(base.adjacency[kind]);
    const b = borders(variant.adjacency[kind]);
    const added = minus(b, a).map((border) => borderName(variant, border, lang));
    const removed = minus(a, b).map((border) => borderName(base, border, lang));
    const who = en ? (kind === 'army' ? 'armies' : 'fleets') : kind === 'army' ? 'armées' : 'flottes';
    if (added.length) say(`New borders for ${who}: ${added.join(', ')}.`, `Nouvelles frontières pour les ${who} : ${added.join(', ')}.`);
    if (removed.length) say(`Borders closed to ${who}: ${removed.join(', ')}.`, `Frontières fermées aux ${who} : ${removed.join(', ')}.`);
  }

  const featureKey = (f: unknown): string => JSON.stringify(f);
  const baseFeatures = new Set(base.features.map(featureKey));
  const features = new Set(variant.features.map(featureKey));
  for (const f of base.features) if (!features.has(featureKey(f))) say(`No longer: ${featureText(base, f, lang)}`, `Plus de : ${featureText(base, f, lang)}`);
  for (const f of variant.features) if (!baseFeatures.has(featureKey(f))) say(`Adds: ${featureText(variant, f, lang)}`, `Ajoute : ${featureText(variant, f, lang)}`);

  // The rules in words: a rule whose words are the same in both (same powers, same places) has not changed.
  const baseRules = moduleSummaries(base, lang);
  const rules = moduleSummaries(variant, lang);
  for (const r of baseRules) if (!rules.includes(r)) say(`Drops the rule: ${r}`, `Abandonne la règle : ${r}`);
  for (const r of rules) if (!baseRules.includes(r)) say(`Rule: ${r}`, `Règle : ${r}`);

  const unitKey = (u: { power: string; type: string; location: string }): string => `${u.power} ${u.type} ${u.location}`;
  const baseUnits = new Set(base.start.units.map(unitKey));
  const units = new Set(variant.start.units.map(unitKey));
  const describeUnit = (v: Variant, key: string): string => {
    const [power, type, location] = key.split(' ') as [string, string, string];
    const pw = nameOf(v.powers.find((p) => p.id === power)?.names ?? {}, lang, power);
    return `${type === 'army' ? 'A' : 'F'} ${formatLocation(v, location, lang, 'long')} (${pw})`;
  };
  const unitsAdded = minus(units, baseUnits).map((key) => describeUnit(variant, key));
  const unitsRemoved = minus(baseUnits, units).map((key) => describeUnit(base, key));
  if (unitsAdded.length) say(`Starts with these units too: ${unitsAdded.join(', ')}.`, `Commence aussi avec : ${unitsAdded.join(', ')}.`);
  if (unitsRemoved.length) say(`Starts without: ${unitsRemoved.join(', ')}.`, `Commence sans : ${unitsRemoved.join(', ')}.`);
  return out;
}
