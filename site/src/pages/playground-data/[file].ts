/**
 * What a variant's playground loads in the browser: the compiled variant and its board
 * geometry (precomputed here, so the browser never generates or reads a board).
 */
import type { APIRoute } from 'astro';
import { listVariants, type CompiledVariant } from '../../lib/variants';

export function getStaticPaths() {
  return listVariants()
    .filter((v) => v.geometry !== null)
    .map((entry) => ({ params: { file: `${entry.id}.json` }, props: { entry } }));
}

export const GET: APIRoute<{ entry: CompiledVariant }> = ({ props }) =>
  new Response(JSON.stringify({ variant: props.entry.variant, geometry: props.entry.geometry }), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
