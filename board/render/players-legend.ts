/**
 * Who plays which powers, for the legend of an Intimate Diplomacy board: each player with
 * their home power, the mercenaries they control this year and their credits, then the
 * mercenaries nobody controls (in anarchy; all of them in a bidding phase, where this
 * year's control is what the bids decide); before the players' preference lists are
 * given, a line saying there are none yet. Read from the position's rule state through
 * the engine's own reading of it (engine/rules/intimate/state.ts).
 */
import type { PowerId, Variant } from '../../model/variant.js';
import type { Position } from '../../engine/types.js';
import { intimateGame, mercenaries } from '../../engine/rules/intimate/state.js';
import { nameIn, type BoardLanguage } from './board-language.js';

export interface PlayerLine {
  /** The powers the line is about, the home power first: the legend draws their swatches. */
  readonly powers: readonly PowerId[];
  readonly caption: string;
  /** The caption with ids for names, for a PNG whose fonts lack a name's glyphs (png-text.ts). */
  readonly fallback: string;
}

export function playerLines(variant: Variant, position: Position | null, lang: BoardLanguage): PlayerLine[] {
  if (!position || !variant.rules.modules.some((m) => m.id === 'intimate')) return [];
  const found = intimateGame(variant, position);
  // No preference lists yet: said, so the board does not look like a game without players.
  if (!found.ok) return [{ powers: [], caption: lang.words.noPlayers, fallback: lang.words.noPlayers }];
  const { game } = found;
  const bidding = position.phase.kind === 'bidding';
  const name = (id: PowerId) => {
    const power = variant.powers.find((p) => p.id === id);
    return power ? nameIn(power.names, lang, id) : id;
  };
  const controller = (power: PowerId) => (Object.hasOwn(game.control, power) ? game.control[power] : undefined);
  const controlled = (player: string) => (bidding ? [] : mercenaries(variant, game).filter((m) => controller(m) === player));
  const lines: PlayerLine[] = game.players.map((player, i) => {
    const home = game.home.get(player)!;
    const mercs = controlled(player);
    return {
      powers: [home, ...mercs],
      caption: lang.words.player(player, name(home), mercs.map(name), game.credits[player]),
      fallback: lang.words.player(`player ${i + 1}`, home, mercs, game.credits[player]),
    };
  });
  const free = mercenaries(variant, game).filter((m) => bidding || controller(m) === undefined);
  if (free.length > 0) lines.push({ powers: free, caption: lang.words.uncontrolled(free.map(name), bidding), fallback: lang.words.uncontrolled(free, bidding) });
  return lines;
}
