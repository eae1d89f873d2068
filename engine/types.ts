/**
 * The engine's data: positions, orders and their results. Plain JSON-able data.
 * The engine reads a compiled `Variant` (model/variant.ts) and nothing upstream of it.
 */
import type { LocationId, PhaseKind, PowerId, ProvinceId, UnitType } from '../model/variant.js';

export interface Phase {
  /** A season id of the variant's calendar ('spring', 'fall', 'winter'). */
  readonly season: string;
  readonly year: number;
  readonly kind: PhaseKind;
}

export interface Unit {
  readonly power: PowerId;
  readonly type: UnitType;
  /** `stp/sc` for a fleet on a coast of a two-coast province; armies never carry a coast. */
  readonly location: LocationId;
}

export interface DislodgedUnit extends Unit {
  /**
   * The province the dislodging attack came from, where the unit may not retreat;
   * null when the attacker came by convoy (the unit may then retreat there).
   */
  readonly attackerFrom: ProvinceId | null;
}

export interface Position {
  readonly variant: string;
  readonly phase: Phase;
  readonly units: readonly Unit[];
  /** Units waiting to retreat; empty outside a retreats phase. */
  readonly dislodged: readonly DislodgedUnit[];
  /** Provinces left empty by a standoff in the movement phase just played (no retreat there). */
  readonly contested: readonly ProvinceId[];
  /** Who owns each supply centre; a centre owned by nobody is absent. */
  readonly ownership: Readonly<Record<ProvinceId, PowerId>>;
  /** State kept by rule modules (credits for bidding, coin toss results, …), keyed by module id. */
  readonly rules?: Readonly<Record<string, unknown>>;
}

/** A unit as an order names it: the type and coast may be omitted where they are unambiguous. */
export interface UnitRef {
  readonly type: UnitType | null;
  readonly location: LocationId;
}

export type Order =
  | { readonly kind: 'hold'; readonly unit: UnitRef }
  /** `viaConvoy`: the order said "via convoy" (DATC 4.A.3: the army must then go by convoy). */
  /**
   * `railway`: the id of the route the unit travels along, which the order names (`A Mos - TSR - Vla`,
   * a railway line: engine/rules/railway/), absent for other moves. Named for the one kind of
   * route there is, and kept so: it is the orders' data format.
   */
  /**
   * `permission`: on an order `legalOrders` lists, the province whose occupant must permit the
   * move (a gateway: the Suez Canal, permitted by that unit's support of the move, `F Egy S
   * F Red - Med`), absent when none is needed. Information for whoever gives orders; an order
   * given with it or without it is the same order.
   */
  | { readonly kind: 'move'; readonly unit: UnitRef; readonly to: LocationId; readonly viaConvoy: boolean; readonly railway?: string; readonly permission?: ProvinceId }
  /**
   * Support to hold when `to` is null. `to` is a province (supports never need a coast), or a
   * location with a coast when the order names one: a support naming another coast than the one
   * the fleet moves to is not given (DATC 6.B.9).
   */
  | { readonly kind: 'support'; readonly unit: UnitRef; readonly supported: UnitRef; readonly to: LocationId | null }
  | { readonly kind: 'convoy'; readonly unit: UnitRef; readonly army: ProvinceId; readonly to: ProvinceId }
  | { readonly kind: 'retreat'; readonly unit: UnitRef; readonly to: LocationId }
  | { readonly kind: 'disband'; readonly unit: UnitRef }
  | { readonly kind: 'build'; readonly type: UnitType; readonly location: LocationId }
  | { readonly kind: 'waive' };

/** Orders as submitted: per power, each order either parsed or as text to be parsed. */
export type Orders = Readonly<Record<PowerId, readonly (Order | string)[]>>;

export type Outcome =
  /** The order was carried out (a move arrived, a support was given, a build was made). */
  | 'succeeded'
  /** A legal order that did not succeed (bounced move, cut support, disrupted convoy). */
  | 'failed'
  /** Could not be understood or is not legal here: the unit holds instead. */
  | 'invalid';

export interface OrderResult {
  readonly power: PowerId;
  /** The order as given (text as written when it came as text). */
  readonly text: string;
  /** The parsed order, null when it could not be parsed. */
  readonly order: Order | null;
  readonly outcome: Outcome;
  /** Why it failed or is invalid, in plain English ("bounced in bur with A Mun - Bur", "unknown province 'Lnd'"). */
  readonly reason?: string;
  /**
   * A move along a named route (a railway: `A Mos - TSR - Vla`) that did not reach the
   * province it was ordered to: the province its unit ended the phase in, a stop on the way
   * or the one it started from. Absent for every other result.
   */
  readonly endedIn?: ProvinceId;
}

export interface UnitResult {
  readonly unit: Unit;
  /** True when the unit was dislodged this phase. */
  readonly dislodged: boolean;
}

export interface Adjudication {
  readonly results: readonly OrderResult[];
  /** Units dislodged in a movement phase, with where their attacker came from. */
  readonly dislodged: readonly DislodgedUnit[];
  /** The position of the next phase (phases with nothing to do skipped); the same position when blocked. */
  readonly next: Position;
  /**
   * Why the phase could not be played, when it could not: the variant names a rule module
   * the engine does not know, or an input a module needs is missing (a coin toss result).
   * Every order given is then invalid with this reason, and the game does not move on.
   */
  readonly blocked?: string;
}
