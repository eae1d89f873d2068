/**
 * Standard boards of DATC positions with their adjudicated orders, checked by structure:
 * a convoy through three fleets, a retreats phase, builds and disbands.
 * The cases come from the engine's DATC data (test/engine/datc/cases), read only.
 */
import { describe, expect, it } from 'vitest';
import { generateGeometry } from '../../board/geometry/load-geometry.js';
import { renderBoard } from '../../board/render/render-board.js';
import { adjudicate } from '../../engine/adjudicate.js';
import type { Adjudication, Position } from '../../engine/types.js';
import type { Variant } from '../../model/variant.js';
import { allCases } from '../engine/datc/cases/index.js';
import { buildPosition } from '../engine/datc/run-case.js';
import { loadVariant, variantExists } from '../support/variants.js';
import { findAll, hasClass, parseSvg } from './support.js';

/** The position of the case's `step`-th phase (0: the first) and that phase's adjudication. */
function play(variant: Variant, id: string, step = 0): { position: Position; adjudication: Adjudication } {
  const found = allCases.find((c) => c.id === id);
  if (!found) throw new Error(`no DATC case ${id}`);
  let position = buildPosition(variant, found);
  let adjudication = adjudicate(variant, position, found.orders);
  for (let k = 0; k < step; k++) {
    position = adjudication.next;
    adjudication = adjudicate(variant, position, found.then![k].orders);
  }
  return { position, adjudication };
}

describe.runIf(variantExists('standard/standard.dip'))('Standard boards of DATC cases', () => {
  const shipped = loadVariant('standard/standard.dip');
  // The DATC's outcomes are those of the current rules; Standard ships with its text's 1971 edition.
  const variant: Variant = { ...shipped, rules: { ...shipped.rules, edition: 'current' } };
  const geometry = generateGeometry(variant);
  const draw = (id: string, step = 0) => {
    const { position, adjudication } = play(variant, id, step);
    const svg = renderBoard(variant, geometry, position, null, adjudication.results);
    return { svg, root: parseSvg(svg) };
  };
  const groups = (root: ReturnType<typeof parseSvg>, ...classes: string[]) =>
    findAll(root, (n) => n.name === 'g' && !hasClass(n, 'legend-order') && classes.every((c) => hasClass(n, c)));

  it('6.C.4: the army’s arrow runs through the three convoying fleets, each drawing its stretch', () => {
    const { root } = draw('6.C.4');
    const convoys = groups(root, 'order', 'convoy');
    expect(convoys).toHaveLength(3);
    // Bul → Aeg → Ion → Adr → Tri: four legs, the line broken at each fleet so the fleet shows.
    const move = groups(root, 'order', 'move', 'power-turkey')[0];
    const line = findAll(move, (n) => hasClass(n, 'line'))[0].attributes.d;
    expect(line.match(/M/g)).toHaveLength(4);
    const units = findAll(root, (n) => n.name === 'g' && hasClass(n, 'fleet') && hasClass(n, 'power-turkey'));
    const fleets = units.map((u) => /translate\(([-\d.]+) ([-\d.]+)\)/.exec(u.attributes.transform)!.slice(1).map(Number));
    const legs = line.slice(1).split('M').map((leg) => leg.split('L').map((p) => p.split(' ').map(Number)));
    // Each break lies just before and just after a fleet, in the order Aeg, Ion, Adr.
    for (let i = 0; i < 3; i++) {
      const near = (p: number[]) => Math.min(...fleets.map((f) => Math.hypot(f[0] - p[0], f[1] - p[1])));
      expect(near(legs[i][legs[i].length - 1])).toBeLessThan(12);
      expect(near(legs[i + 1][0])).toBeLessThan(12);
    }
    expect(groups(root, 'order', 'move', 'failed').map((g) => g.attributes.class)).toEqual(['order move failed power-italy']);
  });

  it('6.H.4: a retreats phase draws the dislodged unit beside its attacker, and its retreat', () => {
    const { root } = draw('6.H.4', 1);
    const dislodged = findAll(root, (n) => n.name === 'g' && n.attributes.class === 'dislodged')[0];
    expect(groups(dislodged, 'unit', 'army', 'power-england')).toHaveLength(1);
    expect(groups(root, 'order', 'retreat', 'succeeded')).toHaveLength(1);
  });

  it('6.I.1 and 6.J.1: builds and disbands, those beyond the allowance failed, impossible ones invalid', () => {
    const builds = draw('6.I.1');
    expect(groups(builds.root, 'order', 'build').map((g) => g.attributes.class)).toEqual([
      'order build invalid power-germany',
      'order build succeeded power-germany',
      'order build failed power-germany',
    ]);
    const disbands = draw('6.J.1');
    expect(groups(disbands.root, 'order', 'disband').map((g) => g.attributes.class)).toEqual([
      'order disband invalid power-france',
      'order disband succeeded power-france',
      'order disband failed power-france',
    ]);
  });
});
