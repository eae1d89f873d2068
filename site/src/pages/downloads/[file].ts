/**
 * Each variant's compiled files, served as downloads: ID.js, ID.d.ts, ID.json, ID.svg
 * (copied from out/variants) and ID.png (drawn from the SVG at build time).
 */
import type { APIRoute } from 'astro';
import { readFileSync } from 'node:fs';
import { svgToPng } from '../../../../board/render/to-png.js';
import { listVariants } from '../../lib/variants';

const types: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  'd.ts': 'text/plain; charset=utf-8',
  json: 'application/json; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
};

type Props = { path: string | null; svg: string | null; ext: string };

export function getStaticPaths() {
  return listVariants().flatMap((v) => {
    const files: [string, string | null][] = [
      ['js', v.files.js],
      ['d.ts', v.files.dts],
      ['json', v.files.json],
      ['svg', v.files.svg],
    ];
    const present = files.filter((f): f is [string, string] => f[1] !== null);
    return [
      ...present.map(([ext, path]) => ({ params: { file: `${v.id}.${ext}` }, props: { path, svg: null, ext } satisfies Props })),
      ...(v.files.svg ? [{ params: { file: `${v.id}.png` }, props: { path: null, svg: v.files.svg, ext: 'png' } satisfies Props }] : []),
    ];
  });
}

export const GET: APIRoute<Props> = ({ props }) => {
  const body = props.path ? readFileSync(props.path) : svgToPng(readFileSync(props.svg!, 'utf8'), { width: 1600 });
  return new Response(new Uint8Array(body), { headers: { 'Content-Type': types[props.ext] ?? 'application/octet-stream' } });
};
