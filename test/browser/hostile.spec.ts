/**
 * A variant whose names are markup and script (fixtures/hostile.dip), built into its own
 * site: every page shows the names as text and runs none of them.
 */
import { expect, test } from '@playwright/test';
import { hostileUrl } from './playwright.config.js';
import { captureErrors, hostileDistDir, sitePages } from './support.js';

const pages = sitePages(hostileDistDir).filter((p) => p.includes('/variants/hostile/'));

test('the hostile variant has its pages', () => {
  expect(pages).toContain('/variants/hostile/');
  expect(pages).toContain('/fr/variants/hostile/playground/');
});

for (const path of pages) {
  test(`${path} shows hostile names as text and runs nothing`, async ({ page }) => {
    const errors = captureErrors(page);
    page.on('dialog', (dialog) => void dialog.dismiss());
    await page.goto(hostileUrl + path);
    if (path.endsWith('/playground/')) await expect(page.locator('.dip-playground')).toHaveAttribute('data-ready', 'true');
    const board = page.locator('.dip-province-select');
    if (await board.count()) {
      await board.selectOption('bay');
      await expect(page.getByTestId('neighbours')).toContainText(path.startsWith('/fr/') ? 'Baie' : 'Bay</textarea><script>');
    }
    if (path.endsWith('/playground/')) {
      await page.locator('.dip-orders').fill('A hil - vale\n</script><img src=x onerror=window.__pwned=9>');
      await page.locator('.dip-adjudicate').click();
      await expect(page.getByTestId('results').locator('tbody tr')).not.toHaveCount(0);
    }
    expect(await page.evaluate(() => (globalThis as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
    // No element a name could have injected.
    expect(await page.locator('main img[src="x"], main u, main b, svg[onload], [onmouseover]').count()).toBe(0);
    if (!path.startsWith('/fr/')) await expect(page.locator('main')).toContainText('<script>window.__pwned');
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  });
}
