/**
 * Splits an order's text into words and symbols.
 *
 * A hyphen written between two letters with no space ("Tyr-Mun", "Saint-Pétersbourg")
 * is kept as a `joiner`: the parser decides whether it joins a name or separates a move.
 * Anything else that looks like an arrow is a `symbol` '-'.
 */
export type Token =
  | { readonly kind: 'word'; readonly text: string }
  | { readonly kind: 'symbol'; readonly text: string }
  | { readonly kind: 'joiner'; readonly text: '-' };

const SYMBOLS = new Set(['(', ')', '/', ':', ',', ';', '[', ']']);
const DASHES = new Set(['-', '–', '—', '→', '>']);
const LETTER = /[\p{L}\p{N}]/u;

export function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  let word = '';
  const flush = (): void => {
    if (word !== '') tokens.push({ kind: 'word', text: word });
    word = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (/\s/u.test(ch)) {
      flush();
    } else if (SYMBOLS.has(ch)) {
      flush();
      tokens.push({ kind: 'symbol', text: ch === '[' ? '(' : ch === ']' ? ')' : ch });
    } else if (DASHES.has(ch) || (ch === '=' && text[i + 1] === '>')) {
      const joins = ch === '-' && LETTER.test(text[i - 1] ?? '') && LETTER.test(text[i + 1] ?? '');
      flush();
      if (joins) {
        tokens.push({ kind: 'joiner', text: '-' });
      } else {
        // '->', '=>', '-->' are one arrow.
        while (i + 1 < text.length && (DASHES.has(text[i + 1]) || text[i + 1] === '>')) i++;
        tokens.push({ kind: 'symbol', text: '-' });
      }
    } else {
      word += ch;
    }
  }
  flush();
  return tokens;
}
