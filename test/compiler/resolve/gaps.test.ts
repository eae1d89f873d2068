/**
 * Soundness of checking around syntax errors: Standard and its setups are clean, so
 * whatever a check reports after one of their statements is broken would be caused
 * by the broken statement, which is exactly what the checks must keep quiet about.
 * Every statement and adjacency entry is broken in turn, by grammar and by lexing.
 */
import { describe, expect, it } from 'vitest';
import { compileFile, memoryHost } from '../../../compiler/compile.js';
import { variantExists, variantPath, variantText } from '../../support/variants.js';

const files = ['standard', 'six-players', 'four-players', 'two-players-1914'].map((name) => `standard/${name}.dip`);

/** Each line where a statement or an adjacency entry starts, with the offset just after its first word. */
function breakPoints(text: string): number[] {
  return wordsStarting(text).map((word) => word.end);
}

/** The first word of each statement and adjacency entry. */
function wordsStarting(text: string): { start: number; end: number }[] {
  const points: { start: number; end: number }[] = [];
  let offset = 0;
  for (const line of text.split('\n')) {
    const statement = /^[a-z]+(?=\s|$)/.exec(line);
    const entry = /^\s+[a-z]+(\/[a-z]+)?(?=:)/.exec(line);
    const word = statement ?? entry;
    if (word) points.push({ start: offset + word[0].length - word[0].trimStart().length, end: offset + word[0].length });
    offset += line.length + 1;
  }
  return points;
}

describe('checks around a broken statement', () => {
  for (const file of files) {
    it.skipIf(!variantExists(file))(`${file}: any one statement broken gives its syntax error and nothing else`, () => {
      const path = variantPath(file);
      const text = variantText(file);
      const points = breakPoints(text);
      expect(points.length).toBeGreaterThan(0);
      for (const at of points) {
        for (const junk of [' : ', ' $ ']) {
          const broken = text.slice(0, at) + junk + text.slice(at);
          const result = compileFile(path, { host: memoryHost({ [path]: broken }) });
          const codes = result.diagnostics.map((d) => `${d.code} ${d.message}`);
          const line = text.slice(0, at).split('\n').length;
          expect(codes.filter((c) => !c.startsWith('DIP1')), `${file}:${line} broken with '${junk.trim()}'`).toEqual([]);
          expect(codes.length, `${file}:${line} broken with '${junk.trim()}'`).toBeGreaterThan(0);
          expect(result.variant).toBeNull();
        }
      }
    });

    it.skipIf(!variantExists(file))(`${file}: a misspelt statement word is pointed at, and nothing is inferred from the statement it breaks`, () => {
      const path = variantPath(file);
      const text = variantText(file);
      for (const { start, end } of wordsStarting(text)) {
        // `province` → `provnce`: the statement is read as more of the one before it.
        const word = text.slice(start, end);
        const linesBefore = text.slice(0, start).split('\n').slice(0, -1);
        const previousStatement = linesBefore.reverse().find((line) => /^[a-z]/.test(line))?.split(' ')[0];
        if (start > 0 && text[start - 1] !== '\n') continue;
        const broken = text.slice(0, start) + word.slice(0, 2) + word.slice(3) + text.slice(end);
        const result = compileFile(path, { host: memoryHost({ [path]: broken }) });
        const line = text.slice(0, start).split('\n').length;
        const codes = result.diagnostics.map((d) => `${d.code} ${d.message}`);
        const context = `${file}:${line} '${word}' misspelt: ${codes.join('; ')}`;
        // The misspelt word is pointed at, and the statement word named.
        const atWord = result.diagnostics.filter((d) => d.span?.start === start && d.message.includes(word));
        expect(atWord.length, context).toBeGreaterThan(0);
        // After a list of ids (adjacency, player, rule), the words are read as more ids, which the
        // checks report; anywhere else, nothing but syntax errors.
        if (!['adjacency', 'player', 'rule'].includes(previousStatement ?? '')) {
          expect(codes.filter((c) => !c.startsWith('DIP1')), context).toEqual([]);
        }
      }
    });
  }
});
