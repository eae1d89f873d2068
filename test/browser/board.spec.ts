/** The board page: the board is drawn, names show on hover, a click lists neighbours by army and fleet, per coast. */
import { expect, test } from '@playwright/test';
import { captureErrors } from './support.js';

test('clicking Burgundy lists its neighbours by army and says no fleet can go there', async ({ page }) => {
  const errors = captureErrors(page);
  await page.goto('/variants/standard/board/');
  const board = page.locator('figure.dip-board svg');
  await expect(board).toBeVisible();
  await expect(board.locator('path[data-province="bur"] > title')).toHaveText('Burgundy');
  await page.locator('text.label[data-province="bur"]').click();
  const panel = page.getByTestId('neighbours');
  await expect(panel.locator('h3')).toHaveText('Neighbours: Burgundy');
  await expect(panel.locator('[data-testid="army"]')).toHaveText(/Belgium.*Gascony.*Marseilles.*Munich.*Paris.*Picardy.*Ruhr/);
  await expect(panel.locator('[data-testid="fleet"]')).toHaveText('none');
  await expect(board.locator('path.selected[data-province="bur"]')).toHaveCount(1);
  await expect(board.locator('path.neighbour-army[data-province="par"]')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('Spain lists its fleet neighbours per coast', async ({ page }) => {
  await page.goto('/variants/standard/board/');
  await page.locator('text.label[data-province="spa"]').click();
  const panel = page.getByTestId('neighbours');
  await expect(panel.locator('[data-testid="army"]')).toHaveText('Gascony, Marseilles, Portugal');
  await expect(panel.locator('[data-testid="fleet-spa/nc"]')).toHaveText('Gascony, Mid-Atlantic Ocean, Portugal');
  await expect(panel.locator('[data-testid="fleet-spa/sc"]')).toHaveText(/Gulf of Lyon.*Mid-Atlantic Ocean.*Marseilles.*Portugal.*Western Mediterranean/);
});

test('the list of provinces does the same for keyboards, in French on the French page', async ({ page }) => {
  await page.goto('/fr/variants/standard/board/');
  await page.locator('.dip-province-select').selectOption('mar');
  const panel = page.getByTestId('neighbours');
  await expect(panel.locator('h3')).toHaveText('Voisins\u00a0: Marseille');
  await expect(panel.locator('[data-testid="fleet"]')).toHaveText(/Golfe du Lion|Lion/);
  await expect(panel.locator('[data-testid="fleet"]')).toContainText('Espagne (');
});

test('the French page draws the board in French: names on hover, the legend, impassable areas', async ({ page }) => {
  await page.goto('/fr/variants/standard/board/');
  const board = page.locator('figure.dip-board svg');
  await expect(board).toHaveAttribute('lang', 'fr');
  await expect(board.locator('path[data-province="mun"] > title')).toHaveText('Munich');
  await expect(board.locator('path[data-province="lon"] > title')).toHaveText('Londres');
  await expect(board.locator('text.impassable-name[data-province="swi"]')).toHaveText('SuisseSuisse / Switzerland'); // its name, then its title
  await expect(board.locator('.legend')).toContainText('Angleterre');
  await expect(board.locator('.legend')).toContainText('centre de ravitaillement');
});

test('zoom buttons and the wheel change the view, reset restores it', async ({ page }) => {
  await page.goto('/variants/standard/board/');
  const board = page.locator('figure.dip-board svg');
  const full = await board.getAttribute('viewBox');
  await page.getByRole('button', { name: 'Zoom in' }).click();
  const zoomed = await board.getAttribute('viewBox');
  expect(zoomed).not.toBe(full);
  expect(Number(zoomed!.split(' ')[2])).toBeLessThan(Number(full!.split(' ')[2]));
  await page.getByRole('button', { name: 'Reset view' }).click();
  await expect(board).toHaveAttribute('viewBox', full!);
  await board.hover();
  await page.mouse.wheel(0, -300);
  await expect(board).not.toHaveAttribute('viewBox', full!);
});
