/** `<id>.json`: the variant as plain JSON, for tools in any language. */
import type { Variant } from '../../model/variant.js';

export function generateJson(variant: Variant): string {
  return JSON.stringify(variant, null, 2) + '\n';
}
