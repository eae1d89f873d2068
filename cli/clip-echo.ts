/**
 * Text a file gave (an order, a power, a province as written) quoted back in a message
 * or a result line: any run of more than `longestEcho` characters without a space is cut
 * to its start and "…". A 300,000-letter word in an orders file was printed twice per
 * line it stood on, megabytes on the terminal; a variant file's diagnostics are bounded
 * the same way (dsl/diagnostics/format-diagnostic.ts). Not for JSON output, kept whole.
 * An echo is one line: a line break in it (an order written "F Lon - Nth\n  ✓ France: …")
 * is shown, not obeyed.
 */
export const longestEcho = 120;

const longRun = new RegExp(`[^\\s]{${longestEcho + 1},}`, 'gu');

/** Line breaks a file's text may hold: shown as ␤, so that an echo stays on its one line and cannot pass for another. */
const lineBreak = /\r\n|[\n\r\u0085\u2028\u2029]/gu;

export function clipEcho(text: string): string {
  return text.replace(longRun, (run) => `${[...run].slice(0, longestEcho - 20).join('')}…`).replace(lineBreak, '\u2424');
}
