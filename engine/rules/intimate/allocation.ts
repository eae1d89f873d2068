/**
 * Home countries from the players' preference lists (Intimate Diplomacy, "Attribution des
 * pays d'origine"): at the first rank where the two lists differ, each player gets the
 * power at that rank of their own list; when the lists are identical, the winner of a coin
 * toss gets the first choice and the loser the second. The toss is an input, never drawn here.
 */
import type { PowerId } from '../../../model/variant.js';

export type Allocation =
  | { readonly ok: true; readonly homes: ReadonlyMap<string, PowerId> }
  | { readonly ok: false; readonly problem: string };

/**
 * `preferences`: player id → its list of every power that may be chosen, each once.
 * `toss`: the player who won the toss, needed only when the lists are identical.
 */
export function allocateHomes(
  preferences: Readonly<Record<string, readonly PowerId[]>>,
  choosable: readonly PowerId[],
  toss: string | null,
): Allocation {
  const players = Object.keys(preferences);
  if (players.length !== 2) return { ok: false, problem: `Intimate Diplomacy has two players; preference lists were given for ${players.length}` };
  for (const player of players) {
    const list = preferences[player];
    const missing = choosable.filter((p) => !list.includes(p));
    const stray = list.filter((p) => !choosable.includes(p));
    if (list.length !== choosable.length || missing.length > 0 || stray.length > 0) {
      const detail = missing.length > 0 ? `missing ${missing.join(', ')}` : stray.length > 0 ? `unknown ${stray.join(', ')}` : 'a power given twice';
      return { ok: false, problem: `the preference list of ${player} must name each of the ${choosable.length} powers once (${choosable.join(', ')}): ${detail}` };
    }
  }
  const [a, b] = players;
  const listA = preferences[a];
  const listB = preferences[b];
  for (let rank = 0; rank < listA.length; rank++) {
    if (listA[rank] !== listB[rank]) return { ok: true, homes: new Map([[a, listA[rank]], [b, listB[rank]]]) };
  }
  if (toss === null) return { ok: false, problem: `the preference lists of ${a} and ${b} are identical: a coin toss decides, and its winner must be given (toss: ${a} or ${b})` };
  if (toss !== a && toss !== b) return { ok: false, problem: `the toss winner '${toss}' is not a player (${a}, ${b})` };
  const loser = toss === a ? b : a;
  return { ok: true, homes: new Map([[toss, listA[0]], [loser, listA[1]]]) };
}
