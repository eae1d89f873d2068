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
