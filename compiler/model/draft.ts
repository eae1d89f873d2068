/**
 * The variant being compiled, as mutable data that remembers where each part was
 * written. Statements (and patches from `extends`) are applied to a draft; the
 * checks read it, so every diagnostic can point at the offending text; the final
 * `Variant` is built from it once the checks pass.
 */
import type { Span } from '../../dsl/ast.js';
import type { MapPoint, RuleArg, Terrain, UnitType } from '../../model/variant.js';
import type { BorderQualifier } from '../../model/border-crossing.js';

export interface Located<T> {
  readonly value: T;
  readonly span: Span;
}

/** A number with its text as written: messages quote the text (`99999999999999999999`, not `100000000000000000000`). */
export interface LocatedNumber extends Located<number> {
  readonly raw: string;
}

/** Names by language code, each with the span of its text. */
export type DraftNames = Map<string, Located<string>>;

export interface DraftCoast {
  readonly id: Located<string>;
  names: DraftNames;
  points: MapPoint[];
}

export interface DraftProvince {
  readonly id: Located<string>;
  terrain: Located<Terrain>;
  names: DraftNames;
  aliases: Located<string>[];
  /** Span of the `centre` clause, or null when not a supply centre. */
  centre: Span | null;
  home: Located<string> | null;
  /** Powers the supply centre does not count for (`except china`). */
  except: Located<string>[];
  /** `arsenal army|fleet`: the type of units the centre supplies (rule arsenal), or null. */
  arsenal: Located<'army' | 'fleet'> | null;
  points: MapPoint[];
  /** `label at X Y`: where the board writes its name, or null to let the board choose. */
  label: (Located<MapPoint> & { readonly raw: string }) | null;
  coasts: DraftCoast[];
}

export interface DraftLocation {
  readonly province: Located<string>;
  readonly coast: Located<string> | null;
  readonly span: Span;
}

export interface DraftUnit {
  readonly power: string;
  readonly type: UnitType;
  readonly location: DraftLocation;
  readonly span: Span;
}

export interface DraftPower {
  readonly id: Located<string>;
  names: DraftNames;
  adjectives: DraftNames;
  colour: Located<string> | null;
  start: DraftUnit[];
}

export interface DraftSeason {
  readonly id: Located<string>;
  names: DraftNames;
  phases: Located<string>[];
}

export interface DraftPlayer {
  readonly id: Located<string>;
  names: DraftNames;
  powers: Located<string>[];
}

export interface DraftBorder {
  readonly from: DraftLocation;
  readonly to: DraftLocation;
  readonly qualifier: Located<BorderQualifier> | null;
  /** The adjacency entry the border was written in. */
  readonly span: Span;
}

export type DraftFeature =
  | { readonly kind: 'canal' | 'gateway'; readonly province: Located<string>; readonly seas: readonly [Located<string>, Located<string>]; readonly span: Span }
  | { readonly kind: 'passage' | 'bridge'; readonly between: readonly [Located<string>, Located<string>]; readonly span: Span }
  | {
      readonly kind: 'railway';
      readonly id: Located<string>;
      readonly names: DraftNames;
      readonly owner: Located<string>;
      readonly route: readonly Located<string>[];
      readonly span: Span;
    };

export interface DraftRule {
  readonly id: Located<string>;
  readonly args: readonly RuleArg[];
  /** Where each argument was written (same order as `args`). */
  readonly argSpans: readonly Span[];
  readonly span: Span;
}

export interface DraftVictory {
  readonly kind: 'centres' | 'units' | 'home-centre';
  readonly count: LocatedNumber | null;
  readonly span: Span;
}

export interface DraftGeometry {
  readonly kind: 'generated' | 'svg' | 'geojson';
  /** Path as resolved against the file that named it (so a derived variant in another folder keeps it right). */
  readonly file: string | null;
  readonly span: Span;
}

export interface DraftHeader {
  id: Located<string>;
  base: string | null;
  names: DraftNames;
  start: { readonly season: Located<string>; readonly year: LocatedNumber } | null;
  victory: DraftVictory | null;
  /** The number of supply centres the `centres` clause states, if any. */
  centres: LocatedNumber | null;
  edition: Located<string> | null;
  coordinates: Located<string> | null;
  geometry: DraftGeometry | null;
  ownership: Located<string> | null;
}

export interface Draft {
  header: DraftHeader;
  /** The file holding the variant statement; geometry paths are made relative to it. */
  file: string;
  readonly seasons: Map<string, DraftSeason>;
  readonly powers: Map<string, DraftPower>;
  readonly players: Map<string, DraftPlayer>;
  readonly provinces: Map<string, DraftProvince>;
  /** Keyed by `borderKey`, so a border is found (and removed) in constant time. */
  readonly borders: Map<string, DraftBorder>;
  /** Keyed by `featureKey`. */
  readonly features: Map<string, DraftFeature>;
  rules: DraftRule[];
}

export function emptyDraft(header: DraftHeader, file: string): Draft {
  return {
    header,
    file,
    seasons: new Map(),
    powers: new Map(),
    players: new Map(),
    provinces: new Map(),
    borders: new Map(),
    features: new Map(),
    rules: [],
  };
}

export function locationText(location: DraftLocation): string {
  return location.coast ? `${location.province.value}/${location.coast.value}` : location.province.value;
}

/** Two-way borders are one border whichever end is written first; one-way borders keep their direction. */
export function borderKey(from: string, to: string, qualifier: BorderQualifier | null): string {
  if (qualifier === 'one-way') return `${from}>${to}`;
  const [a, b] = from < to ? [from, to] : [to, from];
  return `${a}|${b}|${qualifier ?? ''}`;
}

export function featureKey(feature: DraftFeature): string {
  switch (feature.kind) {
    case 'canal':
    case 'gateway':
      return `${feature.kind}:${feature.province.value}`;
    case 'railway':
      return `railway:${feature.id.value}`;
    case 'passage':
    case 'bridge':
      return pairFeatureKey(feature.kind, feature.between[0].value, feature.between[1].value);
  }
}

export function pairFeatureKey(kind: 'passage' | 'bridge', a: string, b: string): string {
  return a < b ? `${kind}:${a}|${b}` : `${kind}:${b}|${a}`;
}
