/** `getStaticPaths` of every per-variant route: one page per compiled variant. */
import { listVariants } from './variants.js';

export function variantPaths(): { params: { id: string } }[] {
  return listVariants().map((v) => ({ params: { id: v.id } }));
}
