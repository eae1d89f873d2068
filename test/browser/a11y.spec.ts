/** No serious or critical axe-core violation on the site's kinds of pages; boards carry text alternatives. */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const pages = [
  '/',
  '/fr/',
  '/guides/first-hour/',
  '/guides/language/',
  '/variants/standard/',
  '/fr/variants/standard/',
  '/variants/standard/board/',
  '/variants/standard/tables/',
  '/variants/standard/playground/',
  '/fr/variants/two-players-1914/playground/',
  '/variants/intimate/playground/',
  '/fr/variants/intimate/playground/',
  '/variants/two-players-1914/',
];

for (const path of pages) {
  test(`${path} has no serious accessibility violation`, async ({ page }) => {
    await page.goto(path);
    if (path.endsWith('/playground/')) await expect(page.locator('.dip-playground')).toHaveAttribute('data-ready', 'true');
    // Expressive Code's script makes a code block that scrolls focusable once it has measured
    // it (a ResizeObserver, after load): wait for that, so axe does not race it.
    await page.waitForFunction("[...document.querySelectorAll('pre')].every((pre) => pre.scrollWidth <= pre.clientWidth || pre.hasAttribute('tabindex'))");
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
    expect(serious).toEqual([]);
  });
}

test('boards have a title and a text alternative', async ({ page }) => {
  await page.goto('/variants/standard/board/');
  const svg = page.locator('figure.dip-board svg');
  await expect(svg).toHaveAttribute('aria-label', 'Board of Standard Diplomacy');
  await expect(svg.locator('> title')).toHaveText('Standard Diplomacy');
  await expect(page.locator('figure.dip-board figcaption')).toHaveText('Board of Standard Diplomacy');
});

test('a French board is named in French, with the elision before a vowel', async ({ page }) => {
  await page.goto('/fr/variants/intimate/board/');
  await expect(page.locator('figure.dip-board svg')).toHaveAttribute('aria-label', 'Carte d’Intimate Diplomacy');
  await page.goto('/fr/variants/rokugan/board/');
  await expect(page.locator('figure.dip-board figcaption')).toHaveText('Carte de Rokugan');
});
