/**
 * A board drawn for a variant: one shape per province in board coordinates (SVG px,
 * y down), with where to put units and labels. Plain JSON-able data, produced by the
 * importers (SVG, GeoJSON) and the generators, consumed by the checks and the renderer.
 */
import type { CoastId, ProvinceId } from '../../model/variant.js';

export type Point = readonly [number, number];
/** A closed ring of points; the closing point is not repeated. */
export type Ring = readonly Point[];

export type ProvinceKind = 'land' | 'sea' | 'impassable';

export interface CoastShape {
  /** Where a fleet on this coast is drawn. */
  readonly unitAnchor: Point;
  /**
   * Where the coast's marker (`nc`) is written: on the shore of its seas, beside the fleet
   * and clear of it (coast-markers.ts). Absent on boards made before it was worked out.
   */
  readonly marker?: Point;
}

export interface ProvinceShape {
  /** The SVG path data drawn for the province (filled with the even-odd rule). */
  readonly path: string;
  readonly kind: ProvinceKind;
  readonly unitAnchor: Point;
  readonly labelAnchor: Point;
  /**
   * Set when the board wrote the label outside the province, beside its unit, for want of
   * room for both inside (Hong Kong on a board of Asia): not a misplaced label.
   */
  readonly labelOutside?: true;
  readonly coasts?: Readonly<Record<CoastId, CoastShape>>;
  /**
   * Where a fleet stands in a province with one coast (none named) whose unit place lies far
   * from the seas it borders: on its shore (Rokugan's Phoenix palace, Rumania on the Black
   * Sea), not inland at the army's place. Absent when the unit place is near enough its seas.
   */
  readonly fleetAnchor?: Point;
  /**
   * The province's area as rings under the even-odd rule (holes are rings inside rings),
   * curves flattened. Used for hit tests, anchors and the geometry checks.
   */
  readonly polygons: readonly Ring[];
}

export interface BoardGeometry {
  readonly width: number;
  readonly height: number;
  readonly provinces: Readonly<Record<ProvinceId, ProvinceShape>>;
  readonly background: {
    /** All land, playable or not (drawn beneath the provinces, stroked as the coastline). */
    readonly land: string;
    /** Water, when it is not simply the whole board. */
    readonly sea?: string;
  };
  /**
   * The ids of shapes in a drawn board's file that name no province or coast (a misspelt
   * `mdi` for `mid`), for the checks to suggest; absent when every shape's id names one.
   */
  readonly unmatchedIds?: readonly string[];
  /**
   * Border lines between provinces, when provinces are not simply stroked
   * (generated boards, whose province shapes are pieces of cells).
   */
  readonly borders?: string;
}
