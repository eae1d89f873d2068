/**
 * Victory in Intimate Diplomacy ("Critère de victoire", "Impasse"):
 * - a player wins by standing a unit of their home power in a home centre of the
 *   opponent's home power, judged at the end of a season (positions of a retreats phase
 *   are the middle of one);
 * - both at once: the player in more of the opponent's home centres wins, a power's
 *   fourth home centre (Russia's) counting no more than three; then the larger credit
 *   (credits earned after the Fall included, as the position after the Fall holds them);
 *   else nobody yet, and the game goes on to the next Fall's end ("jusqu'à l'automne
 *   suivant"), where all this is judged again: a tie at a Fall's end is kept in the state
 *   (`tie`) and nothing is judged until the next (docs/engine-choices.md);
 * - reaching any number of centres wins nothing;
 * - a stalemate once no mercenary is left is declared by the players, not detected:
 *   `stalemateWinner` gives its result, the player whose home power owns more centres.
 */
import { provinceOf } from '../../../model/locations.js';
import type { PowerId, Variant } from '../../../model/variant.js';
import type { Position } from '../../types.js';
import { mercenaries, type IntimateGame } from './state.js';

/** Home centres of a power beyond this many count no more (Russia's fourth). */
export const HOME_CENTRES_COUNTED = 3;

/** For each player, how many home centres of the opponent's home power a unit of its own home power stands in (capped). */
export function occupiedHomeCentres(variant: Variant, position: Position, game: IntimateGame): Map<string, number> {
  const homeOf = new Map(variant.provinces.filter((p) => p.home !== null).map((p) => [p.id, p.home as PowerId]));
  const counts = new Map<string, number>();
  for (const player of game.players) {
    const home = game.home.get(player) as PowerId;
    const opponent = game.home.get(game.players.find((p) => p !== player) as string) as PowerId;
    const held = position.units.filter((u) => u.power === home && homeOf.get(provinceOf(u.location)) === opponent).length;
    counts.set(player, Math.min(held, HOME_CENTRES_COUNTED));
  }
  return counts;
}

const TIE = Symbol('tie');

/** What a season's end shows, a standing tie left aside: the player who won, a tie, or null (nobody in the other's home centres). */
function judged(variant: Variant, position: Position, game: IntimateGame): string | typeof TIE | null {
  const counts = occupiedHomeCentres(variant, position, game);
  const [a, b] = game.players;
  const ca = counts.get(a) ?? 0;
  const cb = counts.get(b) ?? 0;
  if (ca === 0 && cb === 0) return null;
  if (ca !== cb) return ca > cb ? a : b;
  const ka = game.credits[a] ?? 0;
  const kb = game.credits[b] ?? 0;
  return ka === kb ? TIE : ka > kb ? a : b;
}

/** The winner, or null: nobody has won yet, or a tie that the game plays on to settle. */
export function intimateWinner(variant: Variant, position: Position, game: IntimateGame): string | null {
  if (position.phase.kind === 'retreats' || game.tie) return null;
  const judgement = judged(variant, position, game);
  return judgement === TIE ? null : judgement;
}

/** Whether the position is a tie: both in as many of the other's home centres, with as many credits. */
export function isTie(variant: Variant, position: Position, game: IntimateGame): boolean {
  return judged(variant, position, game) === TIE;
}

/** The result of a stalemate the players declare: null while a mercenary has units or centres, or when the centres are equal. */
export function stalemateWinner(variant: Variant, position: Position, game: IntimateGame): string | null {
  const left = new Set(mercenaries(variant, game));
  if (position.units.some((u) => left.has(u.power)) || Object.values(position.ownership).some((owner) => left.has(owner))) return null;
  const [a, b] = game.players;
  const centres = (player: string): number => Object.values(position.ownership).filter((owner) => owner === game.home.get(player)).length;
  const ca = centres(a);
  const cb = centres(b);
  return ca === cb ? null : ca > cb ? a : b;
}
