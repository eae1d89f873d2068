/**
 * Shared by check and build: the board checks (DIP4xxx) on top of the compiler's own.
 * They need the board's geometry (drawn, or generated from the map points), which takes
 * a few hundred milliseconds, so `--no-board` leaves them out.
 */
import { checkGeometry } from '../../board/check-geometry.js';
import { GeometryError } from '../../board/geometry/geometry-error.js';
import { loadGeometry } from '../../board/geometry/load-geometry.js';
import type { BoardGeometry } from '../../board/geometry/types.js';
import type { CompileResult } from '../../compiler/compile.js';
import { makeDiagnostic } from '../../dsl/diagnostics/catalogue.js';

export const noBoardOption = { 'no-board': { type: 'boolean', default: false } } as const;

/** The help line, its description starting at `column` like the other options'. */
export function noBoardHelp(column: number): string {
  return `  --no-board`.padEnd(column) + 'skip the board checks (shapes against borders, labels)';
}

export interface CheckedBoard {
  /** The result with the board's diagnostics added; a board that cannot be loaded is an error. */
  readonly result: CompileResult;
  /** The board's geometry, when it could be loaded. */
  readonly geometry: BoardGeometry | null;
}

export function checkBoard(result: CompileResult): CheckedBoard {
  if (!result.variant || !result.board) return { result, geometry: null };
  let geometry: BoardGeometry;
  try {
    geometry = loadGeometry(result.variant, result.board.sourceDir);
  } catch (error) {
    if (!(error instanceof GeometryError)) throw error;
    const diagnostic = makeDiagnostic('DIP4005', result.board.span, error.file, error.problem);
    return { result: { ...result, variant: null, diagnostics: [...result.diagnostics, diagnostic] }, geometry: null };
  }
  const diagnostics = checkGeometry(result.variant, geometry, result.board.span);
  return { result: diagnostics.length === 0 ? result : { ...result, diagnostics: [...result.diagnostics, ...diagnostics] }, geometry };
}
