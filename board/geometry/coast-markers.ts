/**
 * Where each coast's marker (`nc`, `sc`) is written, once units and labels have their
 * places: in the province, on the shore of the seas that coast borders, beside the place
 * its fleet stands but clear of the ring a hold or build draws round it, and clear of the
 * province's label, its other places and markers, and its neighbours' units and labels.
 * Along the shore rather than inland: a marker set only beside its fleet, towards the
 * province's middle, crossed a narrow peninsula to the other coast (Seoul's).
 */
import type { Variant } from '../../model/variant.js';
import { bestPoint, regionIndexOf } from './anchors.js';
import { coastSeas, otherCoastsSeas } from './coast-anchors.js';
import { boxGap, discGap, LABEL_HALF_HEIGHT, LABEL_HALF_WIDTH, MARKER_HALF_HEIGHT, markerHalfWidth, type Box } from './label-box.js';
import type { CoastShape, Point, ProvinceShape } from './types.js';
import { distance } from './polygon.js';
import { unitPlaces } from './unit-places.js';

/** The ring round a unit (a hold, a build: order-layers.ts), with its stroke and a little air. */
const RING = 16.5;
/** Within this of its fleet (centre to centre) a marker reads as that fleet's coast; beyond, it costs. */
const BESIDE = 30;
/** Beyond this a sea counts as far (px). */
const SEA_REACH = 60;
/** How far round the fleet a marker is looked for (px). */
const SEARCH = 60;

/** Every two-coast province's markers, in the order of its coasts, each clear of those before it. */
export function placeCoastMarkers(variant: Variant, provinces: Record<string, ProvinceShape>): void {
  const shapes = Object.values(provinces);
  for (const province of variant.provinces) {
    const shape = provinces[province.id];
    if (!shape?.coasts || province.coasts.length < 2) continue;
    const coasts: Record<string, CoastShape> = { ...shape.coasts };
    const placed: Box[] = [];
    for (const coast of province.coasts) {
      const fleet = coasts[coast.id]?.unitAnchor;
      if (!fleet) continue;
      const hw = markerHalfWidth(coast.id);
      const area = { minX: fleet[0] - SEARCH, minY: fleet[1] - SEARCH, maxX: fleet[0] + SEARCH, maxY: fleet[1] + SEARCH };
      const nearby = (p: Point) => p[0] > area.minX - 40 && p[0] < area.maxX + 40 && p[1] > area.minY - 40 && p[1] < area.maxY + 40;
      // Rings: every unit place near, this province's and its neighbours'; boxes: labels and markers.
      const rings: Point[] = shapes.flatMap((s) => (s.kind === 'impassable' ? [] : unitPlaces(s))).filter(nearby);
      const boxes: Box[] = [
        ...shapes.map((s) => ({ at: s.labelAnchor, hw: LABEL_HALF_WIDTH, hh: LABEL_HALF_HEIGHT })).filter((b) => nearby(b.at)),
        ...placed,
      ];
      const seas = coastSeas(variant, provinces, `${province.id}/${coast.id}`).map(regionIndexOf);
      const away = otherCoastsSeas(variant, provinces, `${province.id}/${coast.id}`).map(regionIndexOf);
      const own = regionIndexOf(shape.polygons);
      // Looked for round the fleet only (a province may be hundreds of px across): a square's grid is fine enough there.
      const square: Point[][] = [[[area.minX, area.minY], [area.maxX, area.minY], [area.maxX, area.maxY], [area.minX, area.maxY]]];
      let last: Point | null = null;
      let score = 0;
      const found = bestPoint(square, (p) => {
        if (p === last) return score;
        last = p;
        if (!own.inside(p)) return (score = -Infinity);
        const box: Box = { at: p, hw, hh: MARKER_HALF_HEIGHT };
        let clear = 3;
        for (const c of rings) clear = Math.min(clear, discGap(box, c, RING));
        for (const b of boxes) clear = Math.min(clear, boxGap(box, b) - 1);
        let toSea = seas.length > 0 ? SEA_REACH : 0;
        for (const index of seas) toSea = Math.min(toSea, index.distance(p, toSea));
        // Nearer its own seas than the other coasts': on its own shore, not across a narrow province.
        let toOther = SEA_REACH;
        for (const index of away) toOther = Math.min(toOther, index.distance(p, toOther));
        const far = distance(p, fleet);
        // Its middle at least its half height inside: the letters on the land, not the water.
        const room = own.distance(p, MARKER_HALF_HEIGHT + 1);
        score = room * 4 + clear * 6 - toSea * 2 - Math.max(0, toSea - toOther) * 4 - Math.max(0, far - BESIDE) * 0.5;
        return score;
      });
      if (!found || !own.inside(found)) continue;
      const at: Point = [Math.round(found[0] * 10) / 10, Math.round(found[1] * 10) / 10];
      coasts[coast.id] = { ...coasts[coast.id], marker: at };
      placed.push({ at, hw, hh: MARKER_HALF_HEIGHT });
    }
    provinces[province.id] = { ...shape, coasts };
  }
}
