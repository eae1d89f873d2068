/**
 * `dipkit play` on a whole Intimate Diplomacy game record (game.json beside this file):
 * preference lists, two biddings (a tie, then an over-bid), credits after the Fall, a
 * default build for a mercenary, and a win by Austria's fleet in Venice.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playCommand } from '../../../../cli/commands/play.js';
import type { CliIo } from '../../../../cli/io.js';
import { repoRoot } from '../../../support/variants.js';

const game = join(repoRoot, 'test/engine/rules/intimate/game.json');

async function play(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: CliIo = { stdout: { write: (t: string) => (out += t) }, stderr: { write: (t: string) => (err += t) }, env: {}, isTTY: false };
  const code = await playCommand.run(args, io);
  return { code, out, err };
}

describe('dipkit play: an Intimate Diplomacy game', () => {
  it('plays the record to Austria’s win in Venice, and warns of orders for a mercenary in anarchy', async () => {
    const { code, out, err } = await play([game, '--variant', join(repoRoot, 'variants/standard/intimate.dip')]);
    expect(code).toBe(0);
    expect(out).toContain('Winner: anna');
    expect(err).toContain("phases[2] (Spring 1901 movement): germany 'A Mun - Bur': Germany is in anarchy this year");
    // The win is judged at the end of Spring 1902: the record's Fall 1902 is not played.
    expect(err).toContain('phases[7] and after: not played, austria had already won before Fall 1902 movement');
  });

  it('keeps credits and control in the final position', async () => {
    const { out } = await play([game, '--variant', join(repoRoot, 'variants/standard/intimate.dip'), '--format', 'json']);
    const replay = JSON.parse(out);
    expect(replay.end).toEqual({ kind: 'win', power: 'austria', player: 'anna' });
    // anna: 24 - 3 (Russia) + 4 centres after Fall 1901 - 15 (Russia at half of ben's over-bid of 30); ben: over-bid, nothing left.
    expect(replay.final.rules.intimate.credits).toEqual({ anna: 10, ben: 0 });
    expect(replay.final.rules.intimate.control).toEqual({ russia: 'anna' });
    const winter = replay.played.find((p: { phase: { season: string } }) => p.phase.season === 'winter');
    expect(winter.results.map((r: { text: string }) => r.text)).toContain('Build A Sev (no order)');
  });

  it('stops with the reason when the preference lists are missing', async () => {
    const { writeFileSync, mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = join(mkdtempSync(join(tmpdir(), 'dipkit-intimate-')), 'game.json');
    writeFileSync(path, JSON.stringify({ variant: 'intimate', phases: [{ orders: { austria: ['Russia 3'] } }] }));
    const { code, err } = await play([path, '--variant', join(repoRoot, 'variants/standard/intimate.dip')]);
    expect(code).toBe(1);
    expect(err).toMatch(/phases\[0\] \(Bidding 1900 bidding\): intimate: the home powers are chosen from the two players' preference lists/);
  });
});
