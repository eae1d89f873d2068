/**
 * The compiled variant model: plain, JSON-serialisable data.
 *
 * This is the contract between the compiler (which produces it) and everything
 * downstream (engine, boards, site). Nothing here knows about the parser.
 * Ids are lowercase strings; a location is a province id, or `province/coast`
 * for a coast of a province that has several (`stp/nc`).
 */

export type LanguageCode = string;
/** A text in several languages, keyed by language code: `{ en: 'London', fr: 'Londres' }`. */
export type Names = Readonly<Record<LanguageCode, string>>;

export type ProvinceId = string;
export type CoastId = string;
export type LocationId = string;
export type PowerId = string;
export type UnitType = 'army' | 'fleet';

/**
 * land: armies only. coastal: armies, and fleets along its coast(s).
 * sea: fleets only; fleets here may convoy. mixed: land and sea at once (Cebu):
 * armies and fleets may stand there, fleets there may convoy.
 * impassable: drawn on the board, entered by nobody (Switzerland).
 */
export type Terrain = 'land' | 'coastal' | 'sea' | 'mixed' | 'impassable';

/** A point on the board: longitude/latitude when `coordinates` is 'lonlat', x/y otherwise. */
export interface MapPoint {
  readonly x: number;
  readonly y: number;
}

export interface Coast {
  readonly id: CoastId;
  readonly names: Names;
  readonly points: readonly MapPoint[];
}

export interface Province {
  readonly id: ProvinceId;
  readonly names: Names;
  /** Extra names as written in the source (abbreviations, other spellings). */
  readonly aliases: readonly string[];
  readonly terrain: Terrain;
  /** Empty unless the province has several separate coasts (Spain: nc, sc). */
  readonly coasts: readonly Coast[];
  readonly supplyCentre: boolean;
  /** The power whose home centre this is, or null. */
  readonly home: PowerId | null;
  /**
   * Powers this supply centre does not count for (Colonial's Hong Kong and China); absent
   * when it counts for every power. Such a power may enter and hold it, but is never
   * credited with it: it does not become its owner, build for it or count it towards
   * victory (njudge leaves the centre unowned while that power holds it).
   */
  readonly centreExcept?: readonly PowerId[];
  /**
   * The arsenal type of a supply centre at the start (rule arsenal): the units it supplies.
   * Absent on a centre without one (a neutral arsenal) and in variants without the rule.
   */
  readonly arsenal?: UnitType;
  readonly points: readonly MapPoint[];
  /**
   * Where the board writes the province's name (`label at X Y`), in the map's coordinates
   * like `points`; absent when the board chooses.
   */
  readonly label?: MapPoint;
}

export interface Power {
  readonly id: PowerId;
  readonly names: Names;
  readonly adjectives: Names;
  /** A CSS colour, e.g. '#1e3a8a'. */
  readonly colour: string;
}

/** A side at the table; in the standard game each power is its own player. */
export interface Player {
  readonly id: string;
  readonly names: Names;
  readonly powers: readonly PowerId[];
}

export type PhaseKind = 'bidding' | 'movement' | 'retreats' | 'adjustments';

export interface Season {
  readonly id: string;
  readonly names: Names;
  readonly phases: readonly PhaseKind[];
}

export interface Calendar {
  /** In playing order within a year. */
  readonly seasons: readonly Season[];
  readonly start: { readonly season: string; readonly year: number };
  /** Centre ownership is updated at the end of this season (after its retreats). */
  readonly ownershipAfter: string;
}

export type Victory =
  /** A power owning this many supply centres wins. */
  | { readonly kind: 'centres'; readonly count: number }
  /** A player with this many units on the board wins (1914 two-player game). */
  | { readonly kind: 'units'; readonly count: number }
  /** A player whose home units occupy an opponent's home centre wins (Intimate Diplomacy). */
  | { readonly kind: 'home-centre' };

/** Which edition of the rules the engine follows where editions differ. */
export type Edition = 'current' | '1971';

export type RuleArg = string | number;

/** A special rule the engine implements as a module, with its arguments as written. */
export interface RuleModule {
  readonly id: string;
  readonly args: readonly RuleArg[];
}

export interface Rules {
  readonly edition: Edition;
  readonly modules: readonly RuleModule[];
}

/** Special map features. The adjacency table already contains the moves they allow. */
export type Feature =
  /** Fleets pass through `province` between the two seas (Kiel, Constantinople). */
  | { readonly kind: 'canal'; readonly province: ProvinceId; readonly seas: readonly [ProvinceId, ProvinceId] }
  /** Armies and fleets cross directly between two provinces (Sweden–Denmark). */
  | { readonly kind: 'passage'; readonly between: readonly [ProvinceId, ProvinceId] }
  /** Armies cross water between two provinces (Otaru–Sakhalin, Manila–Cebu). */
  | { readonly kind: 'bridge'; readonly between: readonly [ProvinceId, ProvinceId] }
  /** The owner's armies may travel along the route, as far as they like, in one move. */
  | {
      readonly kind: 'railway';
      readonly id: string;
      readonly names: Names;
      readonly owner: PowerId;
      readonly route: readonly ProvinceId[];
    }
  /** Fleets pass between the two seas through `province`, if its occupant allows it (Suez). */
  | { readonly kind: 'gateway'; readonly province: ProvinceId; readonly seas: readonly [ProvinceId, ProvinceId] };

export interface StartUnit {
  readonly power: PowerId;
  readonly type: UnitType;
  readonly location: LocationId;
}

export type Geometry =
  | { readonly kind: 'generated' }
  /** Path relative to the variant's source file. */
  | { readonly kind: 'svg'; readonly file: string }
  | { readonly kind: 'geojson'; readonly file: string };

export interface Adjacency {
  /** Provinces an army may move to from each province (armies never name coasts). */
  readonly army: Readonly<Record<ProvinceId, readonly ProvinceId[]>>;
  /** Locations a fleet may move to from each location (coasts named where a province has several). */
  readonly fleet: Readonly<Record<LocationId, readonly LocationId[]>>;
}

export interface Variant {
  readonly id: string;
  readonly names: Names;
  /** Languages the variant's names are given in; the first is the default. */
  readonly languages: readonly LanguageCode[];
  /** The variant this one was derived from, if any. */
  readonly base: string | null;
  readonly coordinates: 'lonlat' | 'plane';
  readonly geometry: Geometry;
  readonly calendar: Calendar;
  readonly victory: Victory;
  readonly rules: Rules;
  readonly powers: readonly Power[];
  readonly players: readonly Player[];
  /** In source order. */
  readonly provinces: readonly Province[];
  readonly adjacency: Adjacency;
  readonly features: readonly Feature[];
  readonly start: {
    readonly units: readonly StartUnit[];
    /** Supply centres owned at the start (by default each power's home centres). */
    readonly ownership: Readonly<Record<ProvinceId, PowerId>>;
  };
  /**
   * Every name a player may use for a province or location (ids, names in each language,
   * aliases), normalised with `normaliseName`, mapped to the province or location id.
   */
  readonly aliases: Readonly<Record<string, LocationId>>;
}
