/** Small conversions from syntax-tree nodes to draft values. */
import type { Ident, LocationRef, NameEntry, NumberLit, PointLit, StringLit } from '../../dsl/ast.js';
import type { MapPoint } from '../../model/variant.js';
import type { DraftLocation, DraftNames, Located, LocatedNumber } from './draft.js';

export function located(node: Ident | StringLit): Located<string> {
  return { value: node.value, span: node.span };
}

/** A number keeps its text as written, for messages to quote. */
export function locatedNumber(node: NumberLit): LocatedNumber {
  return { value: node.value, raw: node.raw, span: node.span };
}

export function locationFrom(ref: LocationRef): DraftLocation {
  return { province: located(ref.province), coast: ref.coast ? located(ref.coast) : null, span: ref.span };
}

export function pointFrom(point: PointLit): MapPoint {
  return { x: point.x.value, y: point.y.value };
}

/** Adds names to `into`; a language given again replaces the earlier text. */
export function mergeNames(into: DraftNames, names: readonly NameEntry[]): void {
  for (const entry of names) into.set(entry.lang.value, { value: entry.text.value, span: entry.text.span });
}

export function namesFrom(names: readonly NameEntry[]): DraftNames {
  const result: DraftNames = new Map();
  mergeNames(result, names);
  return result;
}
