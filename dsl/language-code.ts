/**
 * A language code in a name (`en "London"`): two letters, optionally a
 * subtag (`pt-br`, `zh-hant`). Keeping codes this short is what lets a
 * province alias such as `alias nrs "Norvège"` be told apart from a name.
 */
const languageCodePattern = /^[a-z]{2}(?:-[a-z0-9]{2,8})?$/;

export function isLanguageCode(word: string): boolean {
  return languageCodePattern.test(word);
}
