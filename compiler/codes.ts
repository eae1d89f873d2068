import type { Severity } from '../dsl/diagnostics/diagnostic.js';

/**
 * The compiler's diagnostic codes: DIP2xxx for loading files (includes, extends),
 * DIP3xxx for checking the variant. Kept here until they move into
 * dsl/diagnostics/catalogue.ts, the catalogue shared with the parser.
 */
export interface CodeInfo {
  readonly severity: Severity;
  /** One line saying what the code means, for documentation and `--help`. */
  readonly summary: string;
}

export const compilerCodes = {
  DIP2001: { severity: 'error', summary: 'a file cannot be read' },
  DIP2002: { severity: 'error', summary: 'a file includes itself, directly or through other files' },
  DIP2003: { severity: 'error', summary: 'a variant extends itself, directly or through other variants' },
  DIP2004: { severity: 'error', summary: 'no variant statement' },
  DIP2005: { severity: 'error', summary: 'more than one variant statement' },

  DIP3001: { severity: 'error', summary: 'reference to an unknown province, power, coast, season or player' },
  DIP3002: { severity: 'error', summary: 'an id is declared twice' },
  DIP3003: { severity: 'error', summary: 'two provinces share a name or alias' },
  DIP3004: { severity: 'warning', summary: 'a border is declared one way only' },
  DIP3005: { severity: 'error', summary: 'a border the named units cannot cross (fleets inland, armies at sea)' },
  DIP3006: { severity: 'error', summary: 'a border between land and sea that nobody can cross' },
  DIP3007: { severity: 'error', summary: 'a fleet border to a province with several coasts names no coast' },
  DIP3008: { severity: 'error', summary: 'a coast that does not belong to its province' },
  DIP3009: { severity: 'warning', summary: 'a province no unit can ever reach' },
  DIP3010: { severity: 'error', summary: 'a home centre that is not a supply centre' },
  DIP3011: { severity: 'error', summary: "a start unit outside its power's home centres" },
  DIP3012: { severity: 'error', summary: 'a start unit of a type that cannot stand where it is placed' },
  DIP3013: { severity: 'error', summary: 'a victory threshold above the number of supply centres' },
  DIP3014: { severity: 'warning', summary: 'a victory threshold that is not a strict majority of the supply centres' },
  DIP3015: { severity: 'error', summary: 'a victory count that is not a positive whole number' },
  DIP3016: { severity: 'error', summary: 'a railway through provinces armies cannot use, or between stops that do not touch' },
  DIP3017: { severity: 'error', summary: 'a canal or gateway between provinces that are not seas bordering it' },
  DIP3018: { severity: 'error', summary: 'a canal through a province that is not coastal with a single coast' },
  DIP3019: { severity: 'error', summary: 'a passage between provinces that are not both coastal' },
  DIP3020: { severity: 'error', summary: 'a bridge to a province armies cannot stand on' },
  DIP3021: { severity: 'error', summary: 'a power with no home centre' },
  DIP3022: { severity: 'error', summary: 'a season that is not in the calendar' },
  DIP3023: { severity: 'error', summary: 'an unknown phase kind' },
  DIP3024: { severity: 'error', summary: 'an unknown rules edition' },
  DIP3025: { severity: 'error', summary: 'an unknown coordinate system' },
  DIP3026: { severity: 'error', summary: 'nothing to change or remove under that name' },
  DIP3027: { severity: 'warning', summary: 'a border is declared twice' },
  DIP3028: { severity: 'error', summary: 'a border from a province to itself' },
  DIP3029: { severity: 'error', summary: 'a border to an impassable province' },
  DIP3030: { severity: 'error', summary: 'coasts on a province that is not coastal, or a single separate coast' },
  DIP3031: { severity: 'error', summary: 'two start units in one province' },
  DIP3032: { severity: 'error', summary: 'a power played by no player, or by several' },
  DIP3033: { severity: 'error', summary: 'a start year that is not a whole number' },
  DIP3034: { severity: 'error', summary: 'a calendar with no movement phase' },
} as const satisfies Record<string, CodeInfo>;

export type CompilerCode = keyof typeof compilerCodes;
