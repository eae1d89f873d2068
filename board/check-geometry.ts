/**
 * Checks a board against its variant's map: shapes that touch should be adjacent and
 * adjacent provinces should touch (unless a canal, passage, bridge, railway or gateway
 * joins them), every province needs a shape, and every label must sit in its shape.
 *
 * `dipkit check` and `build` run it through `loadCheckedBoard` (cli/commands/check-boards.ts),
 * with the span of the variant's `geometry` clause that `compileFile` reports.
 */
import type { Span } from '../dsl/ast.js';
import type { Diagnostic } from '../dsl/diagnostics/diagnostic.js';
import { makeDiagnostic } from '../dsl/diagnostics/catalogue.js';
import { crossing, type BorderEnd } from '../model/border-crossing.js';
import { provinceOf } from '../model/locations.js';
import type { Province, Variant } from '../model/variant.js';
import { GeometryError } from './geometry/geometry-error.js';
import { loadBoard, type LoadOptions } from './geometry/load-geometry.js';
import { pointInRegion } from './geometry/polygon.js';
import { slipsAllowed } from '../dsl/slips.js';
import { slips } from '../model/slips.js';
import { pairKey, touchingPairs } from './geometry/touching-pairs.js';
import type { BoardGeometry } from './geometry/types.js';
import { assertVariantShape } from '../engine/variant-shape.js';
import { assertGeometryShape } from './geometry/geometry-shape.js';

export { touchingPairs } from './geometry/touching-pairs.js';

/** Pairs of provinces adjacent by army or fleet, in either direction. */
function adjacentPairs(variant: Variant): Set<string> {
  const pairs = new Set<string>();
  for (const table of [variant.adjacency.army, variant.adjacency.fleet]) {
    for (const [from, targets] of Object.entries(table)) {
      for (const to of targets) if (provinceOf(from) !== provinceOf(to)) pairs.add(pairKey(provinceOf(from), provinceOf(to)));
    }
  }
  return pairs;
}

/** Pairs joined by a feature rather than by a shared border. */
function featurePairs(variant: Variant): Set<string> {
  const pairs = new Set<string>();
  const terrainOf = new Map(variant.provinces.map((p) => [p.id, p.terrain]));
  for (const f of variant.features) {
    switch (f.kind) {
      case 'passage': {
        pairs.add(pairKey(f.between[0], f.between[1]));
        // The water between the passage's two provinces is closed to fleets (rules VII.3c:
        // Baltic to Skagerrak goes through Sweden or Denmark), so the seas bordering both
        // ends may meet on the board without being adjacent.
        const [a, b] = f.between;
        const seasOf = (id: string) => new Set((variant.adjacency.fleet[id] ?? []).map(provinceOf).filter((q) => terrainOf.get(q) === 'sea'));
        const aSeas = seasOf(a);
        const both = [...seasOf(b)].filter((q) => aSeas.has(q));
        for (const x of both) for (const y of both) if (x < y) pairs.add(pairKey(x, y));
        break;
      }
      case 'bridge':
        pairs.add(pairKey(f.between[0], f.between[1]));
        break;
      case 'canal':
      case 'gateway':
        pairs.add(pairKey(f.seas[0], f.seas[1]));
        pairs.add(pairKey(f.province, f.seas[0]));
        pairs.add(pairKey(f.province, f.seas[1]));
        break;
      case 'railway':
        for (let i = 0; i + 1 < f.route.length; i++) pairs.add(pairKey(f.route[i], f.route[i + 1]));
        break;
    }
  }
  return pairs;
}

/**
 * Where the board's warnings point: the variant's `geometry` clause (or its id), and, when
 * known, each province's declaration and each border's adjacency entry (keyed `a b`, ids in
 * order), as `compileFile` reports them in `result.board`.
 */
export interface BoardPlaces {
  readonly span: Span | null;
  readonly provinces?: ReadonlyMap<string, Span>;
  readonly borders?: ReadonlyMap<string, Span>;
  /** Each `label at` clause, by province. */
  readonly labels?: ReadonlyMap<string, Span>;
}

function placesOf(where: Span | BoardPlaces | null): BoardPlaces {
  if (where === null) return { span: null };
  return 'file' in where ? { span: where } : where;
}

/** What to change, for a generated board (map points) or a drawn one (its file). */
function hints(variant: Variant, geometry: BoardGeometry) {
  const generated = variant.geometry.kind === 'generated';
  const file = generated ? '' : variant.geometry.file;
  /** `: its shape 'mdi' there names no province` when the file has a shape whose id is a slip or two from `id`. */
  const misspelt = (id: string): string => {
    const allowed = slipsAllowed(id);
    // Bounded: a file of thousands of decorative ids, long ones too, is measured at once.
    const near = (geometry.unmatchedIds ?? []).filter((other) => slips(other.trim().toLowerCase(), id, allowed + 1) <= allowed);
    if (near.length === 0) return '';
    return `: ${near.length === 1 ? 'its shape' : 'its shapes'} ${near.slice(0, 3).map((other) => `'${other}'`).join(', ')} there ${near.length === 1 ? 'names' : 'name'} no province`;
  };
  const keepApart = generated ? 'move their map points (at X Y), or add points between them, so that their shapes do not touch' : `redraw their shapes in ${file} so that they do not touch`;
  const provinces = new Map(variant.provinces.map((p) => [p.id, p]));
  const end = (id: string): BorderEnd => {
    const p = provinces.get(id)!;
    return { province: id, terrain: p.terrain, coast: null, hasCoasts: p.coasts.length > 0 };
  };
  return {
    apart: generated ? 'add the border, or map points (at X Y) between them that keep their shapes apart' : `add the border, or redraw their shapes in ${file}`,
    /** For shapes that touch where a border is refused (DIP3006, DIP3007): what would work instead. */
    apartPair: (a: string, b: string): string | null => {
      const { problem } = crossing(end(a), end(b), null);
      if (problem === 'land-sea') {
        const [land, sea] = provinces.get(a)!.terrain === 'land' ? [a, b] : [b, a];
        return `a border cannot join them, as '${land}' is land and '${sea}' is sea: if the sea washes '${land}', make it coastal and add the border; else ${keepApart}`;
      }
      if (problem === 'needs-coast') {
        const [split, other] = provinces.get(a)!.coasts.length > 0 ? [a, b] : [b, a];
        const coasts = provinces.get(split)!.coasts.map((c) => `${split}/${c.id}`).join(' or ');
        return `only fleets could cross, and '${split}' has several coasts: add the border from the coast '${other}' touches (${coasts}), or ${keepApart}`;
      }
      return null;
    },
    together: generated
      ? 'move their map points (at X Y) closer, or add points along the border, or declare what joins them'
      : `redraw their shapes in ${file} so that they touch, or declare what joins them`,
    /** A province with no shape: no point given, or points that claim nothing of its kind (land points in open water, a sea's on land). */
    noShape: (province: Province): string => {
      if (!generated) return `draw it in ${file}, with the province id as its id${misspelt(province.id)}`;
      if (province.points.length === 0) return 'give it a map point (at X Y)';
      if (province.terrain === 'sea') return "its map points lie where the board has no water for it: move them into the sea, away from the land provinces' points";
      const coastline = variant.coordinates === 'lonlat' ? ' (in the sea, by the real coastline)' : '';
      return `its map points lie where the board has no land${coastline}, or other points claim all around them: move them onto land, or further from the others`;
    },
    label: generated ? 'add a map point (at X Y) inside it, or set its label point (label at X Y)' : `move its label anchor in ${file}, or set its label point (label at X Y)`,
  };
}

/**
 * The board's warnings, each at the province or border it concerns when `where` knows
 * their places (else at the geometry clause). `touching` is `touchingPairs(geometry)` when
 * already known (the board cache keeps it).
 */
export function checkGeometry(
  variant: Variant,
  geometry: BoardGeometry,
  where: Span | BoardPlaces | null = null,
  known?: ReadonlyMap<string, number>,
): Diagnostic[] {
  // A caller's mistake said in words, before anything reads them.
  assertVariantShape(variant);
  assertGeometryShape(geometry);
  const touching = known ?? touchingPairs(geometry);
  const places = placesOf(where);
  const hint = hints(variant, geometry);
  const at = (province: string) => places.provinces?.get(province) ?? places.span;
  const withRelated = (d: Diagnostic, province: string): Diagnostic => {
    const span = places.provinces?.get(province);
    return span ? { ...d, related: [{ message: `'${province}' is declared here`, span }] } : d;
  };
  const diagnostics: Diagnostic[] = [];
  for (const province of variant.provinces) {
    const shape = geometry.provinces[province.id];
    if (!shape) diagnostics.push(makeDiagnostic('DIP4003', at(province.id), province.id, hint.noShape(province)));
    else if (province.label) {
      // The designer's point: the warning points at the clause and says where the province is.
      const span = places.labels?.get(province.id) ?? at(province.id);
      const written = `${province.label.x} ${province.label.y}`;
      const [x, y] = shape.labelAnchor;
      if (x < 0 || y < 0 || x > geometry.width || y > geometry.height) diagnostics.push(makeDiagnostic('DIP4101', span, province.id, written));
      else if (!pointInRegion(shape.labelAnchor, shape.polygons)) {
        const first = province.points[0];
        diagnostics.push(makeDiagnostic('DIP4100', span, province.id, written, first ? `${first.x} ${first.y}` : 'none'));
      }
    } else if (!shape.labelOutside && !pointInRegion(shape.labelAnchor, shape.polygons)) {
      // A label the board put beside its unit on purpose (too small a province for both) is no mistake.
      diagnostics.push(makeDiagnostic('DIP4004', at(province.id), province.id, hint.label));
    }
  }
  const terrain = new Map(variant.provinces.map((p) => [p.id, p.terrain]));
  const adjacent = adjacentPairs(variant);
  const joined = featurePairs(variant);
  // Each kind of pair listed up to PAIRS_LISTED, then counted: a map declaring borders at
  // random (3,000 provinces, 1.8 million borders) made a warning, with its places, for each.
  let apart = 0;
  for (const key of [...touching.keys()].sort()) {
    const [a, b] = key.split(' ');
    // Nothing enters an impassable province: its borders are drawn, never crossed. An inland
    // province that touches a sea is reported: the board would show a coast the rules lack.
    if (terrain.get(a) === 'impassable' || terrain.get(b) === 'impassable') continue;
    if (!terrain.has(a) || !terrain.has(b)) continue;
    if (adjacent.has(key) || joined.has(key)) continue;
    if (++apart <= PAIRS_LISTED) diagnostics.push(withRelated(makeDiagnostic('DIP4001', at(a), a, b, hint.apartPair(a, b) ?? hint.apart), b));
  }
  if (apart > PAIRS_LISTED) diagnostics.push(makeDiagnostic('DIP4007', places.span, apart - PAIRS_LISTED, 'share a border on the board but are not adjacent (DIP4001)'));
  let together = 0;
  for (const key of [...adjacent].sort()) {
    const [a, b] = key.split(' ');
    if (!geometry.provinces[a] || !geometry.provinces[b]) continue;
    if (touching.has(key) || joined.has(key)) continue;
    if (++together > PAIRS_LISTED) continue;
    const border = places.borders?.get(key);
    const d = makeDiagnostic('DIP4002', border ?? at(a), a, b, hint.together);
    // At the border's entry, with both declarations (where their points are) beside it.
    const related = [a, b].flatMap((id) => {
      const span = places.provinces?.get(id);
      return span ? [{ message: `'${id}' is declared here`, span }] : [];
    });
    diagnostics.push(related.length > 0 ? { ...d, related } : d);
  }
  if (together > PAIRS_LISTED) diagnostics.push(makeDiagnostic('DIP4007', places.span, together - PAIRS_LISTED, 'are adjacent but whose shapes on the board do not touch (DIP4002)'));
  return diagnostics;
}

/** How many pairs of one kind (DIP4001, DIP4002) are listed before the rest are only counted. */
const PAIRS_LISTED = 1000;

export interface BoardCheck {
  /** The board, when it could be drawn. */
  readonly geometry: BoardGeometry | null;
  readonly diagnostics: Diagnostic[];
}

/**
 * Loads the board the variant names (its SVG or GeoJSON file, relative to `sourceDir`,
 * or one generated from its map points) and checks it. A file that cannot be loaded is
 * a DIP4005 error; a map without a single point yet (a variant being typed in) is one
 * DIP4006 warning rather than a warning for every province.
 */
export function loadCheckedBoard(
  variant: Variant,
  sourceDir: string,
  where: Span | BoardPlaces | null = null,
  options: LoadOptions = { cache: true },
): BoardCheck {
  assertVariantShape(variant);
  const span = placesOf(where).span;
  const pointless = variant.geometry.kind === 'generated' && variant.provinces.every((p) => p.points.length === 0 && p.coasts.every((c) => c.points.length === 0));
  if (pointless) return { geometry: null, diagnostics: [makeDiagnostic('DIP4006', span)] };
  let board: ReturnType<typeof loadBoard>;
  try {
    board = loadBoard(variant, sourceDir, options);
  } catch (error) {
    if (error instanceof GeometryError) {
      // At the province whose point is at fault, when the error names one.
      const at = (error.province !== null ? placesOf(where).provinces?.get(error.province) : undefined) ?? span;
      return { geometry: null, diagnostics: [makeDiagnostic('DIP4005', at, error.file, error.problem)] };
    }
    throw error;
  }
  const { geometry, touching } = board;
  return { geometry, diagnostics: checkGeometry(variant, geometry, where, touching ?? touchingPairs(geometry)) };
}

/** The diagnostics of `loadCheckedBoard`. */
export function checkVariantBoard(variant: Variant, sourceDir: string, where: Span | BoardPlaces | null = null): Diagnostic[] {
  return loadCheckedBoard(variant, sourceDir, where).diagnostics;
}
