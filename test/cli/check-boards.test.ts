/** `dipkit check` and `build` run the board checks unless told not to. */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseSync } from 'svgson';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../cli/main.js';
import { captureIo } from '../support/cli-io.js';

const dir = mkdtempSync(join(tmpdir(), 'dipkit-boards-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Four provinces in a row on an imaginary map; west and east are far apart on the board.
const row = (borders: string) => `variant row
  en "Row"
  start spring 1901
  victory 2 centres
  coordinates plane
  geometry generated

power red en "Red"
  colour "#c0392b"
  start A west

province west land en "West" centre home red at 0 0
province mid land en "Middle" centre at 10 0
province east land en "East" centre at 20 0
province far land en "Far" at 30 0

adjacency
${borders}
`;

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

describe('board checks in dipkit check', () => {
  it('accepts a map whose shapes agree with its borders', async () => {
    const io = captureIo();
    expect(await main(['check', file('good.dip', row('  west: mid\n  mid: east\n  east: far'))], io)).toBe(0);
    expect(io.out()).toContain('0 errors, 0 warnings');
  });

  it('warns, at the border or the province concerned, about a border whose shapes do not touch and shapes that touch without a border', async () => {
    const io = captureIo();
    const path = file('bad.dip', row('  west: mid east\n  east: far'));
    expect(await main(['check', path], io)).toBe(0);
    const out = io.out();
    // The border is the adjacency entry 'west: mid east' (line 18); the touching shapes, east's declaration (line 14).
    expect(out).toContain(`${path}:18:3 - warning DIP4002: 'east' and 'west' are adjacent but their shapes on the board do not touch (move their map points`);
    expect(out).toContain(`${path}:14:10 - warning DIP4001: 'east' and 'mid' share a border on the board but are not adjacent (add the border`);
    expect(out).toContain('0 errors, 2 warnings');
  });

  it('skips them with --no-board', async () => {
    const io = captureIo();
    expect(await main(['check', '--no-board', file('bad2.dip', row('  west: mid east\n  east: far'))], io)).toBe(0);
    expect(io.out()).toContain('0 errors, 0 warnings');
  });

  it('fails the build when the board file named by the variant is missing', async () => {
    const io = captureIo();
    const text = row('  west: mid\n  mid: east\n  east: far').replace('geometry generated', 'geometry svg "nowhere.svg"');
    expect(await main(['build', '--out', join(dir, 'out'), file('lost.dip', text)], io)).toBe(1);
    expect(io.err()).toContain('error DIP4005');
    expect(io.err()).toContain('nowhere.svg');
  });

  it('build writes the board of each variant beside its module, unless --no-board', async () => {
    const source = file('built.dip', row('  west: mid\n  mid: east\n  east: far'));
    const io = captureIo();
    expect(await main(['build', '--out', join(dir, 'boards'), source], io)).toBe(0);
    const svg = readFileSync(join(dir, 'boards', 'row.svg'), 'utf8');
    expect(parseSync(svg).name).toBe('svg');
    expect(svg).toContain('data-province="far"');
    expect(await main(['build', '--no-board', '--out', join(dir, 'bare'), source], captureIo())).toBe(0);
    expect(existsSync(join(dir, 'bare', 'row.js'))).toBe(true);
    expect(existsSync(join(dir, 'bare', 'row.svg'))).toBe(false);
  });
});

describe('a map point that cannot be drawn', () => {
  it('is reported at the province whose point it is', async () => {
    const path = file('far.dip', row('  west: mid\n  mid: east\n  east: far').replace('at 30 0', 'at 300000 0'));
    const io = captureIo();
    expect(await main(['check', path], io)).toBe(1);
    const line = row('').split('\n').findIndex((l) => l.startsWith('province far')) + 1;
    expect(io.out()).toContain(`${path}:${line}:10 - error DIP4005: cannot draw the board from the generated board of row: the map point of 'far' (at 300000 0)`);
  });
});
