/**
 * How many slips a word may carry for "did you mean …?" (a misspelt statement word, an id
 * that is not declared, a command): the distance itself is model/slips.ts's.
 */

/** Short words are one slip apart from many others: one slip is allowed there, two in longer ones. */
export function slipsAllowed(word: string): number {
  return word.length <= 4 ? 1 : 2;
}
