/**
 * The world's land read from the build's file (land-atlas.ts) is the land world-atlas
 * decodes to, number for number; a file made from other data, damaged or missing is not
 * used, and the land is decoded from world-atlas instead.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { encodeLandFile, readLand, readLandFile } from '../../board/geometry/land-atlas.js';
import { boardProjection, projectLand } from '../../board/geometry/project-lonlat.js';
import { mapPoints } from '../../board/geometry/map-points.js';
import { fixtureVariant } from './support.js';
import { compileFile } from '../../compiler/compile.js';

const dir = mkdtempSync(join(tmpdir(), 'dipkit-land-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const source = readFileSync(createRequire(import.meta.url).resolve('world-atlas/land-50m.json'));
const encoded = encodeLandFile(source);
const file = join(dir, 'land-50m.bin');
writeFileSync(file, encoded);
const decoded = readLand(join(dir, 'absent.bin'));

function written(name: string, bytes: Uint8Array): string {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
}

describe('the land file', () => {
  it('holds the land world-atlas decodes to, polygon by polygon, with the boxes of their outer rings', () => {
    const atlas = readLandFile(file, source)!;
    expect(atlas.source).toBe('file');
    expect(decoded.source).toBe('topojson');
    expect(atlas.polygonCount).toBe(decoded.polygonCount);
    for (let i = 0; i < atlas.polygonCount; i++) {
      expect(atlas.polygon(i)).toEqual(decoded.polygon(i));
      expect(atlas.box(i)).toEqual(decoded.box(i));
    }
  });

  it('gives the same projected land as the decoded data (Standard, and a map across the antimeridian)', () => {
    const atlas = readLandFile(file, source)!;
    const standard = compileFile('variants/standard/standard.dip').variant!;
    for (const variant of [standard, fixtureVariant('lonlat/bering.dip')]) {
      const board = boardProjection(variant.provinces.flatMap(mapPoints), 1500);
      expect(projectLand(board, 20, 0.7, atlas)).toEqual(projectLand(board, 20, 0.7, decoded));
    }
  });

  it('is not used when made from other data: the land is decoded from world-atlas', () => {
    const other = Buffer.from(source);
    other[other.length - 2] ^= 1;
    expect(readLandFile(file, other)).toBeNull();
    // readLand compares the file with the installed world-atlas: a file made from other data falls back.
    const stale = written('stale.bin', encodeLandFile(Buffer.from(source.toString('utf8').replace('"arcs"', ' "arcs"'))));
    expect(readLand(stale).source).toBe('topojson');
    expect(readLand(file).source).toBe('file');
  });

  it('is not used when damaged or missing, without an error', () => {
    const damaged: [string, Uint8Array][] = [
      ['truncated', encoded.subarray(0, encoded.length - 8)],
      ['longer', Buffer.concat([encoded, Buffer.alloc(8)])],
      ['empty', new Uint8Array(0)],
      ['not ours', Buffer.from('{"type":"Topology"}')],
      ['bad header', (() => { const b = Buffer.from(encoded); b[14] = 0x7b; b[15] = 0x7b; return b; })()],
      ['bad indexes', (() => { const b = Buffer.from(encoded); const h = b.readUInt32LE(8); b.writeUInt32LE(0xffffffff, Math.ceil((12 + h) / 8) * 8 + 4); return b; })()],
    ];
    for (const [name, bytes] of damaged) {
      const path = written(`${name.replace(' ', '-')}.bin`, bytes);
      expect(readLandFile(path, source), name).toBeNull();
      expect(readLand(path).source, name).toBe('topojson');
    }
    expect(readLandFile(join(dir, 'absent.bin'), source)).toBeNull();
  });
});
