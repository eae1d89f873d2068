/** The map itself: water, land, provinces (tinted by owner), borders, centres, coasts, labels. */
import type { Province, ProvinceId, PowerId, UnitType, Variant } from '../../model/variant.js';
import { provinceAbbreviation } from '../../model/abbreviation.js';
import { distanceToBoundary, pointInRegion } from '../geometry/polygon.js';
import type { BoardGeometry, Point, ProvinceShape } from '../geometry/types.js';
import { nameIn, type BoardLanguage } from './board-language.js';
import { arsenalTag } from './arsenal-tag.js';
import { lineMiddle, placeImpassableName } from './impassable-name.js';
import { classToken, el, text } from './svg-element.js';

/** Every name of the province, the board's language first (`Plaine de la Grue / Crane Plain`). */
export function fullNames(lang: BoardLanguage, province: Province): string {
  const names = lang.order.map((l) => (Object.hasOwn(province.names, l) ? province.names[l] : '')).filter(Boolean);
  const distinct = [...new Set(names)];
  return distinct.length > 0 ? distinct.join(' / ') : nameIn(province.names, lang, province.id);
}

function provincePath(lang: BoardLanguage, province: Province, shape: ProvinceShape, owner: PowerId | undefined): string {
  const classes = ['province', shape.kind, owner ? `owner-${classToken(owner)}` : null].filter(Boolean).join(' ');
  return el(
    'path',
    { class: classes, 'data-province': province.id, d: shape.path, 'fill-rule': 'evenodd' },
    el('title', {}, text(nameIn(province.names, lang, province.id))),
  );
}

export function mapLayers(variant: Variant, geometry: BoardGeometry, ownership: Readonly<Record<ProvinceId, PowerId>>, lang: BoardLanguage): string {
  const shaped = variant.provinces.filter((p) => geometry.provinces[p.id]);
  const seas = shaped.filter((p) => geometry.provinces[p.id].kind === 'sea');
  const lands = shaped.filter((p) => geometry.provinces[p.id].kind !== 'sea');
  const stroked = geometry.borders === undefined;
  const out: string[] = [];
  out.push(el('rect', { class: 'sea-background', x: 0, y: 0, width: geometry.width, height: geometry.height }));
  out.push(el('g', { class: `seas${stroked ? ' stroked' : ''}` }, ...seas.map((p) => provincePath(lang, p, geometry.provinces[p.id], undefined))));
  if (geometry.background.land) out.push(el('path', { class: 'land-background', d: geometry.background.land, 'fill-rule': 'evenodd' }));
  out.push(
    el('g', { class: `lands${stroked ? ' stroked' : ''}` }, ...lands.map((p) => provincePath(lang, p, geometry.provinces[p.id], ownership[p.id]))),
  );
  if (geometry.borders) out.push(el('path', { class: 'borders', d: geometry.borders }));
  if (geometry.background.land) out.push(el('path', { class: 'coastline', d: geometry.background.land }));
  return out.join('');
}

/** A centre's label and dot are stacked on the label anchor: the name above, the dot under it. */
function centreAnchor(shape: ProvinceShape): Point {
  return [shape.labelAnchor[0], shape.labelAnchor[1] + 6.5];
}

function labelPosition(province: Province, shape: ProvinceShape): Point {
  return province.supplyCentre ? [shape.labelAnchor[0], shape.labelAnchor[1] - 4.5] : shape.labelAnchor;
}

/**
 * The arsenal type of each centre (rule arsenal): the position's when it carries them
 * (`rules.arsenal.types`, they change in play), else the variant's start types.
 */
export function arsenalTypes(variant: Variant, rules: Readonly<Record<string, unknown>> | undefined): Readonly<Record<ProvinceId, UnitType>> {
  const kept = (rules?.arsenal as { types?: Record<ProvinceId, UnitType> } | undefined)?.types;
  if (kept !== undefined) return kept;
  const types: Record<ProvinceId, UnitType> = {};
  for (const p of variant.provinces) if (p.arsenal !== undefined) types[p.id] = p.arsenal;
  return types;
}

export function centresLayer(
  variant: Variant,
  geometry: BoardGeometry,
  ownership: Readonly<Record<ProvinceId, PowerId>>,
  arsenals: Readonly<Record<ProvinceId, UnitType>> = {},
): string {
  const dots = variant.provinces
    .filter((p) => p.supplyCentre && geometry.provinces[p.id])
    .map((p) => {
      const [x, y] = centreAnchor(geometry.provinces[p.id]);
      const owner = ownership[p.id] ?? null;
      const classes = ['centre', p.home ? 'home' : null, owner ? `owner-${classToken(owner)}` : null].filter(Boolean).join(' ');
      const dot = el('circle', { class: classes, 'data-province': p.id, cx: x, cy: y, r: p.home ? 3.4 : 2.8 });
      // An arsenal's type, as a tag with A or F beside its dot (arsenal-tag.ts), on the side away from the unit.
      const type = arsenals[p.id];
      const side = geometry.provinces[p.id].unitAnchor[0] > x ? -1 : 1;
      const marked = type === undefined ? dot : dot + arsenalTag(type, [x, y], p.id, side);
      // A home centre keeps a ring in its power's colour whoever owns it.
      return p.home ? marked + el('circle', { class: `centre-home-ring power-${classToken(p.home)}`, cx: x, cy: y, r: 5.2, fill: 'none', 'stroke-width': 1.4 }) : marked;
    });
  return el('g', { class: 'supply-centres' }, ...dots);
}

/** A box round a point: its half width and half height (px). */
interface Box {
  readonly at: Point;
  readonly hw: number;
  readonly hh: number;
}

const overlap = (a: Box, b: Box, margin: number) => Math.abs(a.at[0] - b.at[0]) < a.hw + b.hw + margin && Math.abs(a.at[1] - b.at[1]) < a.hh + b.hh + margin;

/** A label's box, roughly: DejaVu Sans at 11 px averages about 6.2 px a character. */
const labelBox = (at: Point, name: string): Box => ({ at, hw: name.length * 3.1 + 1, hh: 6.5 });

/** A fleet's hull round its place, and an army's disc as a box. */
const UNIT_BOX = { hw: 12.5, hh: 9.5 };

/**
 * Where a coast's marker goes: beside the place a fleet on that coast stands (on the side of
 * its hull towards the province's middle, else the other, else under or over it), so the
 * fleet never hides it nor a move to that coast from the sea; the side that keeps it inside
 * the province and clear of the province's label, its centre dot, its other coasts'
 * fleets, its army's place and the markers placed before it.
 */
export function coastMarkerAt(province: Province, shape: ProvinceShape, coast: string, placed: readonly Box[] = []): Point | null {
  const anchor = shape.coasts?.[coast]?.unitAnchor;
  if (!anchor) return null;
  const hw = coast.length * 3.3 + 1;
  const hh = 5;
  const side = UNIT_BOX.hw + 2 + hw;
  // The side towards the middle of the province first: moves to the coast come from the sea.
  const inward = shape.unitAnchor[0] >= anchor[0] ? 1 : -1;
  const candidates: Point[] = [
    [anchor[0] + inward * side, anchor[1]],
    [anchor[0] - inward * side, anchor[1]],
    [anchor[0], anchor[1] + 6.3 + 3 + hh],
    [anchor[0], anchor[1] - 4.5 - 3 - hh],
  ];
  const obstacles: Box[] = [
    labelBox(labelPosition(province, shape), provinceAbbreviation(province)),
    { at: shape.unitAnchor, ...UNIT_BOX },
    ...Object.entries(shape.coasts ?? {}).filter(([id]) => id !== coast).map(([, c]) => ({ at: c.unitAnchor, ...UNIT_BOX })),
    ...(province.supplyCentre ? [{ at: centreAnchor(shape), hw: 5.2, hh: 5.2 }] : []),
    ...placed,
  ];
  let best: { p: Point; score: number } | null = null;
  candidates.forEach((p, i) => {
    const box: Box = { at: p, hw, hh };
    // Its whole box inside the province, as far as room allows; the earlier sides preferred.
    const room = pointInRegion(p, shape.polygons) ? Math.min(distanceToBoundary(p, shape.polygons) - hw, 4) : -10;
    const clash = obstacles.filter((o) => overlap(box, o, 1.5)).length * 12;
    const score = room - clash - i * 0.5;
    if (!best || score > best.score) best = { p, score };
  });
  return best!.p;
}

export function coastMarkersLayer(variant: Variant, geometry: BoardGeometry): string {
  const marks: string[] = [];
  for (const province of variant.provinces) {
    const shape = geometry.provinces[province.id];
    if (!shape || province.coasts.length < 2) continue;
    const placed: Box[] = [];
    for (const coast of province.coasts) {
      // Placed with the board (on its coast's shore, clear of its fleet's ring: coast-markers.ts); a geometry made by hand without one, here.
      const at = shape.coasts?.[coast.id]?.marker ?? coastMarkerAt(province, shape, coast.id, placed);
      if (!at) continue;
      placed.push({ at, hw: coast.id.length * 3.3 + 1, hh: 5 });
      marks.push(el('text', { class: 'coast-marker', 'data-coast': `${province.id}/${coast.id}`, x: at[0], y: at[1] }, text(coast.id)));
    }
  }
  return el('g', { class: 'coasts' }, ...marks);
}

export function labelsLayer(variant: Variant, geometry: BoardGeometry, lang: BoardLanguage): string {
  const label = (p: Province) => {
    const [x, y] = labelPosition(p, geometry.provinces[p.id]);
    // An impassable area is never named in an order: its name, in the board's language, says more than an abbreviation.
    const named = p.terrain === 'impassable' ? placeImpassableName(nameIn(p.names, lang, provinceAbbreviation(p)), geometry.provinces[p.id], [x, y]) : null;
    if (named !== null) {
      const { lines, at } = named;
      const written =
        lines.length === 1
          ? [text(lines[0])]
          : lines.map((line, i) => el('tspan', { x: at[0], y: lineMiddle(at[1], i, lines.length) }, text(line)));
      return el('text', { class: 'label impassable-name', 'data-province': p.id, x: at[0], y: at[1] }, ...written, el('title', {}, text(fullNames(lang, p))));
    }
    // The full name on hover over the label too, which lies on top of the province's own title.
    return el('text', { class: 'label', 'data-province': p.id, x, y }, text(provinceAbbreviation(p)), el('title', {}, text(fullNames(lang, p))));
  };
  const shaped = variant.provinces.filter((p) => geometry.provinces[p.id]);
  return (
    el('g', { class: 'labels seas-labels' }, ...shaped.filter((p) => geometry.provinces[p.id].kind === 'sea').map(label)) +
    el('g', { class: 'labels lands-labels' }, ...shaped.filter((p) => geometry.provinces[p.id].kind !== 'sea').map(label))
  );
}
