/** Every page of the built site loads without console errors, and every internal link resolves. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { captureErrors, distDir, sitePages } from './support.js';

const pages = sitePages();

test('the site has the home, guides and every page of every compiled variant, in both languages', () => {
  const variants = readdirSync(join(distDir, '../../out/variants'))
    .filter((f) => f.endsWith('.json') && !f.endsWith('.board.json'))
    .map((f) => f.slice(0, -'.json'.length));
  expect(variants).toContain('standard');
  expect(pages).toContain('/');
  expect(pages).toContain('/fr/');
  expect(pages).toContain('/guides/language/');
  expect(pages).toContain('/guides/first-hour/');
  for (const id of variants) {
    for (const sub of ['', 'board/', 'tables/', 'playground/']) {
      expect(pages).toContain(`/variants/${id}/${sub}`);
      expect(pages).toContain(`/fr/variants/${id}/${sub}`);
    }
  }
});

for (const path of pages) {
  test(`${path} loads without console errors`, async ({ page }) => {
    const errors = captureErrors(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('main')).toBeVisible();
    // A playground draws its board again once it is ready: measure the board it settles on.
    if (path.endsWith('/playground/')) await expect(page.locator('.dip-playground')).toHaveAttribute('data-ready', 'true');
    const boards = page.locator('figure.dip-board svg');
    for (let i = 0; i < (await boards.count()); i++) {
      const box = await boards.nth(i).boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(100);
      expect(box?.height ?? 0).toBeGreaterThan(100);
    }
    expect(errors).toEqual([]);
  });
}

/** The file a site URL path is served from, or null when it has none. */
function fileFor(path: string): string | null {
  const clean = decodeURIComponent(path.split(/[?#]/)[0]!);
  const file = join(distDir, clean);
  if (clean.endsWith('/')) return existsSync(join(file, 'index.html')) ? join(file, 'index.html') : null;
  return existsSync(file) ? file : null;
}

test('every internal link and asset of every page resolves', () => {
  const broken: string[] = [];
  for (const path of pages) {
    const html = readFileSync(fileFor(path)!, 'utf8');
    for (const [, attr, target] of html.matchAll(/\s(href|src)="([^"]*)"/g)) {
      if (!target || /^(?:[a-z]+:|\/\/|#)/i.test(target)) continue;
      const absolute = new URL(target.replace(/&amp;/g, '&'), `http://site${path}`).pathname;
      if (!fileFor(absolute)) broken.push(`${path}: ${attr}="${target}"`);
    }
  }
  expect(broken).toEqual([]);
});

test('links to an anchor on another page point at an element of that page (into a playground: an example to start from)', () => {
  const broken: string[] = [];
  for (const path of pages) {
    const html = readFileSync(fileFor(path)!, 'utf8');
    for (const [, p, anchor] of html.matchAll(/\shref="(\/[^"#]*)#([^"]+)"/g)) {
      const target = `${p}#${anchor}`;
      // A playground's fragment carries the example to start from (a rulebook's links), not an anchor.
      if (p!.endsWith('/playground/')) {
        const fragment = decodeURIComponent(anchor!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))));
        let start: unknown = null;
        try {
          start = JSON.parse(fragment);
        } catch {
          // reported below
        }
        if (typeof start !== 'object' || start === null || !('position' in start)) broken.push(`${path}: ${target}`);
        continue;
      }
      const file = fileFor(p!);
      if (!file) continue;
      if (!readFileSync(file, 'utf8').includes(`id="${decodeURIComponent(anchor!)}"`)) broken.push(`${path}: ${target}`);
    }
  }
  expect(broken).toEqual([]);
});
