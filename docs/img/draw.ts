/**
 * Draws the docs' board pictures (docs/img/*.png) from the inputs kept beside them:
 * `npm run docs:pictures`. Each is a variant, a position (its start, or a file here) and
 * orders (a file here, or none), adjudicated and drawn as `dipkit render --results` draws
 * them, 1200 px wide. The pictures are for people: look at each before committing it
 * (the tests check the boards' structure, not these files).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadGeometry } from '../../board/geometry/load-geometry.js';
import { renderBoard } from '../../board/render/render-board.js';
import { svgToPng } from '../../board/render/to-png.js';
import { compileFile } from '../../compiler/compile.js';
import { adjudicate } from '../../engine/adjudicate.js';
import { loadOrders } from '../../engine/files/load-orders.js';
import { loadPosition } from '../../engine/files/load-position.js';
import { startPosition } from '../../engine/game/start-position.js';
import type { Position } from '../../engine/types.js';

interface Picture {
  readonly name: string;
  readonly variant: string;
  /** A position file here; the variant's start when absent. */
  readonly position?: string;
  /** An orders file here, drawn with their results; none when absent. */
  readonly orders?: string;
}

const PICTURES: readonly Picture[] = [
  { name: 'standard-spring-1901', variant: 'variants/standard/standard.dip', orders: 'standard-spring-1901.orders.txt' },
  { name: 'standard-busy-turn', variant: 'variants/standard/standard.dip', position: 'standard-busy-turn.position.json', orders: 'standard-busy-turn.orders.txt' },
  { name: 'imaginary-features', variant: 'test/board/fixtures/features/features.dip' },
  { name: 'rokugan-start', variant: 'variants/rokugan/rokugan.dip' },
];

const WIDTH = 1200;
const here = import.meta.dirname;
const root = join(here, '..', '..');

function problem(what: string, errors: readonly string[]): never {
  console.error(`${what}:\n  ${errors.join('\n  ')}`);
  process.exit(1);
}

for (const picture of PICTURES) {
  const file = join(root, picture.variant);
  const compiled = compileFile(file);
  if (compiled.variant === null) problem(picture.variant, compiled.diagnostics.map((d) => d.message));
  const variant = compiled.variant;
  let position: Position = startPosition(variant);
  if (picture.position !== undefined) {
    const loaded = loadPosition(variant, readFileSync(join(here, picture.position), 'utf8'));
    if (!loaded.ok) problem(picture.position, loaded.errors);
    position = loaded.value;
  }
  let orders = null;
  let results = null;
  if (picture.orders !== undefined) {
    const loaded = loadOrders(variant, readFileSync(join(here, picture.orders), 'utf8'), position);
    if (!loaded.ok) problem(picture.orders, loaded.errors);
    orders = loaded.value;
    results = adjudicate(variant, position, orders).results;
    const refused = results.filter((r) => r.outcome === 'invalid');
    if (refused.length > 0) problem(picture.orders, refused.map((r) => `${r.text}: ${r.reason ?? 'invalid'}`));
  }
  const svg = renderBoard(variant, loadGeometry(variant, dirname(file), { cache: true }), position, orders, results);
  const out = join(here, `${picture.name}.png`);
  writeFileSync(out, svgToPng(svg, { width: WIDTH }));
  console.log(out);
}
