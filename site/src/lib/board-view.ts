/**
 * Zoom and pan of an inline board (browser side), by changing the SVG's viewBox: wheel
 * or the +/− buttons zoom, dragging pans, "reset" shows the whole board. A click (not a
 * drag) on a province fires `dip-province` on the figure with `{ province }`.
 * `attachBoard` is idempotent, so a board redrawn in place can be attached again.
 */

type Box = { x: number; y: number; w: number; h: number };

function readBox(svg: SVGSVGElement): Box {
  const [x, y, w, h] = (svg.getAttribute('viewBox') ?? '0 0 100 100').split(/\s+/).map(Number) as [number, number, number, number];
  return { x, y, w, h };
}

function writeBox(svg: SVGSVGElement, b: Box): void {
  svg.setAttribute('viewBox', `${b.x} ${b.y} ${b.w} ${b.h}`);
}

/** Zooms by `factor` (< 1 zooms in) around a point in board coordinates, within 1×–12×. */
function zoom(svg: SVGSVGElement, full: Box, factor: number, cx?: number, cy?: number): void {
  const b = readBox(svg);
  const w = Math.min(full.w, Math.max(full.w / 12, b.w * factor));
  const h = (w / b.w) * b.h;
  const px = cx ?? b.x + b.w / 2;
  const py = cy ?? b.y + b.h / 2;
  writeBox(svg, clamp({ x: px - ((px - b.x) * w) / b.w, y: py - ((py - b.y) * h) / b.h, w, h }, full));
}

function clamp(b: Box, full: Box): Box {
  return {
    ...b,
    x: Math.min(full.x + full.w - b.w, Math.max(full.x, b.x)),
    y: Math.min(full.y + full.h - b.h, Math.max(full.y, b.y)),
  };
}

export function attachBoard(figure: HTMLElement): void {
  const svg = figure.querySelector<SVGSVGElement>('.dip-board-frame svg');
  if (!svg || svg.dataset.attached) return;
  svg.dataset.attached = 'true';
  const full = readBox(svg);
  // The board scales to the page width; the attributes would fix its size.
  svg.removeAttribute('width');
  svg.removeAttribute('height');

  for (const button of figure.querySelectorAll<HTMLButtonElement>('[data-zoom]')) {
    button.onclick = () => {
      const current = figure.querySelector<SVGSVGElement>('.dip-board-frame svg');
      if (!current) return;
      if (button.dataset.zoom === 'reset') writeBox(current, full);
      else zoom(current, full, button.dataset.zoom === 'in' ? 0.7 : 1 / 0.7);
    };
  }

  const toBoard = (event: { clientX: number; clientY: number }): [number, number] => {
    const rect = svg.getBoundingClientRect();
    const b = readBox(svg);
    return [b.x + ((event.clientX - rect.left) / rect.width) * b.w, b.y + ((event.clientY - rect.top) / rect.height) * b.h];
  };

  svg.addEventListener(
    'wheel',
    (event) => {
      event.preventDefault();
      const [cx, cy] = toBoard(event);
      zoom(svg, full, event.deltaY < 0 ? 0.85 : 1 / 0.85, cx, cy);
    },
    { passive: false },
  );

  let drag: { x: number; y: number; box: Box; moved: boolean } | null = null;
  svg.addEventListener('pointerdown', (event) => {
    drag = { x: event.clientX, y: event.clientY, box: readBox(svg), moved: false };
  });
  svg.addEventListener('pointermove', (event) => {
    if (!drag || !(event.buttons & 1)) return;
    const dx = event.clientX - drag.x;
    const dy = event.clientY - drag.y;
    if (!drag.moved && Math.hypot(dx, dy) < 4) return;
    if (!drag.moved) svg.setPointerCapture(event.pointerId);
    drag.moved = true;
    const rect = svg.getBoundingClientRect();
    const b = drag.box;
    writeBox(svg, clamp({ ...b, x: b.x - (dx / rect.width) * b.w, y: b.y - (dy / rect.height) * b.h }, full));
  });
  svg.addEventListener('pointerup', (event) => {
    const wasDrag = drag?.moved ?? false;
    drag = null;
    if (wasDrag) return;
    const target = (event.target as Element | null)?.closest('[data-province]');
    const province = target?.getAttribute('data-province');
    if (province) figure.dispatchEvent(new CustomEvent('dip-province', { detail: { province }, bubbles: true }));
  });
}
