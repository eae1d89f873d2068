/**
 * Each variant's compiled files, served as downloads: ID.js, ID.d.ts, ID.json, ID.svg
 * (copied from out/variants) and ID.png, drawn at build time with a key from each
 * province's abbreviation to its name: a picture shows no name on hover, and the PNG is
 * the copy players keep beside a game (the SVG itself when the board cannot be drawn again).
 */
import type { APIRoute } from 'astro';
import { readFileSync } from 'node:fs';
import { svgToPng } from '../../../../board/render/to-png.js';
import { renderBoard } from '../../../../board/render/render-board.js';
import { listVariants } from '../../lib/variants';

const types: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  'd.ts': 'text/plain; charset=utf-8',
  json: 'application/json; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
};

type Props = { path: string | null; svg: string | null; ext: string; id: string };

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
      ...present.map(([ext, path]) => ({ params: { file: `${v.id}.${ext}` }, props: { path, svg: null, ext, id: v.id } satisfies Props })),
      ...(v.files.svg ? [{ params: { file: `${v.id}.png` }, props: { path: null, svg: v.files.svg, ext: 'png', id: v.id } satisfies Props }] : []),
    ];
  });
}

/** The board the PNG shows: drawn again with its key when its geometry is at hand, else the SVG as built. */
function pngBoard(props: Props): string {
  const entry = listVariants().find((v) => v.id === props.id);
  return entry?.geometry ? renderBoard(entry.variant, entry.geometry, null, null, null, { key: true }) : readFileSync(props.svg!, 'utf8');
}

export const GET: APIRoute<Props> = ({ props }) => {
  const body = props.path ? readFileSync(props.path) : svgToPng(pngBoard(props), { width: 1600 });
  return new Response(new Uint8Array(body), { headers: { 'Content-Type': types[props.ext] ?? 'application/octet-stream' } });
};
