/** The commands' text output names powers and players as players know them; JSON keeps the ids. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../cli/main.js';
import { captureIo } from '../support/cli-io.js';
import { miniMap } from '../support/mini-map.js';

const dir = mkdtempSync(join(tmpdir(), 'dipkit-names-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(...argv: string[]) {
  const io = captureIo();
  const code = await main(argv, io);
  return { code, out: io.out(), err: io.err() };
}

// South is known only by its French name: the text output falls back to it.
const variant = join(dir, 'mini.dip');
writeFileSync(variant, miniMap.replace('power south en "South" fr "Sud"', 'power south fr "Le Sud"'));

describe('power names in text output', () => {
  const position = {
    variant: 'mini',
    phase: 'Fall 1901 movement',
    units: [
      { power: 'north', type: 'army', location: 'nla' },
      { power: 'north', type: 'fleet', location: 'nor' },
      { power: 'south', type: 'army', location: 'sla' },
    ],
    ownership: { nor: 'north', nla: 'north', mid: 'north', twi: 'north', sou: 'south', sla: 'south' },
  };
  const positionFile = join(dir, 'fall.json');
  writeFileSync(positionFile, JSON.stringify(position));
  const orders = join(dir, 'orders.txt');
  writeFileSync(orders, 'North:\nA nla - mid\nF nor H\nLe Sud:\nA sla - mid\n');

  it('adjudicate --format text: results, units, winner by name', async () => {
    const text = await run('adjudicate', positionFile, orders, '--variant', variant, '--format', 'text');
    expect(text.err).toBe('');
    expect(text.out).toContain('✗ North: A nla - mid — bounced');
    expect(text.out).toContain('✗ Le Sud: A sla - mid — bounced');
    expect(text.out).toContain('  North (4 centres): A Nla, F Nor');
    expect(text.out).toContain('adjustments: North may build 2, Le Sud may build 1');
    expect(text.out).toContain('  Le Sud (2 centres): A Sla');
    expect(text.out).toMatch(/^Winner: North \(4 supply centres\)$/m);
    expect(text.out).not.toMatch(/\b(north|south)\b/);
  });

  it('adjudicate --format json keeps the ids', async () => {
    const json = JSON.parse((await run('adjudicate', positionFile, orders, '--variant', variant)).out);
    expect(json.results.map((r: { power: string }) => r.power).sort()).toEqual(['north', 'north', 'south']);
    expect(json.next.units.map((u: { power: string }) => u.power).sort()).toEqual(['north', 'north', 'south']);
  });

  it('play: the ranking and the end by name', async () => {
    const game = join(dir, 'game.json');
    writeFileSync(game, JSON.stringify({ variant: 'mini', phases: [{ orders: { north: ['A nla - mid'], south: ['A sla - mid'] } }] }));
    const played = await run('play', game, '--variant', variant);
    expect(played.err).toBe('');
    expect(played.out).toContain('Centres: North 2, Le Sud 2');
    expect(played.out).not.toMatch(/\b(north|south)\b/);
  });
});
