/** Shared by the browser tests: the built site's pages, and console-error capture. */
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Page } from '@playwright/test';

export const distDir = join(import.meta.dirname, '../../site/dist');
export const hostileDistDir = join(import.meta.dirname, '.out/site');

/** Every HTML page of a built site, as a URL path ('/variants/standard/'). */
export function sitePages(dir: string = distDir): string[] {
  const out: string[] = [];
  const visit = (d: string): void => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) {
        if (name !== '_astro' && name !== 'pagefind') visit(path);
      } else if (name === 'index.html') {
        const rel = relative(dir, d).split(sep).join('/');
        out.push(rel === '' ? '/' : `/${rel}/`);
      }
    }
  };
  visit(dir);
  return out.sort();
}

/** Collects console errors and uncaught exceptions of a page from now on. */
export function captureErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  return errors;
}
