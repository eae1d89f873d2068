/** Words listed as alternatives in a message: `a`, `a or b`, `a, b or c` (nothing for none). */
export function orList(words: readonly string[]): string {
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}
