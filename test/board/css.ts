/** The board's stylesheet read back as rules, to measure what a board draws. */

export interface CssRule {
  readonly selector: string;
  readonly declarations: Readonly<Record<string, string>>;
}

/** The rules of a stylesheet (comments dropped), one per selector of each rule. */
export function cssRules(css: string): CssRule[] {
  const plain = css.replace(/\/\*.*?\*\//gs, '');
  return [...plain.matchAll(/([^{}]+)\{([^}]*)\}/g)].flatMap(([, selectors, body]) => {
    const declarations = Object.fromEntries(
      body
        .split(';')
        .filter((d) => d.includes(':'))
        .map((d) => {
          const i = d.indexOf(':');
          return [d.slice(0, i).trim(), d.slice(i + 1).trim()];
        }),
    );
    return selectors.split(',').map((selector) => ({ selector: selector.trim(), declarations }));
  });
}

/** The value of `property` for exactly `selector`, the last rule that sets it winning; undefined when none does. */
export function styleOf(rules: readonly CssRule[], selector: string, property: string): string | undefined {
  return rules.filter((r) => r.selector === selector && property in r.declarations).at(-1)?.declarations[property];
}

/** The text of the board's own stylesheet (its first `<style>`). */
export function boardCss(svg: string): string {
  const m = /<style>([\s\S]*?)<\/style>/.exec(svg);
  return m ? m[1].replace(/&gt;/g, '>').replace(/&lt;/g, '<').replace(/&amp;/g, '&') : '';
}
