/**
 * The colours every shipped variant is drawn in, measured as CIEDE2000 ΔE (`colourDifference`:
 * 1 just noticeable, 10 clearly different, 20 unmistakable), read from the board's own
 * stylesheet: powers' units and territories apart from each other, from the land and the
 * sea; a territory paler than its units; every order line showing on every ground, its own
 * power's territory included, failed ones too.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { boardStyle, LAND, NEUTRAL_LAND, SEA } from '../../board/render/board-style.js';
import { chromaOf, colourDifference, labDifference, mix } from '../../board/render/colours.js';
import { isPale } from '../../board/render/order-ink.js';
import { classToken } from '../../board/render/svg-element.js';
import type { Variant } from '../../model/variant.js';
import { loadVariant, variantsDir } from '../support/variants.js';
import { boardCss, cssRules, styleOf, type CssRule } from './css.js';

/** Every .dip file under variants/, as `standard/standard.dip`. */
function shippedVariants(dir = variantsDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return shippedVariants(path);
    return entry.name.endsWith('.dip') ? [relative(variantsDir, path)] : [];
  });
}

/** What the board draws for each power, read from its stylesheet. */
function drawn(variant: Variant) {
  const rules: CssRule[] = cssRules(boardCss(boardStyle(variant)));
  const must = (selector: string, property: string): string => {
    const value = styleOf(rules, selector, property);
    if (value === undefined) throw new Error(`no ${property} for ${selector}`);
    return value;
  };
  const edge = must('.order .casing', 'stroke');
  const edgeOpacity = Number(must('.order .casing', 'stroke-opacity'));
  const failedEdgeOpacity = Number(styleOf(rules, '.order.failed .casing', 'stroke-opacity') ?? edgeOpacity);
  const powers = variant.powers.map((power) => {
    const c = classToken(power.id);
    const line = must(`.power-${c}.order .line`, 'stroke');
    // A failed line's colour, else its line faded by opacity over the ground.
    const failedLine = styleOf(rules, `.power-${c}.order.failed .line`, 'stroke');
    const failedOpacity = Number(styleOf(rules, '.order.failed .line', 'stroke-opacity') ?? 1);
    return {
      id: power.id,
      colour: power.colour,
      unit: must(`.power-${c} .body`, 'fill'),
      tint: must(`.lands .province.owner-${c}`, 'fill'),
      line,
      failed: (ground: string) => mix(ground, failedLine ?? line, failedOpacity),
    };
  });
  return { powers, edgeOver: (ground: string, failed: boolean) => mix(ground, edge, failed ? failedEdgeOpacity : edgeOpacity) };
}

const pairs = <T>(list: readonly T[]): [T, T][] => list.flatMap((a, i) => list.slice(i + 1).map((b) => [a, b] as [T, T]));

describe('colour difference (CIEDE2000)', () => {
  it('gives the published values (Sharma, Wu and Dalal 2005, pairs 1, 7, 17, 25)', () => {
    expect(labDifference([50, 2.6772, -79.7751], [50, 0, -82.7485])).toBeCloseTo(2.0425, 4);
    expect(labDifference([50, 0, 0], [50, -1, 2])).toBeCloseTo(2.3669, 4);
    expect(labDifference([50, 2.5, 0], [73, 25, -18])).toBeCloseTo(27.1492, 4);
    expect(labDifference([60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387])).toBeCloseTo(1.2644, 4);
    expect(colourDifference('#123456', '#123456')).toBe(0);
  });
});

describe('the sea and the land', () => {
  it('are apart, and the unplayable land from both', () => {
    expect(colourDifference(SEA, LAND)).toBeGreaterThan(15);
    expect(colourDifference(SEA, NEUTRAL_LAND)).toBeGreaterThan(10);
    expect(colourDifference(LAND, NEUTRAL_LAND)).toBeGreaterThan(8);
  });
});

describe.each(shippedVariants())('the colours of %s', (file) => {
  const variant = loadVariant(file);
  const { powers, edgeOver } = drawn(variant);
  const grounds: [string, string][] = [
    ['the land', LAND],
    ['the sea', SEA],
    ['unplayable land', NEUTRAL_LAND],
    ...powers.map((p): [string, string] => [`${p.id}'s territory`, p.tint]),
  ];

  it('tell the powers apart: units from units, territories from territories', () => {
    for (const [a, b] of pairs(powers)) {
      expect(colourDifference(a.unit, b.unit), `${a.id}'s and ${b.id}'s units`).toBeGreaterThan(18);
      // England's and France's (Rokugan's Unicorn and Crane) were 15 and 5.5: two pale blues.
      expect(colourDifference(a.tint, b.tint), `${a.id}'s and ${b.id}'s territories`).toBeGreaterThan(16);
    }
  });

  it('keep each territory apart from the land and the sea, and paler than its units', () => {
    for (const p of powers) {
      // A pale yellow was the land's beige (8.6); a sky blue near the sea (9.1).
      expect(colourDifference(p.tint, LAND), `${p.id}'s territory and the land`).toBeGreaterThan(10);
      expect(colourDifference(p.tint, SEA), `${p.id}'s territory and the sea`).toBeGreaterThan(10);
      // A territory as colourful as its units hides them (Phoenix's fuchsia land, C* 52).
      expect(chromaOf(p.tint), `${p.id}'s territory`).toBeLessThan(40);
      // A white power's units show by their outline on its white territory.
      if (!isPale(p.colour)) expect(colourDifference(p.unit, p.tint), `${p.id}'s units on its territory`).toBeGreaterThan(12);
    }
  });

  it('draw every order line so it shows on the land, the sea and every territory, failed ones too', () => {
    for (const p of powers) {
      for (const [where, ground] of grounds) {
        // The dark edge either side of a line, given or failed (a faded edge let a pale line vanish).
        expect(colourDifference(edgeOver(ground, false), ground), `${p.id}'s line edge on ${where}`).toBeGreaterThan(25);
        expect(colourDifference(edgeOver(ground, true), ground), `${p.id}'s failed line edge on ${where}`).toBeGreaterThan(25);
        // The line's own colour too, where given (a white Russian line on white Russia was 0.6).
        expect(colourDifference(p.line, ground), `${p.id}'s line on ${where}`).toBeGreaterThan(10);
      }
      // A failed line looks faded beside a given one, on any ground.
      for (const [where, ground] of grounds) {
        expect(colourDifference(p.failed(ground), p.line), `${p.id}'s failed line on ${where}`).toBeGreaterThan(12);
      }
    }
  });
});
