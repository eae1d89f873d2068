/**
 * Shared by check and build: the board checks (DIP4xxx) on top of the compiler's own.
 * They need the board's geometry (drawn, or generated from the map points), which takes
 * a few hundred milliseconds, so `--no-board` leaves them out. The board code is
 * imported only when a board is checked, so that `--no-board` never loads it.
 */
import type { CachedBoard } from '../../board/geometry/geometry-cache.js';
import type { BoardGeometry } from '../../board/geometry/types.js';
import { limitDiagnostics, type CompileResult } from '../../compiler/compile.js';

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

/**
 * Boards a command has loaded, by cache key: a command given several variants of one map
 * (the Standard map's eight) loads their board once. One per command run.
 */
export type LoadedBoards = Map<string, CachedBoard>;

export async function checkBoard(result: CompileResult, loaded: LoadedBoards = new Map()): Promise<CheckedBoard> {
  if (!result.variant || !result.board) return { result, geometry: null };
  const { loadCheckedBoard } = await import('../../board/check-geometry.js');
  const board = loadCheckedBoard(result.variant, result.board.sourceDir, result.board, { cache: true, loaded });
  if (board.diagnostics.length === 0) return { result, geometry: board.geometry };
  // Bounded with the compiler's, one count of what is left out per file.
  const { diagnostics, hidden } = limitDiagnostics([...result.diagnostics, ...board.diagnostics], result.hidden);
  // A board that cannot be loaded fails the variant, like any other error.
  const failed = board.diagnostics.some((d) => d.severity === 'error');
  return { result: { ...result, diagnostics, hidden, ...(failed ? { variant: null } : {}) }, geometry: board.geometry };
}
