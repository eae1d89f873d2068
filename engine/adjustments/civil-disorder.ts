/**
 * XIV.3: which units a power that ordered too few disbands loses. The unit farthest from
 * its nearest reference centre goes first, counting spaces along the shortest route,
 * convoy routes included (so the route may cross land and sea whatever the unit: DATC
 * 6.J.5–6.J.10); at equal distance fleets before armies; then by the name of the province
 * in the variant's first language.
 *
 * The reference centres differ between editions:
 *  - '1971' (XIV.3 of the 1971 rules): the power's home centres;
 *  - 'current' (2023 rules, DATC 6.J.11): the supply centres the power owns.
 */
import { provinceOf } from '../../model/locations.js';
import type { Edition, PowerId, Variant } from '../../model/variant.js';
import type { Position, Unit } from '../types.js';
import { variantIndex, type VariantIndex } from '../variant-index.js';
import { assertPositionShape, assertUnitListShape } from '../game/position-shape.js';

export function civilDisorderDisbands(
  variant: Variant,
  position: Position,
  power: PowerId,
  candidates: readonly Unit[],
  count: number,
): Unit[] {
  assertPositionShape(position);
  assertUnitListShape(candidates, 'candidates');
  const index = variantIndex(variant);
  const distance = distancesFrom(index, referenceCentres(index, variant.rules.edition, position, power));
  const language = variant.languages[0];
  const name = (unit: Unit): string => {
    const p = index.provinceIndex.get(provinceOf(unit.location));
    return p === undefined ? unit.location : variant.provinces[p].names[language] ?? unit.location;
  };
  const far = (unit: Unit): number => {
    const p = index.provinceIndex.get(provinceOf(unit.location));
    return p === undefined ? Infinity : distance[p] < 0 ? Infinity : distance[p];
  };
  const ranked = [...candidates].sort((a, b) => {
    const da = far(a);
    const db = far(b);
    if (da !== db) return db - da;
    if (a.type !== b.type) return a.type === 'fleet' ? -1 : 1;
    return name(a).localeCompare(name(b), language);
  });
  return ranked.slice(0, Math.max(0, count));
}

function referenceCentres(index: VariantIndex, edition: Edition, position: Position, power: PowerId): number[] {
  const centres: number[] = [];
  for (let p = 0; p < index.provinceCount; p++) {
    if (!index.supplyCentre[p]) continue;
    const id = index.provinceIds[p];
    if (edition === '1971' ? index.home[p] === power : position.ownership[id] === power) centres.push(p);
  }
  return centres;
}

/** Breadth-first distances (in moves, over army and fleet borders alike) from a set of provinces; -1 where unreachable. */
export function distancesFrom(index: VariantIndex, sources: readonly number[]): Int32Array {
  const key = sources.join(',');
  const cached = index.distanceCache.get(key);
  if (cached !== undefined) return cached;
  const n = index.provinceCount;
  const distance = new Int32Array(n).fill(-1);
  const queue: number[] = [];
  for (const s of sources) {
    distance[s] = 0;
    queue.push(s);
  }
  for (let head = 0; head < queue.length; head++) {
    const p = queue[head];
    for (let q = 0; q < n; q++) {
      if (distance[q] < 0 && index.adjacency[p * n + q] !== 0 && index.terrain[q] !== 'impassable') {
        distance[q] = distance[p] + 1;
        queue.push(q);
      }
    }
  }
  // Ownership sets vary from game to game: keep the cache bounded.
  if (index.distanceCache.size >= 1000) index.distanceCache.clear();
  index.distanceCache.set(key, distance);
  return distance;
}
