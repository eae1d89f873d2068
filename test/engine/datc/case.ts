/**
 * The shape of one DATC test case as data (sections 6.A–6.J of the Diplomacy
 * Adjudicator Test Cases, version 3.1). Cases are transcribed facts: the
 * position, the orders and the outcomes the DATC prefers. Titles are our own.
 *
 * Notation:
 * - a unit is `'A lon'` or `'F stp/sc'` (type letter, location id of the Standard map);
 * - orders are English text orders as a player writes them (`'F nth C A lon - bel'`,
 *   `'A bur S A mar - par'`, `'A bur R pic'`, `'B F stp/nc'`, `'D A mun'`);
 * - powers are the Standard map's power ids (`england`, `austria`, …).
 *
 * Outcomes follow the DATC's own vocabulary (issue 4.E.1): an order that, judged
 * alone against the position and knowing no other order, could never be carried
 * out is illegal → `'invalid'`; every other order that does not succeed is
 * `'failed'` (bounced moves, cut or unmatched supports, disrupted convoys, builds
 * beyond the allowance). A support "succeeds" when it is matched and not cut,
 * whether or not the strength it lends decides anything. Hold orders carry no
 * outcome: whether a unit stayed is checked through the dislodged units and the
 * next board.
 */
import type { Phase, Outcome } from '../../../engine/types.js';
import type { PhaseKind, PowerId, ProvinceId } from '../../../model/variant.js';

/** `'A lon'`, `'F stp/sc'`. */
export type UnitText = string;

export type Expected = Outcome;

/** A dislodged unit with the province its attacker came from (null: it came by convoy). */
export interface DislodgedText {
  readonly unit: UnitText;
  readonly from: ProvinceId | null;
}

/** Units per power. */
export type Board = Readonly<Record<PowerId, readonly UnitText[]>>;

/** The position a case starts from. Omitted fields take the defaults named. */
export interface StartPosition {
  /** Default: spring 1901, movement. */
  readonly phase?: Phase;
  readonly units: Board;
  /** Units waiting to retreat (a case starting in a retreats phase). */
  readonly dislodged?: Readonly<Record<PowerId, readonly DislodgedText[]>>;
  readonly contested?: readonly ProvinceId[];
  /** Centres owned, per power. Default: the Standard map's starting ownership. */
  readonly ownership?: Readonly<Record<PowerId, readonly ProvinceId[]>>;
}

/** One phase of a case: the orders given and what must come of them. */
export interface Step {
  readonly orders: Readonly<Record<PowerId, readonly string[]>>;
  /**
   * The outcome of each order, keyed by its text as written (unique within the step).
   * An order given twice by the same power takes an array: one outcome per copy, in order.
   * Every key must name an order of the step; every outcome is checked.
   */
  readonly expect: Readonly<Record<string, Expected | readonly Expected[]>>;
  /**
   * Orders whose outcome the DATC leaves open (typically a convoy whose army bounced
   * at its destination), with the reason. Every order of a step other than a hold is
   * either in `expect` or here.
   */
  readonly open?: Readonly<Record<string, string>>;
  /** Units dislodged in this phase (movement only). Omitted: none. Exact. */
  readonly dislodged?: readonly (UnitText | DislodgedText)[];
  /**
   * The units on the board in the next position, per power, exactly (dislodged units
   * waiting to retreat are not on the board). Omitted: derived from the position and
   * the orders expected to succeed (moves, retreats, builds, disbands).
   */
  readonly board?: Board;
}

/** A later phase of the same case, played on the position the previous step produced. */
export interface NextStep extends Step {
  readonly kind: PhaseKind;
  /**
   * The engine may skip this retreats phase (no dislodged unit can retreat anywhere):
   * then no order of the step may be expected to succeed, the dislodged units must be
   * gone, and the board is checked on the position the previous step produced.
   */
  readonly mayBeSkipped?: boolean;
}

export interface DatcCase extends Step {
  /** The DATC's number: '6.A.1'; a case with two variants is split into '6.J.9.a' and '6.J.9.b'. */
  readonly id: string;
  /** Our own short description. */
  readonly title: string;
  readonly position: StartPosition;
  readonly then?: readonly NextStep[];
  /**
   * Set when the case, as the DATC prefers it, cannot pass with dipkit's contracts:
   * the reason. The runner then expects the case to fail (`it.fails`), so it is noticed
   * the day it starts passing.
   */
  readonly deviation?: string;
}

export const SPRING_1901: Phase = { season: 'spring', year: 1901, kind: 'movement' };
export const WINTER_1901: Phase = { season: 'winter', year: 1901, kind: 'adjustments' };
