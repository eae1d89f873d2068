/**
 * Power and player names for the commands' text output: players read "England", not
 * "england". The CLI speaks English, so the English name first, else the variant's first
 * language, else the id. JSON output keeps ids.
 */
import type { Names, Variant } from '../../model/variant.js';

function pick(variant: Variant, names: Names, id: string): string {
  for (const language of ['en', ...variant.languages]) if (names[language]) return names[language];
  return Object.values(names)[0] ?? id;
}

export function powerName(variant: Variant, id: string): string {
  const power = variant.powers.find((p) => p.id === id);
  return power ? pick(variant, power.names, id) : id;
}

/** A player's name; a player that is one power (the usual game) goes by the power's name. */
export function playerName(variant: Variant, id: string): string {
  const player = variant.players.find((p) => p.id === id);
  if (player && Object.keys(player.names).length > 0) return pick(variant, player.names, id);
  return powerName(variant, id);
}
