/**
 * `dipkit start`, `adjudicate` and `play` on Colonial Diplomacy: railway and canal orders
 * written as players write them, in a text orders file and in a game record.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../cli/main.js';
import { captureIo } from '../support/cli-io.js';
import { variantPath } from '../support/variants.js';

async function run(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const io = captureIo();
  const code = await main(argv, io);
  return { code, out: io.out(), err: io.err() };
}

describe('dipkit on Colonial Diplomacy', () => {
  const variant = variantPath('colonial/colonial-1996.dip');
  const dir = mkdtempSync(join(tmpdir(), 'dipkit-colonial-'));

  it('starts, and adjudicates a railway move written as text', async () => {
    const start = await run(['start', variant]);
    expect(start.code, start.err).toBe(0);
    writeFileSync(join(dir, 'position.json'), start.out);
    // Russia's army in Moscow rides to Krasnoyarsk past Omsk, whose army leaves the line.
    writeFileSync(join(dir, 'orders.txt'), 'Russia:\nA Mos - TSR - Kra\nA Oms - Akm\nTurkey:\nF Con H\n');
    const result = await run(['adjudicate', join(dir, 'position.json'), join(dir, 'orders.txt'), '--variant', variant, '--format', 'text']);
    expect(result.code, result.err).toBe(0);
    expect(result.out).toMatch(/✓ Russia: A Mos - TSR - Kra/);
    expect(result.out).not.toMatch(/invalid/i);
  });

  it('plays a game record with railway and canal orders', async () => {
    const game = {
      variant: 'colonial-1996',
      phases: [
        { phase: 'Spring 1870 movement', orders: { russia: ['A Mos - TSR - Kra', 'A Oms - Akm'], britain: ['F Ade - Red'] } },
        { phase: 'Fall 1870 movement', orders: { russia: ['A Kra - TSR - Prm'], britain: ['F Red - Med'] } },
      ],
    };
    writeFileSync(join(dir, 'game.json'), JSON.stringify(game));
    const played = await run(['play', join(dir, 'game.json'), '--variant', variant]);
    expect(played.code, played.err + played.out).toBe(0);
    expect(played.out).not.toMatch(/invalid/i);
  });
});
