/**
 * The board's stylesheet and shared definitions. Colours live in CSS classes so a page
 * can restyle the board; power colours are generated from the variant (checked hex only).
 */
import type { Variant } from '../../model/variant.js';
import { classToken, el, text } from './svg-element.js';
import { contrastText, inkOf, safeColour, territoryTint } from './colours.js';
import { DECK_WIDTH } from './bridge-symbol.js';
import { EDGE_OPACITY, fadedInk, ORDER_EDGE, orderInk, SAMPLE_INK } from './order-ink.js';

/**
 * The board's land and sea: a muted sea, a little green, so that no light-blue power's
 * territory passes for water (test/board/colour-contrast.test.ts measures them).
 */
export const LAND = '#efe4c4';
export const SEA = '#aac6c4';
export const NEUTRAL_LAND = '#d9d6cf';
const SHALLOWS = '#c8dadc';

const baseCss = `
.board{font-family:'DejaVu Sans',Verdana,sans-serif}
.sea-background{fill:${SEA}}
.seas .province{fill:${SEA}}
/* Its wide pale stroke, half under the land, is the shallow water along every coast. */
.land-background{fill:${NEUTRAL_LAND};stroke:${SHALLOWS};stroke-width:7;stroke-linejoin:round}
.lands .province{fill:${LAND}}
.lands .province.impassable{fill:url(#impassable)}
.borders{fill:none;stroke:#6b6259;stroke-width:0.8;stroke-linejoin:round;stroke-linecap:round}
.seas .borders{stroke:#7fa3c4}
.stroked .province{stroke:#6b6259;stroke-width:0.8;stroke-linejoin:round}
.coastline{fill:none;stroke:#4f6f8f;stroke-width:0.9;stroke-linejoin:round}
.feature path{fill:none;stroke-linecap:round;stroke-linejoin:round}
.feature .bank{stroke:#2f4f6f;stroke-width:5}
.feature .water{stroke:${SEA};stroke-width:2.6}
.feature .gate{stroke:#7a2e12;stroke-width:2.6}
.feature .deck{stroke:${LAND};stroke-width:${DECK_WIDTH};stroke-linecap:butt}
.feature .rails{stroke:#5b4f43;stroke-width:1.4}
.feature .rail{stroke:#3b3631;stroke-width:2}
.feature .ties{stroke:#3b3631;stroke-width:6;stroke-dasharray:1.2 5}
.centre{fill:#fffdf6;stroke:#3b3631;stroke-width:1}
.centre.home{stroke-width:1.6}
.coast-marker{font-size:9.5px;font-weight:bold;paint-order:stroke;stroke:#ffffffe0;stroke-width:2.6px;stroke-linejoin:round;fill:#1d3d5c;text-anchor:middle;dominant-baseline:central}
.label{font-size:11px;fill:#2a2520;text-anchor:middle;dominant-baseline:central;paint-order:stroke;stroke:#ffffffc8;stroke-width:2.6px;stroke-linejoin:round}
.seas-labels .label{font-style:italic;fill:#234766}
.label.impassable-name{font-style:italic;fill:#4a4036;letter-spacing:.04em}
.unit .body{stroke:#1a1a1a;stroke-width:1.4}
.unit .letter{font-size:10px;font-weight:bold;text-anchor:middle;dominant-baseline:central}
.dislodged .ring,.legend-dislodged{fill:none;stroke:#c1121f;stroke-width:1.5;stroke-dasharray:2 1.5}
/* A unit dislodged where it stands (a board of results): the same ring, bolder, round it and its hold. */
.dislodged .ring.here{stroke-width:2.2;stroke-dasharray:3 2}
/* Under each, white: red and white dashes, never a red power's solid hold ring. */
.dislodged .ring-under,.legend-dislodged-under{fill:none;stroke:#fff;stroke-width:2.4}
.order{fill:none;stroke-linecap:round;stroke-linejoin:round}
.order .casing{stroke:${ORDER_EDGE};stroke-opacity:${EDGE_OPACITY}}
.order .head{stroke:${ORDER_EDGE};stroke-width:0.6}
.order .socket{fill:#ffffff;stroke-width:1.6}
/* A failed order is faded by its colour (order-ink.ts), over the same edge: it shows on every ground. */
.order.failed .built{opacity:0.45}
.order .cross,.legend-cross{stroke:#c1121f;stroke-width:2.4}
/* A dashed kind dashes its casing too, with square ends, so its gaps show on land and sea. */
.order.support .line,.order.support .casing{stroke-dasharray:4 2.5;stroke-linecap:butt}
.order.convoy .casing{stroke-width:10px;stroke-opacity:0.3}
.order.convoy .line{stroke-dasharray:1 3}
.order.retreat .line,.order.retreat .casing{stroke-dasharray:7 4;stroke-linecap:butt}
.order.build .line,.order.build .casing{stroke-dasharray:4 3;stroke-linecap:butt}
.legend-box{fill:#faf7ef;stroke:#8b8378;stroke-width:0.8}
.legend text{font-size:10px;fill:#2a2520;dominant-baseline:central}
.legend .title,.legend .key-abbreviation{font-weight:bold}
.legend-unit .body{fill:#ffffff}
.legend-order .line{stroke:${SAMPLE_INK}}
.legend-order .head{fill:${SAMPLE_INK}}
.legend-order .socket{stroke:${SAMPLE_INK}}
.legend-order.convoy .casing{stroke:${SAMPLE_INK}}
.legend-order.failed .line{stroke:${fadedInk(SAMPLE_INK)}}
.legend-order.failed .head{fill:${fadedInk(SAMPLE_INK)}}
.legend-home-ring{fill:none;stroke:#3b3631;stroke-width:1.4}
.legend-unit .letter{fill:#111111}
.swatch .body{stroke:#1a1a1a;stroke-width:0.8}
`;

/** CSS for one power: its units, tinted centres and territory. */
function powerCss(variant: Variant): string {
  return variant.powers
    .map((power) => {
      const colour = safeColour(power.colour);
      const ink = orderInk(colour);
      const c = classToken(power.id);
      return (
        `.power-${c} .body,.centre.owner-${c}{fill:${colour}}` +
        `.power-${c} .letter{fill:${contrastText(colour)}}` +
        `.centre-home-ring.power-${c}{stroke:${inkOf(colour)}}` +
        `.lands .province.owner-${c}{fill:${territoryTint(colour)}}` +
        `.power-${c}.order .line{stroke:${ink.line}}` +
        `.power-${c}.order .head{fill:${ink.line}}` +
        `.power-${c}.order .socket{stroke:${inkOf(colour)}}` +
        `.power-${c}.order.failed .line,.power-${c}.order.failed .socket{stroke:${ink.faded}}` +
        `.power-${c}.order.failed .head{fill:${ink.faded}}` +
        `.power-${c}.order.convoy .casing{stroke:${inkOf(colour)}}`
      );
    })
    .join('\n');
}

/** Rules that must win over a power's colour, so they come after it. */
const overrideCss = `
.order.disband .line{stroke:#c1121f}
.order.invalid .line{stroke:#8a8a8a;stroke-dasharray:2 3}
.order.invalid .head{fill:#8a8a8a}
.order.invalid .socket{stroke:#8a8a8a}
`;

export function boardStyle(variant: Variant): string {
  return el('style', {}, text(baseCss + powerCss(variant) + overrideCss));
}

export function boardDefs(): string {
  // Impassable ground: rows of small peaks, staggered, on a stony ground.
  const peak = (x: number, y: number, size: number) =>
    el('path', { d: `M${x} ${y + size * 0.75}L${x + size / 2} ${y}L${x + size} ${y + size * 0.75}Z`, fill: '#c4b79f', stroke: '#7d705e', 'stroke-width': 0.9, 'stroke-linejoin': 'round' }) +
    el('path', { d: `M${x + size / 2} ${y}L${x + size} ${y + size * 0.75}L${x + size * 0.62} ${y + size * 0.75}Z`, fill: '#9e8f76' });
  const mountains = el(
    'pattern',
    { id: 'impassable', width: 44, height: 36, patternUnits: 'userSpaceOnUse' },
    el('rect', { width: 44, height: 36, fill: '#dcd3c1' }),
    peak(3, 4, 14),
    peak(14, 9, 9),
    peak(25, 21, 14),
  );
  return el('defs', {}, mountains);
}
