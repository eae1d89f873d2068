/**
 * A rulebook as HTML for the site's pages: every text from the model or the example data
 * is escaped here (names are data, never markup); the diagrams are the board renderer's
 * SVG, which escapes its own texts. Also gives the headings for the page's table of
 * contents.
 */
import type { Rulebook, ShownExample } from './build-rulebook.js';
import { outcomeText } from './build-rulebook.js';
import type { Block, Chapter, Inline, Lang, Span } from './types.js';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function span(s: Span): string {
  if (typeof s === 'string') return escapeHtml(s);
  if ('code' in s) return `<code>${escapeHtml(s.code)}</code>`;
  return `<strong>${escapeHtml(s.strong)}</strong>`;
}

export function inline(text: Inline): string {
  return typeof text === 'string' ? escapeHtml(text) : text.map(span).join('');
}

const WORDS: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  fr: { power: 'Puissance', order: 'Ordre', result: 'Résultat', dislodged: 'Délogées', special: 'Règles spéciales de cette variante', none: 'aucune', play: 'Rejouer cet exemple dans le bac à sable' },
  en: { power: 'Power', order: 'Order', result: 'Result', dislodged: 'Dislodged', special: 'Special rules of this variant', none: 'none', play: 'Play this example in the playground' },
};

/** The link's words: the variant's own playground, or the map's variant's (this variant's own rules would change the example). */
function playText(e: ShownExample, lang: Lang): string {
  const other = e.playground.otherVariant;
  if (other === null) return WORDS[lang].play;
  return lang === 'fr'
    ? `Rejouer cet exemple dans le bac à sable de « ${escapeHtml(other)} » (les règles propres à cette variante le changeraient)`
    : `Play this example in the playground of ${escapeHtml(other)} (this variant’s own rules would change it)`;
}

function exampleHtml(e: ShownExample, lang: Lang): string {
  const w = WORDS[lang];
  const rows = e.orders.flatMap((p) =>
    p.lines.map(
      (line, i) =>
        `<tr>${i === 0 ? `<th scope="row" rowspan="${p.lines.length}">${escapeHtml(p.power)}</th>` : ''}` +
        `<td><code>${escapeHtml(line.text)}</code></td><td class="rulebook-outcome ${line.outcome}">${escapeHtml(outcomeText(line, lang))}</td></tr>`,
    ),
  );
  return [
    `<figure class="rulebook-example" id="${escapeHtml(e.id)}">`,
    `<figcaption><strong>${escapeHtml(e.label)}.</strong> ${escapeHtml(e.title)}</figcaption>`,
    e.diagram === null ? '' : `<div class="rulebook-board">${e.diagram}</div>`,
    e.explanation.length === 0 ? '' : `<p>${inline(e.explanation)}</p>`,
    `<table class="rulebook-orders"><thead><tr><th scope="col">${w.power}</th><th scope="col">${w.order}</th><th scope="col">${w.result}</th></tr></thead>`,
    `<tbody>${rows.join('')}</tbody></table>`,
    `<p class="rulebook-dislodged">${w.dislodged}${lang === 'fr' ? ' :' : ':'} ${e.dislodged.length === 0 ? w.none : e.dislodged.map((d) => `<code>${escapeHtml(d)}</code>`).join(', ')}</p>`,
    `<p class="rulebook-play"><a href="${escapeHtml(e.playground.href)}">${playText(e, lang)}</a></p>`,
    '</figure>',
  ].join('\n');
}

function blockHtml(block: Block, chapter: Chapter, index: number, depth: number, book: Rulebook): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p>${inline(block.text)}</p>`;
    case 'list':
      return `<ul>${block.items.map((item) => `<li>${inline(item)}</li>`).join('')}</ul>`;
    case 'subheading':
      return `<h${depth + 1} id="${escapeHtml(`${chapter.id}-${index}`)}">${escapeHtml(block.text)}</h${depth + 1}>`;
    case 'examples':
      return (book.examples.get(block.section) ?? []).map((e) => exampleHtml(e, book.lang)).join('\n');
  }
}

export function chapterTitle(chapter: Chapter): string {
  return chapter.section === null ? chapter.title : `${chapter.section}. ${chapter.title}`;
}

function chapterHtml(chapter: Chapter, depth: number, book: Rulebook): string {
  const body = chapter.blocks.map((b, i) => blockHtml(b, chapter, i, depth, book)).filter((s) => s !== '');
  return [
    `<section class="rulebook-chapter" aria-labelledby="${escapeHtml(chapter.id)}">`,
    `<h${depth} id="${escapeHtml(chapter.id)}">${escapeHtml(chapterTitle(chapter))}</h${depth}>`,
    ...body,
    '</section>',
  ].join('\n');
}

const INTRO: Readonly<Record<Lang, string>> = {
  fr: 'Les règles complètes de cette variante : d’abord les règles du jeu, puis ses règles spéciales. Chaque exemple est joué par le moteur d’arbitrage de dipkit quand le site est construit ; le résultat affiché est le sien, et il doit être celui que les règles annoncent.',
  en: 'The complete rules of this variant: the rules of the game first, then its special rules. Every example is played by dipkit’s adjudication engine when the site is built; the outcome shown is the engine’s, and it must be the one the rules state.',
};

/** The id of the heading over the special rules. */
export const SPECIAL_RULES_ID = 'special-rules';

/** The body of the rulebook page (everything under the page title). */
export function rulebookHtml(book: Rulebook): string {
  const parts = [
    `<p class="rulebook-intro">${escapeHtml(INTRO[book.lang])}</p>`,
    ...book.notes.map((n) => `<aside class="rulebook-note"><p>${escapeHtml(n)}</p></aside>`),
    ...book.chapters.map((c) => chapterHtml(c, 2, book)),
  ];
  if (book.special.length > 0) {
    parts.push(`<h2 id="${SPECIAL_RULES_ID}">${escapeHtml(WORDS[book.lang].special)}</h2>`, ...book.special.map((c) => chapterHtml(c, 3, book)));
  }
  return sharedStyles(parts.join('\n'));
}

/**
 * Every diagram of a page carries the board's style sheet (some 5 KB); a style element
 * applies to the whole document, so only the first of identical ones is kept.
 */
export function sharedStyles(html: string): string {
  const seen = new Set<string>();
  return html.replace(/<style>[\s\S]*?<\/style>/g, (style) => {
    if (seen.has(style)) return '';
    seen.add(style);
    return style;
  });
}

export interface Heading {
  readonly depth: number;
  readonly slug: string;
  readonly text: string;
}

/** The chapters as headings, for the page's table of contents. */
export function rulebookHeadings(book: Rulebook): Heading[] {
  const headings: Heading[] = book.chapters.map((c) => ({ depth: 2, slug: c.id, text: chapterTitle(c) }));
  if (book.special.length > 0) {
    headings.push({ depth: 2, slug: SPECIAL_RULES_ID, text: WORDS[book.lang].special });
    headings.push(...book.special.map((c) => ({ depth: 3, slug: c.id, text: chapterTitle(c) })));
  }
  return headings;
}
