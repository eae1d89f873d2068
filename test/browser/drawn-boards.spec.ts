/**
 * Boards drawn from a file (SVG, GeoJSON) get the same pages as generated ones: the
 * board page, and a playground that adjudicates and redraws. The tiny island, built into
 * the fixtures site with the hostile names (prepare.mjs), is drawn three ways.
 */
import { expect, test } from '@playwright/test';
import { hostileUrl } from './playwright.config.js';
import { captureErrors } from './support.js';

for (const id of ['tiny', 'tiny-svg', 'tiny-geojson']) {
  test(`${id}: the playground plays a phase on its board and goes on to the next`, async ({ page }) => {
    const errors = captureErrors(page);
    await page.goto(`${hostileUrl}/variants/${id}/playground/`);
    const playground = page.locator('.dip-playground');
    await expect(playground).toHaveAttribute('data-ready', 'true');
    const board = page.locator('figure.dip-board svg');
    await expect(board.locator('path[data-province="mid"]')).toHaveCount(1);
    await page.locator('.dip-orders').fill('A nor - mid\nF sou - sse');
    await page.getByRole('button', { name: 'Adjudicate' }).click();
    const rows = page.getByTestId('results').locator('tbody tr');
    await expect(rows.filter({ hasText: 'A nor - mid' })).toHaveAttribute('data-outcome', 'succeeded');
    await expect(rows.filter({ hasText: 'F sou - sse' })).toHaveAttribute('data-outcome', 'succeeded');
    // The arrows are drawn on the file's board.
    await expect(board.locator('.orders > *')).toHaveCount(2);
    await page.getByRole('button', { name: 'Next phase' }).click();
    await expect(page.getByTestId('phase')).toHaveText(/Fall 1901/);
    await expect(board.locator('.orders > *')).toHaveCount(0);
    await expect(board.locator('.units > *')).toHaveCount(2);
    expect(errors).toEqual([]);
  });

  test(`${id}: the board page lists a province's neighbours`, async ({ page }) => {
    await page.goto(`${hostileUrl}/fr/variants/${id}/board/`);
    await page.locator('.dip-province-select').selectOption('mid');
    const army = page.getByTestId('neighbours').locator('[data-testid="army"]');
    for (const name of ['Est', 'Nord', 'Ouest', 'Sud']) await expect(army).toContainText(name);
  });
}
