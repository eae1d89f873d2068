/**
 * The shape of an id in the language, as the formatter writes one unquoted: a lowercase
 * letter, then lowercase letters, digits, `-` and `_`. A variant's id has it too, so the
 * command line tells an id from a path by it.
 */
const identifierPattern = /^[a-z][a-z0-9_-]*$/;

export function isIdentifier(text: string): boolean {
  return identifierPattern.test(text);
}
