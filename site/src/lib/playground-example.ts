/**
 * The position a worked example opens with in a variant's playground (a rulebook's "play
 * this example" link): the example's own position, with the set-up the variant's rules need
 * before a phase can be played (playground-setup.ts), chosen so that the example plays out
 * there as the rulebook shows it: every power the example names is played by someone.
 *
 * - Intimate Diplomacy: two of the example's powers are the players' home powers (each
 *   player's preference list puts one of them first), and the first player has won the
 *   others, mercenaries, in the bidding (`control`). Without this the phase cannot be played
 *   (no preference lists), and with the form's lists alone the mercenaries are in anarchy:
 *   their orders would be refused.
 * - Other set-up (the 1914 game's coin toss): the form's default choices.
 */
import type { PowerId, Variant } from '../../../model/variant.js';
import type { Position } from '../../../engine/types.js';
import { defaultChoices, setupOf, withSetup, type PreferencesSetup, type SetupChoices } from './playground-setup.js';

export function exampleStart(variant: Variant, position: Position, powers: readonly PowerId[]): Position {
  const setup = setupOf(variant);
  if (setup === null) return position;
  const defaults = defaultChoices(setup);
  if (setup.preferences === null) return withSetup(position, setup, defaults);
  const { choices, homes, first } = intimateChoices(setup.preferences, powers, defaults);
  const start = withSetup(position, setup, choices);
  const intimate = (start.rules?.intimate ?? {}) as Record<string, unknown>;
  const mercenaries = variant.powers.map((p) => p.id).filter((id) => !homes.includes(id));
  const control = Object.fromEntries(mercenaries.map((power) => [power, first]));
  return { ...start, rules: { ...start.rules, intimate: { ...intimate, control } } };
}

/** Preference lists giving the players two of the example's powers as homes (else any that may be). */
function intimateChoices(preferences: PreferencesSetup, powers: readonly PowerId[], defaults: SetupChoices) {
  const [first, second] = preferences.players as [string, string];
  const named = preferences.powers.filter((p) => powers.includes(p));
  const homes = [...named, ...preferences.powers.filter((p) => !named.includes(p))].slice(0, 2) as [PowerId, PowerId];
  const rest = preferences.powers.filter((p) => !homes.includes(p));
  const choices: SetupChoices = { ...defaults, preferences: { [first]: [homes[0], homes[1], ...rest], [second]: [homes[1], homes[0], ...rest] } };
  return { choices, homes, first };
}
