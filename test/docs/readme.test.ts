/** The README's tour must stay true: its complete variant compiles cleanly and plays. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileSource } from '../../compiler/compile.js';
import { adjudicate, startPosition } from '../../engine/index.js';
import { loadGame } from '../../engine/files/load-game.js';
import { replayGame } from '../../engine/files/replay-game.js';
import { loadVariant } from '../support/variants.js';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const dipBlocks = [...readme.matchAll(/```dip\n([\s\S]*?)```/g)].map((m) => m[1]);

describe('README', () => {
  it('has a complete variant in its tour that compiles with no diagnostic', () => {
    const complete = dipBlocks.find((block) => block.startsWith('variant tiny'));
    expect(complete).toBeDefined();
    const { variant, diagnostics } = compileSource(complete!, 'tiny.dip');
    expect(diagnostics).toEqual([]);
    expect(variant!.provinces.map((p) => p.id)).toEqual(['hil', 'bay', 'vale', 'sea']);
    expect(variant!.adjacency.fleet.bay).toEqual(['sea', 'vale']);
    expect(variant!.adjacency.army.hil).toEqual(['bay', 'vale']);
  });

  it("plays the tour's variant: red takes Vale with support", () => {
    const { variant } = compileSource(dipBlocks.find((b) => b.startsWith('variant tiny'))!, 'tiny.dip');
    const { results, dislodged } = adjudicate(variant!, startPosition(variant!), {
      red: ['A hil - vale', 'F bay S A hil - vale'],
      blue: ['A vale H'],
    });
    expect(results.find((r) => r.text === 'A hil - vale')?.outcome).toBe('succeeded');
    expect(dislodged.map((u) => u.location)).toEqual(['vale']);
  });

  it('has a game record that plays to the draw it says', async () => {
    const record = [...readme.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => m[1]).find((b) => b.includes('"phases"'));
    expect(record).toBeDefined();
    const standard = await loadVariant('standard/standard.dip');
    const game = loadGame(standard, JSON.parse(record!));
    if (!game.ok) throw new Error(game.errors.join('\n'));
    const replay = replayGame(standard, game.value);
    expect(replay.errors).toEqual([]);
    expect(replay.warnings).toEqual([]);
    expect(replay.end.kind).toBe('draw');
    expect(replay.final.units).toContainEqual({ power: 'england', type: 'fleet', location: 'bel' });
    expect(replay.centres.england).toBe(4);
  });
});
