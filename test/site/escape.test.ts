import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript } from '../../site/src/lib/escape.js';
import { neighbourData } from '../../site/src/lib/neighbours.js';
import { loadVariant } from '../support/variants.js';

describe('escaping names from variant files', () => {
  const hostile = `</script><script>alert(1)</script><!-- "quoted" 'single' & \u2028`;

  it('keeps JSON inside <script> from closing it or opening a comment, and reads back the same', () => {
    const json = jsonForScript({ name: hostile });
    expect(json).not.toMatch(/<|>|\u2028/);
    expect(JSON.parse(json)).toEqual({ name: hostile });
  });

  it('escapes markup and both quotes in text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;&#60;/a&#62;');
  });
});

describe('neighbours on the board page', () => {
  it('lists a two-coast province’s fleet moves per coast, with coast names', () => {
    const data = neighbourData(loadVariant('standard/standard.dip'), 'fr');
    expect(data.provinces.spa!.army).toEqual(['gas', 'mar', 'por']);
    expect(data.provinces.spa!.fleet.map((f) => f.from)).toEqual(['spa/nc', 'spa/sc']);
    expect(data.names['spa/nc']).toBe('Espagne (côte nord)');
    expect(data.provinces.bur!.fleet).toEqual([]);
  });
});
