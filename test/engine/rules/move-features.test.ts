/**
 * Map features with moves of their own register move hooks (engine/rules/move-features.ts):
 * a map without them registers none, and the engine asks the hooks, never the features'
 * code, outside engine/rules/.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { boardState } from '../../../engine/orders/board-state.js';
import { activeRules } from '../../../engine/rules/registry.js';
import { moveFeatures } from '../../../engine/rules/move-features.js';
import { variantIndex } from '../../../engine/variant-index.js';
import { loadVariant } from '../../support/variants.js';
import { after, colonial1996, colonialPosition, play, resultOf } from './colonial-play.js';

const engineDir = fileURLToPath(new URL('../../../engine/', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('move hooks of map features', () => {
  it('a map without railways or gateways registers none (Standard: canals and a passage are borders)', () => {
    const standard = loadVariant('standard/standard.dip');
    expect(moveFeatures(variantIndex(standard))).toBeNull();
  });

  it('Colonial registers the railway’s and the canal’s hooks, once per map', () => {
    const index = variantIndex(colonial1996);
    const moves = moveFeatures(index);
    expect(moves).not.toBeNull();
    expect(moveFeatures(index)).toBe(moves);
    expect(moves?.routeNamed('transsiberien')).toBe('tsr');
    expect(moves?.routeNamed('mos')).toBeNull();
    expect(moves?.permits).toBe(true);
    const position = colonialPosition(colonial1996, ['russia A mos', 'britain F red', 'china A pek']);
    const b = boardState(index, position.units, activeRules(colonial1996, position));
    const id = (p: number): string => index.provinceIds[p];
    expect(moves?.routes(b, 0).map((m) => `${m.route}:${id(m.to)}`)).toEqual(['tsr:prm', 'tsr:oms', 'tsr:kra', 'tsr:irk', 'tsr:vla']);
    expect(moves?.routes(b, 1).map((m) => `${m.route}:${id(m.to)}`)).toEqual(['null:med']);
    expect(moves?.routes(b, 2)).toEqual([]);
    expect(id(moves?.passagePermission(b, 1, index.provinceIndex.get('med') as number) ?? -1)).toBe('egy');
  });

  it('no engine file outside engine/rules/ imports a feature’s own code (the resolver asks the hooks)', () => {
    const offenders = sources(engineDir)
      .filter((path) => !path.startsWith(join(engineDir, 'rules')))
      .filter((path) => /from '[./]*\/?rules\/(railway|suez)\//.test(readFileSync(path, 'utf8')));
    expect(offenders).toEqual([]);
  });
});

describe('railway plan: armies on the line in opposite directions', () => {
  it('engine choice: two armies whose ways overlap stop where they first meet, each in the province the other was ordered into', () => {
    // Mos – Prm – Oms – Kra – Irk – Vla: each is ordered past the other.
    const o = play(['russia A mos', 'russia A vla'], { russia: ['A Mos - TSR - Kra', 'A Vla - TSR - Prm'] });
    expect(after(o)).toEqual(['russia A kra', 'russia A prm']);
    expect(resultOf(o, 'A Mos - TSR - Kra')).toMatchObject({ outcome: 'failed', reason: 'stops in Prm: A Vla - TSR - Prm was ordered into it, a contest on the way the army fights alone (9.25)' });
    expect(resultOf(o, 'A Vla - TSR - Prm')).toMatchObject({ outcome: 'failed', reason: 'stops in Kra: A Mos - TSR - Kra was ordered into it, a contest on the way the army fights alone (9.25)' });
  });

  it('engine choice: two armies ordered into each other’s province meet head to head: neither arrives, each stops in the nearest empty province before the other’s', () => {
    const o = play(['russia A mos', 'russia A irk'], { russia: ['A Mos - TSR - Irk', 'A Irk - TSR - Mos'] });
    expect(after(o)).toEqual(['russia A kra', 'russia A prm']);
    expect(resultOf(o, 'A Mos - TSR - Irk').reason).toBe('stops in Kra: met A Irk - TSR - Mos head to head: a unit cannot dislodge one of its own power');
    // Nothing empty before the other's province: it stays.
    const near = play(['russia A mos', 'russia A prm'], { russia: ['A Mos - TSR - Prm', 'A Prm - TSR - Mos'] });
    expect(after(near)).toEqual(['russia A mos', 'russia A prm']);
  });
});
