/** French elision before a vowel: `de` + `Angleterre` → `d’Angleterre`, `de` + `Rokugan` → `de Rokugan`. */
export function de(word: string): string {
  return /^[aeiouyâàéèêîïôû]/i.test(word) ? `d’${word}` : `de ${word}`;
}
