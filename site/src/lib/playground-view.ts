/**
 * Browser side of the playground: loads the variant and its geometry, adjudicates the
 * typed orders with the engine, lists the results and redraws the board. All text from
 * the variant or the player is set with textContent: names are data, never markup.
 */
import type { Variant } from '../../../model/variant.js';
import type { BoardGeometry } from '../../../board/geometry/types.js';
import type { Adjudication, Position } from '../../../engine/types.js';
import { adjudicate } from '../../../engine/adjudicate.js';
import { loadPosition } from '../../../engine/files/load-position.js';
import { winner } from '../../../engine/game/winner.js';
import { renderBoard } from '../../../board/render/render-board.js';
import { attachBoard } from './board-view.js';
import { escapeHtml } from './escape.js';
import { phaseName } from './phase-name.js';
import { readPlaygroundStart } from './playground-link.js';
import { readTypedOrders } from './playground-orders.js';
import { hasSetup, playersNote, powerNameIn, setupProblems, withSetup, type PlaygroundSetup, type SetupChoices } from './playground-setup.js';
import { activeRules } from '../../../engine/rules/registry.js';
import { reasonIn, resultTextIn } from './reason-fr.js';
import { placeInFrench } from './place-fr.js';
import { locationAbbreviation } from '../../../model/abbreviation.js';

type Words = Record<string, string>;

function ordersText(variant: Variant, orders: unknown): string {
  if (typeof orders !== 'object' || orders === null) return '';
  return Object.entries(orders as Record<string, unknown>)
    .map(([power, list]) => {
      const name = variant.powers.find((p) => p.id === power)?.names.en ?? power;
      const lines = Array.isArray(list) ? list.map(String) : [String(list)];
      return [`${name}:`, ...lines].join('\n');
    })
    .join('\n');
}

export async function attachPlayground(root: HTMLElement): Promise<void> {
  const config = JSON.parse(root.querySelector('.dip-playground-words')?.textContent ?? '{}') as {
    words: Words;
    start: Position;
    setup: PlaygroundSetup | null;
    hint: string;
  };
  const { words, setup } = config;
  const lang = root.dataset.lang ?? 'en';
  const q = <T extends Element>(selector: string): T => root.querySelector<T>(selector)!;
  const status = q<HTMLElement>('.dip-status');
  const phaseEl = q<HTMLElement>('.dip-phase');
  const textarea = q<HTMLTextAreaElement>('.dip-orders');
  const hint = q<HTMLElement>('.dip-hint');
  const playersEl = q<HTMLElement>('.dip-players');
  const playersText = q<HTMLElement>('.dip-players-text');
  const results = q<HTMLElement>('.dip-results');
  const figure = q<HTMLElement>('figure.dip-board');
  const frame = q<HTMLElement>('.dip-board-frame');
  const [adjudicateButton, nextButton, restartButton] = ['.dip-adjudicate', '.dip-next', '.dip-restart'].map((s) => q<HTMLButtonElement>(s)) as [
    HTMLButtonElement,
    HTMLButtonElement,
    HTMLButtonElement,
  ];

  const response = await fetch(root.dataset.dataUrl!);
  const { variant, geometry } = (await response.json()) as { variant: Variant; geometry: BoardGeometry };

  let start = config.start;
  let initialOrders = '';
  const example = readPlaygroundStart(location.hash);
  if (example) {
    const loaded = loadPosition(variant, example.position);
    if (loaded.ok) {
      start = loaded.value;
      initialOrders = ordersText(variant, example.orders);
      if (typeof example.title === 'string') {
        const caption = q<HTMLElement>('.dip-example-title');
        caption.textContent = example.title;
        caption.hidden = false;
      }
    } else {
      status.textContent = `${words.badExample} ${loaded.errors.join('; ')}`;
    }
  }

  // The set-up the rules need (setup.ts), as the form gives it: written into the start
  // position unless the position carries it already (a link's example may).
  const setupForm = root.querySelector<HTMLElement>('.dip-setup');
  const readChoices = (): SetupChoices => {
    const preferences: Record<string, string[]> = {};
    for (const list of setupForm?.querySelectorAll<HTMLElement>('.dip-preferences') ?? []) {
      preferences[list.dataset.player!] = [...list.querySelectorAll('select')].map((s) => s.value);
    }
    const tosses: Record<string, string> = {};
    for (const select of setupForm?.querySelectorAll<HTMLSelectElement>('select.dip-toss') ?? []) tosses[select.dataset.toss!] = select.value;
    return { preferences, tosses };
  };
  const unsetStart = start;
  if (setup !== null && !hasSetup(start, setup)) start = withSetup(start, setup, readChoices());

  let position = start;
  let last: Adjudication | null = null;

  const draw = (svg: string): void => {
    frame.innerHTML = svg.replace(/^<svg /, `<svg role="group" aria-label="${escapeHtml(figure.querySelector('figcaption')?.textContent ?? '')}" `);
    attachBoard(figure);
  };
  /** The hint under the orders: in a bidding phase, how bids are written, with this game's powers. */
  const showHint = (pos: Position): void => {
    if (pos.phase.kind !== 'bidding') {
      hint.textContent = config.hint;
      return;
    }
    const players = activeRules(variant, pos).players;
    const homes = new Set(players.map((p) => p.powers[0]));
    const name = (id: string | undefined): string => (id === undefined ? '' : powerNameIn(variant, id, lang));
    const mercenary = variant.powers.find((p) => !homes.has(p.id))?.id;
    hint.textContent = words.bidHint!.replaceAll('{home}', name(players[0]?.powers[0])).replaceAll('{mercenary}', name(mercenary));
  };
  const show = (pos: Position): void => {
    phaseEl.textContent = phaseName(variant, pos.phase, lang);
    draw(renderBoard(variant, geometry, pos, null, null, { language: lang }));
    showHint(pos);
    if (setup !== null) {
      const note = playersNote(variant, pos, lang);
      playersText.textContent = note ?? '';
      playersEl.hidden = note === null;
    }
  };

  const listResults = (adjudication: Adjudication): void => {
    results.replaceChildren();
    if (adjudication.blocked) {
      const p = document.createElement('p');
      p.textContent = `${words.blocked} ${reasonIn(variant, lang, adjudication.blocked)}`;
      results.append(p);
    }
    const table = document.createElement('table');
    const head = table.createTHead().insertRow();
    for (const h of [words.power, words.order, words.result]) {
      const th = document.createElement('th');
      th.scope = 'col';
      th.textContent = h;
      head.append(th);
    }
    const body = table.createTBody();
    for (const r of adjudication.results) {
      const row = body.insertRow();
      row.dataset.outcome = r.outcome;
      const power = variant.powers.find((p) => p.id === r.power);
      row.insertCell().textContent = power ? (power.names[lang] ?? power.names.en ?? r.power) : r.power;
      row.insertCell().textContent = resultTextIn(variant, lang, r.text);
      const cell = row.insertCell();
      cell.className = `dip-outcome-${r.outcome}`;
      cell.textContent = `${words[r.outcome] ?? r.outcome}${r.reason ? ` — ${reasonIn(variant, lang, r.reason)}` : ''}`;
    }
    // No results (every line refused before the engine saw it): no empty table.
    if (adjudication.results.length > 0) results.append(table);
    if (adjudication.dislodged.length > 0) {
      const p = document.createElement('p');
      const place = (location: string): string => (lang === 'fr' ? placeInFrench(variant, locationAbbreviation(variant, location)) : locationAbbreviation(variant, location));
      p.textContent = `${words.dislodged} ${adjudication.dislodged.map((u) => `${u.type === 'army' ? 'A' : 'F'} ${place(u.location)}`).join(', ')}`;
      results.append(p);
    }
  };

  adjudicateButton.onclick = () => {
    const typed = readTypedOrders(variant, position, textarea.value);
    last = adjudicate(variant, position, typed.orders);
    listResults(last);
    if (typed.problems.length > 0) {
      const ul = document.createElement('ul');
      for (const problem of typed.problems) ul.append(Object.assign(document.createElement('li'), { textContent: reasonIn(variant, lang, problem) }));
      results.prepend(ul);
    }
    draw(renderBoard(variant, geometry, position, null, last.results, { language: lang }));
    nextButton.disabled = Boolean(last.blocked);
  };
  nextButton.onclick = () => {
    if (!last) return;
    position = last.next;
    last = null;
    textarea.value = '';
    results.replaceChildren();
    const won = winner(variant, position);
    if (won) {
      const power = variant.powers.find((p) => p.id === won);
      const name = power ? (power.names[lang] ?? power.names.en ?? won) : won;
      results.append(Object.assign(document.createElement('p'), { textContent: `${words.winner} ${name}` }));
    }
    nextButton.disabled = true;
    show(position);
  };
  const restart = (): void => {
    position = start;
    last = null;
    textarea.value = initialOrders;
    results.replaceChildren();
    nextButton.disabled = true;
    show(position);
  };
  restartButton.onclick = restart;
  const applySetup = setupForm?.querySelector<HTMLButtonElement>('.dip-setup-apply');
  if (setup !== null && setupForm && applySetup) {
    const setupStatus = setupForm.querySelector<HTMLElement>('.dip-setup-status')!;
    applySetup.onclick = () => {
      const choices = readChoices();
      const problems = setupProblems(variant, setup, choices, lang);
      if (problems.length > 0) {
        setupStatus.textContent = problems.join(' ');
        return;
      }
      start = withSetup(unsetStart, setup, choices);
      restart();
      setupStatus.textContent = words.setupDone!;
    };
    applySetup.disabled = false;
  }

  textarea.value = initialOrders;
  show(position);
  adjudicateButton.disabled = false;
  restartButton.disabled = false;
  if (!status.textContent?.startsWith(words.badExample!)) status.textContent = '';
  root.dataset.ready = 'true';
}
