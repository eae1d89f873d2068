/**
 * Who may cross a border, from the terrain of its two ends and its qualifier:
 * the table of docs/language.md in one place, used to build the adjacency tables, to
 * report borders nobody (or not the intended units) can cross, and by the board checks
 * to tell a border on the board that no unit could use.
 */
import type { Terrain } from './variant.js';

/** How an adjacency entry restricts a border: to armies, to fleets, or one way. */
export type BorderQualifier = 'by land' | 'by sea' | 'one-way';

export type CrossingProblem =
  /** Land next to sea: neither armies nor fleets can cross. */
  | 'land-sea'
  /** `by land`, or a plain border, asks armies to cross into a sea. */
  | 'army-at-sea'
  /** `by sea`, or a coast named, asks fleets to cross into a land-locked province. */
  | 'fleet-inland'
  /** Only fleets could cross, but a province with several coasts is named without its coast. */
  | 'needs-coast'
  | 'impassable'
  | 'self';

export interface Crossing {
  readonly army: boolean;
  readonly fleet: boolean;
  readonly problem: CrossingProblem | null;
}

export interface BorderEnd {
  readonly province: string;
  readonly terrain: Terrain;
  /** The coast named at this end, or null. */
  readonly coast: string | null;
  /** Whether the province has several separate coasts. */
  readonly hasCoasts: boolean;
}

const armyTerrain = new Set<Terrain>(['land', 'coastal', 'mixed']);
const fleetTerrain = new Set<Terrain>(['coastal', 'sea', 'mixed']);

/** The crossing the terrain alone allows, before qualifiers and coasts. */
function natural(a: Terrain, b: Terrain): { army: boolean; fleet: boolean } {
  const pair = new Set([a, b]);
  if (pair.has('sea')) return { army: false, fleet: fleetTerrain.has(a) && fleetTerrain.has(b) };
  if (pair.has('land')) return { army: true, fleet: false };
  if (pair.has('mixed')) return { army: false, fleet: true };
  return { army: true, fleet: true }; // coastal–coastal: a shared coastline and a land border
}

export function crossing(from: BorderEnd, to: BorderEnd, qualifier: BorderQualifier | null): Crossing {
  const none = (problem: CrossingProblem): Crossing => ({ army: false, fleet: false, problem });
  if (from.province === to.province) return none('self');
  if (from.terrain === 'impassable' || to.terrain === 'impassable') return none('impassable');

  let { army, fleet } = natural(from.terrain, to.terrain);
  if (qualifier === 'by land') {
    if (!armyTerrain.has(from.terrain) || !armyTerrain.has(to.terrain)) return none('army-at-sea');
    army = true;
    fleet = false;
  } else if (qualifier === 'by sea') {
    if (!fleetTerrain.has(from.terrain) || !fleetTerrain.has(to.terrain)) return none('fleet-inland');
    army = false;
    fleet = true;
  } else if (!army && !fleet) {
    return none('land-sea');
  }

  // A named coast is a fleet location: such a border is for fleets only.
  if (from.coast !== null || to.coast !== null) {
    if (!fleet) return none(qualifier === 'by land' ? 'army-at-sea' : 'fleet-inland');
    army = false;
  }
  // A province with several coasts takes fleets only through a named coast.
  if (fleet && ((from.hasCoasts && from.coast === null) || (to.hasCoasts && to.coast === null))) {
    fleet = false;
    if (!army) return none('needs-coast');
  }
  return { army, fleet, problem: null };
}

export function armyCanStand(terrain: Terrain): boolean {
  return armyTerrain.has(terrain);
}

export function fleetCanStand(terrain: Terrain): boolean {
  return fleetTerrain.has(terrain);
}
