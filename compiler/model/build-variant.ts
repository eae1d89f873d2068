/**
 * The compiled `Variant` from a checked draft: the defaults of docs/language.md
 * filled in (calendar, players, colours, coast names, victory), adjacency derived,
 * the aliases index built, and the whole frozen.
 */
import { dirname, relative, sep } from 'node:path';
import type {
  Calendar, Edition, Feature, Geometry, MapPoint, Names, PhaseKind, Player, Power, Province, StartUnit, Variant, Victory,
} from '../../model/variant.js';
import { adjacencyFromGraph, buildAdjacencyGraph } from './build-adjacency.js';
import { normaliseColour } from './power-colour.js';
import { deepFreeze } from './deep-freeze.js';
import { defaultCoastNames, defaultPowerColours, defaultSeasons, defaultStartYear } from './default-names.js';
import { locationText, type Draft, type DraftFeature, type DraftNames } from './draft.js';
import { coastNameForms, provinceNameForms } from './name-forms.js';

function copyPoint(point: MapPoint): MapPoint {
  return { x: point.x, y: point.y };
}

function names(draftNames: DraftNames): Names {
  const result: Record<string, string> = {};
  for (const [lang, text] of draftNames) result[lang] = text.value;
  return result;
}

function languages(draft: Draft): string[] {
  const seen = new Set<string>();
  const add = (n: DraftNames): void => n.forEach((_, lang) => seen.add(lang));
  add(draft.header.names);
  for (const power of draft.powers.values()) add(power.names);
  for (const province of draft.provinces.values()) add(province.names);
  for (const season of draft.seasons.values()) add(season.names);
  return seen.size > 0 ? [...seen] : ['en'];
}

function calendar(draft: Draft): Calendar {
  const seasons =
    draft.seasons.size > 0
      ? [...draft.seasons.values()].map((s) => ({ id: s.id.value, names: names(s.names), phases: s.phases.map((p) => p.value as PhaseKind) }))
      : defaultSeasons.map((s) => ({ id: s.id, names: { ...s.names }, phases: [...s.phases] }));
  const start = draft.header.start
    ? { season: draft.header.start.season.value, year: draft.header.start.year.value }
    : { season: seasons[0].id, year: defaultStartYear };
  const lastMovement = [...seasons].reverse().find((s) => s.phases.includes('movement')) ?? seasons[seasons.length - 1];
  return { seasons, start, ownershipAfter: draft.header.ownership?.value ?? lastMovement.id };
}

function victory(draft: Draft, centreCount: number): Victory {
  const v = draft.header.victory;
  if (v?.kind === 'home-centre') return { kind: 'home-centre' };
  if (v?.kind === 'units') return { kind: 'units', count: v.count!.value };
  return { kind: 'centres', count: v?.count?.value ?? Math.floor(centreCount / 2) + 1 };
}

function geometry(draft: Draft): Geometry {
  const g = draft.header.geometry;
  if (!g || g.kind === 'generated' || g.file === null) return { kind: 'generated' };
  const file = relative(dirname(draft.file), g.file).split(sep).join('/');
  return { kind: g.kind, file };
}

function feature(f: DraftFeature): Feature {
  switch (f.kind) {
    case 'canal':
    case 'gateway':
      return { kind: f.kind, province: f.province.value, seas: [f.seas[0].value, f.seas[1].value] };
    case 'passage':
    case 'bridge':
      return { kind: f.kind, between: [f.between[0].value, f.between[1].value] };
    case 'railway':
      return { kind: 'railway', id: f.id.value, names: names(f.names), owner: f.owner.value, route: f.route.map((p) => p.value) };
  }
}

function aliases(draft: Draft): Record<string, string> {
  const index = new Map<string, string>();
  const coastForms: { key: string; location: string }[] = [];
  for (const province of draft.provinces.values()) {
    const forms = provinceNameForms(province);
    for (const form of forms) if (!index.has(form.key)) index.set(form.key, province.id.value);
    for (const form of coastNameForms(province, forms)) coastForms.push(form);
  }
  // Province names come first: a coast form never hides a province's own name.
  for (const form of coastForms) if (!index.has(form.key)) index.set(form.key, form.location);
  const record: Record<string, string> = {};
  for (const key of [...index.keys()].sort()) record[key] = index.get(key)!;
  return record;
}

export function buildVariant(draft: Draft): Variant {
  const provinces: Province[] = [...draft.provinces.values()].map((p) => ({
    id: p.id.value,
    names: names(p.names),
    aliases: p.aliases.map((a) => a.value),
    terrain: p.terrain.value,
    coasts: p.coasts.map((c) => ({ id: c.id.value, names: { ...defaultCoastNames[c.id.value], ...names(c.names) }, points: c.points.map(copyPoint) })),
    supplyCentre: p.centre !== null,
    home: p.home?.value ?? null,
    // Only where written, so that variants without it compile to the same model as before.
    ...(p.except.length > 0 ? { centreExcept: [...new Set(p.except.map((x) => x.value))] } : {}),
    ...(p.arsenal !== null && p.centre !== null ? { arsenal: p.arsenal.value } : {}),
    points: p.points.map(copyPoint),
    ...(p.label !== null ? { label: copyPoint(p.label.value) } : {}),
  }));
  const powers: Power[] = [...draft.powers.values()].map((p, i) => ({
    id: p.id.value,
    names: names(p.names),
    adjectives: names(p.adjectives),
    // Checked by reportColours: a colour that is none is an error, and no variant is built.
    colour: (p.colour && normaliseColour(p.colour.value)) ?? defaultPowerColours[i % defaultPowerColours.length],
  }));
  const players: Player[] =
    draft.players.size > 0
      ? [...draft.players.values()].map((p) => ({ id: p.id.value, names: names(p.names), powers: p.powers.map((x) => x.value) }))
      : powers.map((p) => ({ id: p.id, names: p.names, powers: [p.id] }));
  const units: StartUnit[] = [...draft.powers.values()].flatMap((p) =>
    p.start.map((u) => ({ power: p.id.value, type: u.type, location: locationText(u.location) })),
  );
  const ownership: Record<string, string> = {};
  for (const p of provinces) if (p.home !== null && p.supplyCentre) ownership[p.id] = p.home;

  const variant: Variant = {
    id: draft.header.id.value,
    names: names(draft.header.names),
    languages: languages(draft),
    base: draft.header.base,
    coordinates: draft.header.coordinates?.value === 'lonlat' ? 'lonlat' : 'plane',
    geometry: geometry(draft),
    calendar: calendar(draft),
    victory: victory(draft, provinces.filter((p) => p.supplyCentre).length),
    rules: {
      edition: (draft.header.edition?.value ?? 'current') as Edition,
      modules: draft.rules.map((r) => ({ id: r.id.value, args: [...r.args] })),
    },
    powers,
    players,
    provinces,
    adjacency: adjacencyFromGraph(buildAdjacencyGraph(draft)),
    features: [...draft.features.values()].map(feature),
    start: { units, ownership },
    aliases: aliases(draft),
  };
  // Every part is a fresh object (nothing shared with the draft), so freezing leaves the draft alone.
  return deepFreeze(variant);
}
