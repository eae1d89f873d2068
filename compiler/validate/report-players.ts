/**
 * When players are declared, no power is played by two of them (DIP3032), and a
 * power played by none is left to a rule that names it, such as `civil-disorder`
 * or `neutral` (DIP3035, a warning: it may be meant).
 */
import { diagnose } from '../diagnose.js';
import type { Located } from '../model/draft.js';
import type { CheckContext, Report } from './check-context.js';

export function reportPlayers({ draft }: CheckContext, report: Report): void {
  if (draft.players.size === 0) return;
  const controller = new Map<string, { player: string; ref: Located<string> }>();
  for (const player of draft.players.values()) {
    for (const ref of player.powers) {
      const earlier = controller.get(ref.value);
      if (earlier && earlier.player !== player.id.value) {
        report(diagnose('DIP3032', ref.span, [ref.value, earlier.player, player.id.value], [{ message: `${earlier.player} controls it here`, span: earlier.ref.span }]));
      } else if (!earlier) controller.set(ref.value, { player: player.id.value, ref });
    }
  }
  const namedByRules = new Set(draft.rules.flatMap((rule) => rule.args.map(String)));
  for (const power of draft.powers.values()) {
    if (!controller.has(power.id.value) && !namedByRules.has(power.id.value)) report(diagnose('DIP3035', power.id.span, [power.id.value]));
  }
}
