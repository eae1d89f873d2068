/**
 * Browser side of the board page: shows the neighbours of the province clicked on the
 * board or chosen in the list, and outlines them on the board. Text is set with
 * textContent: names are data, never markup.
 */
import type { NeighbourData } from './neighbours.js';

type Words = { byArmy: string; byFleet: string; none: string; neighbours: string; colon: string };

export function attachNeighbours(page: HTMLElement): void {
  const raw = page.querySelector('.dip-neighbour-data')?.textContent;
  if (!raw) return;
  const data = JSON.parse(raw) as NeighbourData & { words: Words };
  const panel = page.querySelector<HTMLElement>('.dip-neighbours');
  const select = page.querySelector<HTMLSelectElement>('.dip-province-select');
  const figure = page.querySelector<HTMLElement>('figure.dip-board');
  if (!panel || !figure) return;

  const name = (loc: string): string => data.names[loc] ?? loc;
  const outline = (id: string, army: readonly string[], fleet: readonly string[]): void => {
    for (const path of figure.querySelectorAll('.map path[data-province]')) {
      const p = path.getAttribute('data-province') ?? '';
      path.classList.toggle('selected', p === id);
      path.classList.toggle('neighbour-army', army.includes(p));
      path.classList.toggle('neighbour-fleet', !army.includes(p) && fleet.some((l) => l.split('/')[0] === p));
    }
  };

  const show = (id: string): void => {
    const entry = data.provinces[id];
    if (!entry) return;
    panel.replaceChildren();
    const h = document.createElement('h3');
    h.textContent = `${data.words.neighbours}${data.words.colon}${name(id)}`;
    const dl = document.createElement('dl');
    const row = (term: string, items: readonly string[], testid: string): void => {
      const dt = document.createElement('dt');
      dt.textContent = term;
      const dd = document.createElement('dd');
      dd.dataset.testid = testid;
      dd.textContent = items.length ? items.map(name).join(', ') : data.words.none;
      dl.append(dt, dd);
    };
    row(data.words.byArmy, entry.army, 'army');
    if (entry.fleet.length === 0) row(data.words.byFleet, [], 'fleet');
    for (const f of entry.fleet) row(f.from === id ? data.words.byFleet : `${data.words.byFleet} — ${name(f.from)}`, f.to, f.from === id ? 'fleet' : `fleet-${f.from}`);
    panel.append(h, dl);
    outline(id, entry.army, entry.fleet.flatMap((f) => f.to));
    if (select && select.value !== id) select.value = id;
  };

  figure.addEventListener('dip-province', (event) => show((event as CustomEvent<{ province: string }>).detail.province));
  select?.addEventListener('change', () => show(select.value));
}
