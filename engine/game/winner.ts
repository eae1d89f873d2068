/**
 * Victory (II): who has won in this position, by the variant's victory condition.
 */
import { provinceOf } from '../../model/locations.js';
import type { PowerId, Variant } from '../../model/variant.js';
import type { Position } from '../types.js';
import { activeRules } from '../rules/registry.js';
import { playersOf } from './players.js';
import { assertPositionShape } from './position-shape.js';

/**
 * The winning power, or null. For `units` victories, won by a player (several powers),
 * the player's first power is returned; see `winningPlayer` for the player.
 */
export function winner(variant: Variant, position: Position): PowerId | null {
  assertPositionShape(position);
  const victory = variant.victory;
  if (victory.kind === 'centres') {
    const count = new Map<PowerId, number>();
    for (const owner of Object.values(position.ownership)) count.set(owner, (count.get(owner) ?? 0) + 1);
    for (const power of variant.powers) if ((count.get(power.id) ?? 0) >= victory.count) return power.id;
    return null;
  }
  const player = winningPlayer(variant, position);
  return player === null ? null : (playersOf(variant, position).find((p) => p.id === player)?.powers[0] ?? null);
}

/**
 * The winning player's id, or null. Players are those of `playersOf`: a power a coin
 * toss handed to a player counts for it (its units toward `victory 24 units`).
 */
export function winningPlayer(variant: Variant, position: Position): string | null {
  assertPositionShape(position);
  const decided = activeRules(variant, position).decidesWinner();
  if (decided !== null) return decided.player;
  const victory = variant.victory;
  const players = playersOf(variant, position);
  for (const player of players) {
    const powers = new Set(player.powers);
    if (victory.kind === 'units') {
      if (position.units.filter((u) => powers.has(u.power)).length >= victory.count) return player.id;
    } else if (victory.kind === 'home-centre') {
      // Intimate Diplomacy: a unit of the player's home power (its first) stands in a home
      // centre of an opponent's home power. Simultaneous wins (a tie) are not decided here.
      const home = player.powers[0];
      const opponents = new Set(players.filter((p) => p.id !== player.id).map((p) => p.powers[0]));
      const homeOf = new Map(variant.provinces.filter((p) => p.home !== null).map((p) => [p.id, p.home as PowerId]));
      const won = position.units.some((u) => {
        const owner = homeOf.get(provinceOf(u.location));
        return u.power === home && owner !== undefined && opponents.has(owner);
      });
      if (won) return player.id;
    } else {
      // Centres are counted per power, even for a player of several (XIV.2): one of its
      // powers must own enough of them on its own.
      for (const power of player.powers) {
        if (Object.values(position.ownership).filter((owner) => owner === power).length >= victory.count) return player.id;
      }
    }
  }
  return null;
}
