/**
 * Coin toss results as people write them (rule `coin-toss`, engine/rules/coin-toss.ts):
 * `{ "italy": "west" }` — a power the variant's coin-toss rules name (id or name) → the
 * id of a declared player. Read the same in a position's `rules["coin-toss"]` and in a
 * game record's `{ "toss": … }` entry.
 */
import type { PowerId, Variant } from '../../model/variant.js';
import { parsePower } from '../orders/parse-order.js';
import { describe, isRecord, join, type Problems } from './json-input.js';

export function readToss(variant: Variant, value: unknown, path: string, problems: Problems): Record<PowerId, string> | null {
  const tossed = variant.rules.modules.filter((m) => m.id === 'coin-toss').map((m) => String(m.args[0]));
  const players = variant.players.map((p) => p.id);
  if (!isRecord(value)) {
    problems.push(`${path}: expected { "POWER": "PLAYER" }, found ${describe(value)}`);
    return null;
  }
  if (tossed.length === 0) {
    problems.push(`${path}: this variant has no coin-toss rule`);
    return null;
  }
  const before = problems.length;
  const results: Record<PowerId, string> = {};
  for (const [key, player] of Object.entries(value)) {
    const power = parsePower(variant, key);
    if (power === null || !tossed.includes(power)) {
      problems.push(`${join(path, key)}: no coin toss decides '${key}' (the toss is for ${tossed.join(', ')})`);
    } else if (typeof player !== 'string' || !players.includes(player)) {
      problems.push(`${join(path, key)}: expected a player (${players.join(', ')}), found ${describe(player)}`);
    } else results[power] = player;
  }
  return problems.length > before ? null : results;
}
