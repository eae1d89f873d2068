/**
 * What a year of the calendar may be: a whole number of at most six digits, either side of
 * zero. Past 2^53 a number no longer counts up by one (a game would replay the same year
 * for ever); six digits are far more than any game needs and keep a year short to write.
 */
export const YEAR_LIMIT = 999_999;

export function isYear(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= YEAR_LIMIT;
}

/** How a year is described in messages. */
export const YEAR_RULE = `a whole number from -${YEAR_LIMIT} to ${YEAR_LIMIT}`;

/** Why a game cannot go on into `year` (past the last year a position may have), or null. */
export function yearBeyondProblem(year: number): string | null {
  return isYear(year) ? null : `the next phase would be in the year ${year}, and a year is ${YEAR_RULE}: the game cannot go on`;
}
