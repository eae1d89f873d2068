/**
 * `rule` statements checked against the catalogue of rule modules (model/rule-modules.ts):
 * an unknown rule (DIP3036, listing the known ones), arguments that do not fit (DIP3037:
 * not a power, not a province, missing, left over), and rules that contradict the setup
 * (DIP3038, a warning: a civil-disorder or neutral power that a `player` controls, a coin
 * toss with no player to win it or for a power a player already controls; Intimate
 * Diplomacy with declared players, or a power given start credits twice).
 */
import { checkRuleArgs, describeParams, ruleModules, ruleModuleSpec } from '../../model/rule-modules.js';
import { diagnose } from '../diagnose.js';
import type { Draft, DraftRule } from '../model/draft.js';
import type { CheckContext, Report } from './check-context.js';

export function reportRules({ draft }: CheckContext, report: Report): void {
  const known = ruleModules.map((m) => m.id).join(', ');
  for (const rule of draft.rules) {
    const spec = ruleModuleSpec(rule.id.value);
    if (spec === undefined) {
      report(diagnose('DIP3036', rule.id.span, [rule.id.value, known]));
      continue;
    }
    const check = checkRuleArgs(spec, rule.args, {
      isPower: (id) => draft.powers.has(id),
      isProvince: (id) => draft.provinces.has(id),
    });
    if (!check.ok) {
      const span = check.at >= 0 ? rule.argSpans[check.at] ?? rule.span : rule.span;
      report(diagnose('DIP3037', span, [rule.id.value, check.problem, describeParams(spec)]));
      continue;
    }
    contradictions(draft, rule, report);
  }
}

/** The player a `player` statement gives the power to, or null. */
function controller(draft: Draft, power: string): string | null {
  for (const player of draft.players.values()) if (player.powers.some((p) => p.value === power)) return player.id.value;
  return null;
}

function contradictions(draft: Draft, rule: DraftRule, report: Report): void {
  const warn = (at: number, problem: string): void => {
    report(diagnose('DIP3038', rule.argSpans[at] ?? rule.span, [rule.id.value, problem]));
  };
  switch (rule.id.value) {
    case 'civil-disorder':
      rule.args.forEach((arg, i) => {
        const player = controller(draft, String(arg));
        if (player !== null) warn(i, `${arg} is in civil disorder, but player ${player} controls it (nobody will order it)`);
      });
      break;
    case 'neutral': {
      const player = controller(draft, String(rule.args[0]));
      if (player !== null) warn(0, `${rule.args[0]} is neutral, but player ${player} controls it (nobody will order it while it is neutral)`);
      break;
    }
    case 'coin-toss': {
      const power = String(rule.args[0]);
      const player = controller(draft, power);
      if (draft.players.size === 0) warn(0, `the toss gives ${power} to a player, but no player is declared`);
      else if (player !== null) warn(0, `the toss gives ${power} to a player, but player ${player} already controls it`);
      break;
    }
    case 'intimate': {
      // Intimate Diplomacy's players are named by the game, and each power has one start credit.
      if (draft.players.size > 0) warn(0, 'its two players are named by the game, but the variant declares players (their powers would not be chosen by preference lists)');
      rule.args.forEach((arg, i) => {
        if (i === 0) return;
        const earlier = draft.rules.find((r) => r !== rule && r.id.value === 'intimate' && r.args.slice(1).includes(arg));
        if (earlier !== undefined && draft.rules.indexOf(earlier) < draft.rules.indexOf(rule)) warn(i, `${arg} is given start credits twice (${earlier.args[0]} before, ${rule.args[0]} here)`);
      });
      break;
    }
    default:
      break;
  }
}
