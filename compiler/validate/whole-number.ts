/**
 * Whether a number, as written, is whole: judged on the text, since past 2^53 every
 * number reads as whole and `4.0000000000000001` reads as 4 (`4.0` is whole).
 */
export function isWhole(written: string): boolean {
  return /^-?[0-9]+(?:\.0+)?$/.test(written);
}
