/**
 * The repository's docs/*.md as pages of the site, read at build time (no copies that
 * drift): `docs/language.md` becomes `/guides/language/`. The first `# heading` is the
 * page title; links between the docs and to the README are rewritten to site URLs, and
 * links to other repository files become plain text (the site does not carry them).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

export interface RepoDoc {
  /** The content id: `guides/language`. */
  readonly id: string;
  readonly file: string;
  readonly title: string;
  /** The markdown without its title, links rewritten. */
  readonly body: string;
}

/** The site URL of a docs/*.md or README.md link target, or null when the site has no page for it. */
export function siteUrlOf(target: string, fromDocsDir: boolean): string | null {
  const [path, hash] = target.split('#', 2) as [string, string | undefined];
  const anchor = hash ? `#${hash}` : '';
  if (path === '') return anchor;
  const normalised = fromDocsDir ? path.replace(/^\.\//, '') : path.replace(/^\.\//, '').replace(/^docs\//, '');
  if (fromDocsDir && /^\.\.\/README\.md$/i.test(normalised)) return `/${anchor}`;
  if (!fromDocsDir && /^README\.md$/i.test(normalised)) return `/${anchor}`;
  if (/^[a-z0-9-]+\.md$/i.test(normalised) && (fromDocsDir || path.startsWith('docs/'))) {
    return `/guides/${basename(normalised, '.md').toLowerCase()}/${anchor}`;
  }
  return null;
}

/** The site URL of a picture in docs/img/ (`img/board.png` → `/docs-img/board.png`), or null. */
export function docsImageUrl(target: string): string | null {
  const match = /^(?:\.\/)?img\/([a-z0-9._-]+\.png)$/i.exec(target);
  return match ? `/docs-img/${match[1]}` : null;
}

/** Rewrites `[text](target)` links whose target is relative, and docs/img/ pictures to where the site serves them. */
export function rewriteLinks(markdown: string, fromDocsDir: boolean): string {
  return markdown.replace(/(!?)\[([^\]]*)\]\(([^)\s]+)\)/g, (whole, bang: string, text: string, target: string) => {
    const image = bang && fromDocsDir ? docsImageUrl(target) : null;
    if (image !== null) return `![${text}](${image})`;
    if (bang || /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('/') || target.startsWith('#')) return whole;
    const url = siteUrlOf(target, fromDocsDir);
    return url === null ? text : `[${text}](${url})`;
  });
}

/** Splits off the first level-1 heading as the title. */
export function splitTitle(markdown: string, fallback: string): { title: string; body: string } {
  const match = /^#[ \t]+(.+?)[ \t]*#*[ \t]*$/m.exec(markdown);
  if (!match) return { title: fallback, body: markdown };
  return { title: match[1]!.trim(), body: markdown.slice(0, match.index) + markdown.slice(match.index + match[0].length) };
}

/** Every docs/*.md of the repository at `root`, as pages. */
export function readRepoDocs(root: string): RepoDoc[] {
  const dir = join(root, 'docs');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => {
      const file = join(dir, f);
      const name = basename(f, '.md').toLowerCase();
      const { title, body } = splitTitle(readFileSync(file, 'utf8'), name);
      return { id: `guides/${name}`, file, title, body: rewriteLinks(body, true) };
    });
}
