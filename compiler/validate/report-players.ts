/** When players are declared, every power is played by exactly one of them (DIP3032). */
import type { Diagnostic } from '../../dsl/diagnostics/diagnostic.js';
import { diagnose } from '../diagnose.js';
import type { Located } from '../model/draft.js';
import type { CheckContext } from './check-context.js';

export function reportPlayers({ draft }: CheckContext): Diagnostic[] {
  if (draft.players.size === 0) return [];
  const out: Diagnostic[] = [];
  const controller = new Map<string, { player: string; ref: Located<string> }>();
  for (const player of draft.players.values()) {
    for (const ref of player.powers) {
      const earlier = controller.get(ref.value);
      if (earlier && earlier.player !== player.id.value) {
        out.push(diagnose('DIP3032', ref.span, [ref.value, `is controlled by both ${earlier.player} and ${player.id.value}`], [{ message: `${earlier.player} controls it here`, span: earlier.ref.span }]));
      } else if (!earlier) controller.set(ref.value, { player: player.id.value, ref });
    }
  }
  for (const power of draft.powers.values()) {
    if (!controller.has(power.id.value)) out.push(diagnose('DIP3032', power.id.span, [power.id.value, 'is played by no player']));
  }
  return out;
}
