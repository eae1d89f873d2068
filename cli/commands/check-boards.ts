/**
 * Shared by check and build: the board checks (DIP4xxx) on top of the compiler's own.
 * They need the board's geometry (drawn, or generated from the map points), which takes
 * a few hundred milliseconds, so `--no-board` leaves them out.
 */
import { checkVariantBoard } from '../../board/check-geometry.js';
import type { CompileResult } from '../../compiler/compile.js';

export const noBoardOption = { 'no-board': { type: 'boolean', default: false } } as const;

/** The help line, its description starting at `column` like the other options'. */
export function noBoardHelp(column: number): string {
  return `  --no-board`.padEnd(column) + 'skip the board checks (shapes against borders, labels)';
}

/** The result with the board's diagnostics added; a board that cannot be loaded is an error. */
export function withBoardChecks(result: CompileResult): CompileResult {
  if (!result.variant || !result.board) return result;
  const diagnostics = checkVariantBoard(result.variant, result.board.sourceDir, result.board.span);
  if (diagnostics.length === 0) return result;
  const failed = diagnostics.some((d) => d.severity === 'error');
  return { ...result, variant: failed ? null : result.variant, diagnostics: [...result.diagnostics, ...diagnostics] };
}
