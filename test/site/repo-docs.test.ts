import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docsImageUrl, readRepoDocs, rewriteLinks, splitTitle } from '../../site/src/lib/repo-docs.js';
import { repoRoot } from '../support/variants.js';

describe('docs/*.md as site pages', () => {
  it('rewrites links between docs to guide pages, keeping anchors', () => {
    expect(rewriteLinks('see [positions](positions.md) and [orders](./positions.md#orders)', true)).toBe(
      'see [positions](/guides/positions/) and [orders](/guides/positions/#orders)',
    );
  });

  it('rewrites README links to docs/ and to the README itself', () => {
    expect(rewriteLinks('[ref](docs/language.md) [home](../README.md)', false)).toBe('[ref](/guides/language/) home');
    expect(rewriteLinks('[home](../README.md#set-up)', true)).toBe('[home](/#set-up)');
  });

  it('keeps absolute URLs and anchors, and turns links to other repository files into text', () => {
    const text = '[web](https://example.org/a.md) [here](#x) [engine](../engine/index.ts) ![img](pic.png)';
    expect(rewriteLinks(text, true)).toBe('[web](https://example.org/a.md) [here](#x) engine ![img](pic.png)');
  });

  it('takes the first level-1 heading as the title and removes it from the body', () => {
    expect(splitTitle('# The language\n\nText\n## Part\n', 'x')).toEqual({ title: 'The language', body: '\n\nText\n## Part\n' });
    expect(splitTitle('no heading', 'fallback')).toEqual({ title: 'fallback', body: 'no heading' });
  });

  it('makes a page of every docs file, and every link between them lands on one of those pages', () => {
    const docs = readRepoDocs(repoRoot);
    const ids = new Set(docs.map((d) => d.id));
    expect(ids).toContain('guides/language');
    expect(ids).toContain('guides/engine-choices');
    for (const doc of docs) {
      expect(doc.title).not.toMatch(/^guides\//);
      for (const [, target] of doc.body.matchAll(/\]\((\/guides\/[^)#]+)/g)) {
        expect(ids, `${doc.file} links to ${target}`).toContain(target!.replace(/^\//, '').replace(/\/$/, ''));
      }
    }
  });
});

describe('pictures of docs/img/', () => {
  it('are pointed at where the site serves them; other pictures are left as written', () => {
    expect(rewriteLinks('![Spring](img/standard-spring-1901.png)', true)).toBe('![Spring](/docs-img/standard-spring-1901.png)');
    expect(docsImageUrl('./img/a.png')).toBe('/docs-img/a.png');
    expect(docsImageUrl('img/../../secret.png')).toBeNull();
    expect(rewriteLinks('![img](pic.png)', true)).toBe('![img](pic.png)');
  });

  it('shows no path of the machine the site was built on (a rules text is named by its file name)', () => {
    const machinePath = /(^|[\s`'"(])\/(work|home|tmp|root|Users)\/[^\s`'")]*/m;
    const pages = [
      ...readRepoDocs(repoRoot).map((d) => ({ file: d.file, body: d.body })),
      ...contentFiles(join(repoRoot, 'site/src/content/docs')).map((file) => ({ file, body: readFileSync(file, 'utf8') })),
    ];
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) expect(page.body.match(machinePath)?.[0] ?? null, page.file).toBeNull();
  });
});

/** The site's own pages (markdown and MDX) under a folder. */
function contentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? contentFiles(join(dir, e.name)) : /\.mdx?$/.test(e.name) ? [join(dir, e.name)] : []));
}
