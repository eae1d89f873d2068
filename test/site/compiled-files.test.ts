import { describe, expect, it } from 'vitest';
import { isCompiledVariantFile } from '../../site/src/lib/compiled-files.js';

describe('the compiled variants of a build folder', () => {
  it('are its ID.json files, not the boards and reports written beside them', () => {
    const files = ['standard.json', 'standard.board.json', 'standard.report.json', 'standard.js', 'standard.d.ts', 'colonial-1996.json'];
    expect(files.filter(isCompiledVariantFile)).toEqual(['standard.json', 'colonial-1996.json']);
  });
});
