/**
 * The reviewed board pictures of docs/img/, served where the docs pages point at them
 * (repo-docs.ts rewrites `img/NAME.png` to `/docs-img/NAME.png`).
 */
import type { APIRoute } from 'astro';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(process.env.DIPKIT_ROOT ?? '.', 'docs', 'img');

export function getStaticPaths() {
  return readdirSync(dir)
    .filter((f) => /^[a-z0-9._-]+\.png$/i.test(f))
    .map((file) => ({ params: { file }, props: { path: join(dir, file) } }));
}

export const GET: APIRoute<{ path: string }> = ({ props }) =>
  new Response(new Uint8Array(readFileSync(props.path)), { headers: { 'Content-Type': 'image/png' } });
