/** Renders a variant's board from the geometry source the variant names. */
import type { Variant } from '../../model/variant.js';
import type { OrderResult, Orders, Position } from '../../engine/types.js';
import { loadGeometry } from '../geometry/load-geometry.js';
import { renderBoard } from './render-board.js';

/** `sourceDir`: the directory of the variant's source file, where its geometry file is looked for. */
export function renderVariantBoard(
  variant: Variant,
  sourceDir: string,
  position?: Position | null,
  orders?: Orders | null,
  results?: readonly OrderResult[] | null,
): string {
  return renderBoard(variant, loadGeometry(variant, sourceDir), position, orders, results);
}
