/**
 * Which files of a folder `dipkit build` wrote are compiled variants: `ID.json`, not the
 * board geometry (`ID.board.json`) or the report (`ID.report.json`) beside it. Asked by the
 * site's config (its sidebar) and by the pages (variants.ts), which must agree.
 */
export function isCompiledVariantFile(name: string): boolean {
  return name.endsWith('.json') && !name.endsWith('.board.json') && !name.endsWith('.report.json');
}
