/** The adjudicate and play commands, on the examples of docs/positions.md. */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adjudicateCommand } from '../../../cli/commands/adjudicate.js';
import { playCommand } from '../../../cli/commands/play.js';
import { UsageError, type Command } from '../../../cli/command.js';
import type { CliIo } from '../../../cli/io.js';
import { repoRoot } from '../../support/variants.js';

const docs = readFileSync(join(repoRoot, 'docs/positions.md'), 'utf8');
const jsonBlocks = [...docs.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => m[1]);
const textOrders = /```\n(England:[\s\S]*?)```/.exec(docs)?.[1] ?? '';
const [docPosition, docNext, docOrders, docGame] = jsonBlocks;

const dir = mkdtempSync(join(tmpdir(), 'dipkit-commands-'));
function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

async function run(command: Command, args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: CliIo = {
    stdout: { write: (t: string) => (out += t) },
    stderr: { write: (t: string) => (err += t) },
    env: {},
    isTTY: false,
  };
  const code = await command.run(args, io);
  return { code, out, err };
}

describe('dipkit adjudicate', () => {
  it('has the examples of docs/positions.md to work with', () => {
    expect(jsonBlocks).toHaveLength(4);
    expect(textOrders).toContain('England:');
  });

  it('adjudicates the documented position and orders, for people', async () => {
    const { code, out, err } = await run(adjudicateCommand, [file('p.json', docPosition), file('o.txt', textOrders), '--format', 'text']);
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toContain('✓ England: A Lon - Bel');
    expect(out).toContain('✗ France: A Bel H — dislodged by A Lon - Bel');
    expect(out).toContain('Next: Spring 1901 retreats');
    expect(out).toContain('dislodged: France A Bel, may retreat to Bur, Hol, Pic');
  });

  it('names the provinces a standoff left contested by their short names, as it names units', async () => {
    const position = JSON.parse(docPosition);
    position.units.push({ power: 'germany', type: 'army', location: 'kie' });
    const orders = 'England:\nA Lon - Bel\nF Nth C A Lon - Bel\nFrance: A Bel - Hol\nGermany:\nA Ruh S A Lon - Bel\nA Kie - Hol';
    const { code, out } = await run(adjudicateCommand, [file('pc.json', JSON.stringify(position)), file('oc.txt', orders), '--format', 'text']);
    expect(code).toBe(0);
    expect(out).toContain('Next: Spring 1901 retreats');
    expect(out).toContain('  contested: Hol\n');
  });

  it('writes the next position to --next, to play the next phase from it', async () => {
    const next = join(dir, 'next.json');
    const first = await run(adjudicateCommand, [file('pn.json', docPosition), file('on.txt', textOrders), '--format', 'text', '--next', next]);
    expect(first.code).toBe(0);
    expect(first.out).toContain('Next: Spring 1901 retreats');
    const written = JSON.parse(readFileSync(next, 'utf8'));
    expect(written.phase).toEqual({ season: 'spring', year: 1901, kind: 'retreats' });
    const second = await run(adjudicateCommand, [next, file('on2.txt', 'France: A Bel R Pic'), '--format', 'text']);
    expect(second.out).toContain('✓ France: A Bel R Pic');
    // A place it cannot write to: said, exit 1, no position printed (only the errors, as JSON).
    const refused = await run(adjudicateCommand, [file('pn2.json', docPosition), '--next', join(dir, 'no-such-folder', 'next.json')]);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/next\.json: cannot write \(/);
    expect(JSON.parse(refused.out).errors).toEqual([expect.stringMatching(/next\.json: cannot write/)]);
  });

  it('does not give a next phase past the last year a position may have', async () => {
    const last = JSON.stringify({ ...JSON.parse(docPosition), phase: 'W999999A' });
    const { code, out, err } = await run(adjudicateCommand, [file('pl.json', last)]);
    expect(code).toBe(1);
    expect(JSON.parse(out).errors).toEqual([expect.stringContaining('the game cannot go on')]);
    expect(err).toContain('the next phase would be in the year 1000000, and a year is a whole number from -999999 to 999999: the game cannot go on');
  });

  it('says a dislodged unit with no place to retreat to is disbanded', async () => {
    // The French army in Belgium, dislodged, with every way out taken or contested.
    const position = JSON.parse(docPosition);
    position.units.push({ power: 'germany', type: 'army', location: 'hol' }, { power: 'germany', type: 'army', location: 'pic' }, { power: 'germany', type: 'army', location: 'bur' });
    const orders = 'England:\nA Lon - Bel\nF Nth C A Lon - Bel\nGermany:\nA Ruh S A Lon - Bel';
    const { out } = await run(adjudicateCommand, [file('pd.json', JSON.stringify(position)), file('od.txt', orders), '--format', 'text']);
    expect(out).toContain('  disbanded: France A Bel, dislodged with no place to retreat to\n');
    expect(out).toContain('Next: Fall 1901 movement');
  });

  it('prints the documented next position as JSON', async () => {
    const { code, out } = await run(adjudicateCommand, [file('p.json', docPosition), file('o.json', docOrders)]);
    expect(code).toBe(0);
    const printed = JSON.parse(out);
    const documented = JSON.parse(docNext);
    expect(printed.results.map((r: { outcome: string }) => r.outcome)).toEqual(['succeeded', 'succeeded', 'succeeded', 'failed', 'succeeded']);
    expect({ ...printed.next, ownership: undefined }).toEqual({ ...documented, ownership: undefined });
    for (const [centre, owner] of Object.entries(documented.ownership)) if (centre !== '…') expect(printed.next.ownership[centre]).toBe(owner);
  });

  it('reads back the next position it prints, to play on', async () => {
    const first = await run(adjudicateCommand, [file('p1.json', docPosition), file('o1.json', docOrders)]);
    const next = JSON.parse(first.out).next;
    const second = await run(adjudicateCommand, [file('p2.json', JSON.stringify(next)), file('o2.txt', 'France: A Bel R Pic'), '--format', 'text']);
    expect(second.err).toBe('');
    expect(second.out).toContain('✓ France: A Bel R Pic');
    expect(second.out).toContain('Next: Fall 1901 movement');
    expect(second.out).toContain('France (3 centres): A Pic');
  });

  it('names the JSON path of a problem in the position, and exits 1', async () => {
    const bad = JSON.stringify({ variant: 'standard', phase: 'S1901M', units: [{ power: 'england', type: 'A', location: 'xyz' }] });
    const path = file('bad.json', bad);
    const { code, err } = await run(adjudicateCommand, [path]);
    expect(code).toBe(1);
    expect(err).toBe(`${path}: units[0].location: unknown province 'xyz'\n`);
  });

  it('says when the variant cannot be found', async () => {
    const path = file('nowhere.json', JSON.stringify({ variant: 'atlantis', phase: 'S1901M', units: [] }));
    const { code, err } = await run(adjudicateCommand, [path]);
    expect(code).toBe(1);
    expect(err).toContain("no atlantis.dip or variants/**/atlantis.dip here for the variant 'atlantis'");
    const missing = await run(adjudicateCommand, [join(dir, 'missing.json')]);
    expect(missing.err).toContain('missing.json: cannot read (no such file)');
  });

  it('takes the variant file from --variant', async () => {
    const path = file('novariant.json', JSON.stringify({ phase: 'S1901M', units: [{ power: 'france', type: 'A', location: 'par' }] }));
    const { code, out } = await run(adjudicateCommand, [path, '--variant', join(repoRoot, 'variants/standard/standard.dip'), '--format', 'text']);
    expect(code).toBe(0);
    expect(out).toContain('✓ France: A Par H (no order)');
  });

  it('says what a rule module is missing to play the phase, and exits 1', async () => {
    const variant = join(repoRoot, 'variants/standard/two-players-1914.dip');
    const position = { phase: 'Spring 1915 movement', units: [{ power: 'italy', type: 'A', location: 'ven' }] };
    const path = file('no-toss.json', JSON.stringify(position));
    const blocked = await run(adjudicateCommand, [path, '--variant', variant]);
    expect(blocked.code).toBe(1);
    expect(JSON.parse(blocked.out).errors).toHaveLength(1);
    expect(blocked.err).toMatch(new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: coin-toss: which player Italy joins`));
    const tossed = file('toss.json', JSON.stringify({ ...position, rules: { 'coin-toss': { italy: 'central' } } }));
    const played = await run(adjudicateCommand, [tossed, file('italy.txt', 'Italy: A Ven - Pie'), '--variant', variant, '--format', 'text']);
    expect(played.err).toBe('');
    expect(played.out).toContain('✓ Italy: A Ven - Pie');
  });

  it('takes the orders file from --orders as well, as render names it', async () => {
    const position = file('po.json', docPosition);
    const orders = file('oo.txt', textOrders);
    const named = await run(adjudicateCommand, [position, '--orders', orders, '--format', 'text']);
    expect(named.err).toBe('');
    expect(named.out).toBe((await run(adjudicateCommand, [position, orders, '--format', 'text'])).out);
    expect(named.out).toContain('✓ England: A Lon - Bel');
    await expect(run(adjudicateCommand, [position, orders, '--orders', orders])).rejects.toThrow('the orders are given twice');
  });

  it('rejects bad usage', async () => {
    await expect(run(adjudicateCommand, [])).rejects.toThrow(UsageError);
    await expect(run(adjudicateCommand, ['p.json', '--format', 'xml'])).rejects.toThrow('--format must be text or json, not xml');
  });
});

describe('dipkit play', () => {
  it('plays the documented game to its agreed draw', async () => {
    const { code, out, err } = await run(playCommand, [file('game.json', docGame)]);
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toContain('Played 3 phases.');
    expect(out).toContain('Next: Spring 1902 movement');
    expect(out).toContain('Centres: Russia 6, France 5, Germany 5, Austria-Hungary 4, England 4, Turkey 4, Italy 3');
    expect(out).toContain('Draw agreed between England, France, Germany, Italy, Austria-Hungary, Russia, Turkey');
  });

  it('warns of invalid orders by phase and order, and fails with --strict', async () => {
    const game = { variant: 'standard', phases: [{ orders: { germany: ['A Mun - Lnd'] } }] };
    const path = file('typo.json', JSON.stringify(game));
    const lenient = await run(playCommand, [path]);
    expect(lenient.code).toBe(0);
    expect(lenient.err).toBe(`${path}: warning: phases[0] (Spring 1901 movement): germany 'A Mun - Lnd': unknown province 'Lnd'\n`);
    expect(lenient.out).toContain('Unfinished: no winner yet');
    expect((await run(playCommand, [path, '--strict'])).code).toBe(1);
  });

  it('lists the first 1,000 invalid orders on the terminal and counts the rest; json gives every one', async () => {
    // 1,005 invalid orders over 201 phases of five typos each (a phase takes a few).
    const typos = ['A Mun - Lnd', 'A Ber - Xyz', 'F Kie - Qqq', 'A Zzz H', 'F Www - Nth'];
    const phases = Array.from({ length: 201 }, () => ({ orders: { germany: typos } }));
    const path = file('typos.json', JSON.stringify({ variant: 'standard', phases }));
    const text = await run(playCommand, [path]);
    const lines = text.err.trimEnd().split('\n');
    expect(lines).toHaveLength(1001);
    expect(lines[999]).toMatch(/^.*: warning: phases\[199\] .*'F Www - Nth'/);
    expect(lines[1000]).toBe(`${path}: warning: and 5 more invalid orders not listed (--format json gives every one)`);
    const json = await run(playCommand, [path, '--format', 'json']);
    expect(JSON.parse(json.out).warnings).toHaveLength(1005);
  });

  it('stops where the record is out of step with the game', async () => {
    const game = { variant: 'standard', phases: [{ orders: {} }, { phase: 'Spring 1902 movement', orders: {} }] };
    const path = file('step.json', JSON.stringify(game));
    const { code, err } = await run(playCommand, [path]);
    expect(code).toBe(1);
    expect(err).toBe(`${path}: phases[1]: the record says Spring 1902 movement, but the game is at Fall 1901 movement\n`);
  });

  it('names the entry at fault in a bad record', async () => {
    const path = file('badgame.json', JSON.stringify({ variant: 'standard', phases: [{ orders: { narnia: [] } }] }));
    const { code, err } = await run(playCommand, [path]);
    expect(code).toBe(1);
    expect(err).toContain("phases[0].orders.narnia: unknown power 'narnia'");
  });
});
