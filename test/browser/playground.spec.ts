/** The playground: the engine adjudicates typed orders in the browser and the board is redrawn. */
import { expect, test, type Page } from '@playwright/test';
import { captureErrors } from './support.js';

async function ready(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('.dip-playground')).toHaveAttribute('data-ready', 'true');
}

const results = (page: Page) => page.getByTestId('results').locator('tbody tr');

test('orders in English are adjudicated, drawn, and the next phase is played', async ({ page }) => {
  const errors = captureErrors(page);
  await ready(page, '/variants/standard/playground/');
  await expect(page.getByTestId('phase')).toHaveText(/Spring 1901/);
  await page.locator('.dip-orders').fill('A Par - Bur\nA Mar - Bur\nF Lon - Nth\nA Lvp - Yor\nGermany:\nA Mun - Bur');
  await page.getByRole('button', { name: 'Adjudicate' }).click();
  const row = (text: string) => results(page).filter({ has: page.locator('td:nth-child(2)', { hasText: new RegExp(`^${text}$`) }) });
  // One row per order given, and one per unit left without an order (it holds).
  await expect(results(page)).toHaveCount(22);
  await expect(row('A Par - Bur')).toHaveAttribute('data-outcome', 'failed');
  await expect(row('F Lon - Nth')).toHaveAttribute('data-outcome', 'succeeded');
  await expect(row('A Mun - Bur')).toContainText('Germany');
  // The board is redrawn with the orders on it.
  await expect(page.locator('figure.dip-board svg .orders > *')).not.toHaveCount(0);

  await page.getByRole('button', { name: 'Next phase' }).click();
  await expect(page.getByTestId('phase')).toHaveText(/Fall 1901/);
  await expect(page.locator('figure.dip-board svg .orders > *')).toHaveCount(0);
  // The fleet now stands in the North Sea.
  await expect(page.locator('figure.dip-board svg').getByText('North Sea', { exact: false }).first()).toBeAttached();
  await page.locator('.dip-orders').fill('F Nth - Nwy');
  await page.getByRole('button', { name: 'Adjudicate' }).click();
  await expect(results(page).filter({ hasText: 'F Nth - Nwy' })).toHaveAttribute('data-outcome', 'succeeded');
  expect(errors).toEqual([]);
});

test("the rules' French notation works on the French page, with results in French", async ({ page }) => {
  await ready(page, '/fr/variants/standard/playground/');
  await expect(page.getByTestId('phase')).toHaveText('Printemps 1901, mouvements');
  await page.locator('.dip-orders').fill('A Par-Bou\nF Bre-Manche');
  await page.getByRole('button', { name: 'Arbitrer' }).click();
  const row = results(page).filter({ hasText: 'A Par-Bou' });
  await expect(row).toHaveAttribute('data-outcome', 'succeeded');
  await expect(row).toContainText('réussi');
  await expect(results(page).filter({ hasText: 'F Bre-Manche' })).toHaveAttribute('data-outcome', 'succeeded');
  await page.getByRole('button', { name: 'Phase suivante' }).click();
  await expect(page.getByTestId('phase')).toHaveText(/Automne 1901/);
});

test('the engine’s reasons are in French on the French page', async ({ page }) => {
  await ready(page, '/fr/variants/standard/playground/');
  await page.locator('.dip-orders').fill('A Par-Bou\nA Mar-Bou\nAngleterre :\nA Lon-Atlantide\nRussie :\nA Mos-Sai');
  await page.getByRole('button', { name: 'Arbitrer' }).click();
  const row = (text: string) => results(page).filter({ has: page.locator('td:nth-child(2)', { hasText: new RegExp(`^${text}$`) }) });
  await expect(row('A Par-Bou')).toContainText('échoué — repoussée en Bou, face à A Mar-Bou (1 contre 1)');
  await expect(row('A Lon-Atlantide')).toContainText('province inconnue « Atlantide »');
  // Places the engine names are written as the French notation does (Stp: Sai, for Saint-Pétersbourg).
  await expect(row('A Mos-Sai')).toContainText('ne peut pas déloger une unité de sa propre puissance en Sai');
  await expect(page.getByTestId('results')).not.toContainText('bounced');
});

test('an order the engine cannot read is reported, and the unit holds', async ({ page }) => {
  await ready(page, '/variants/standard/playground/');
  await page.locator('.dip-orders').fill('England:\nA Lon - Atlantis');
  await page.getByRole('button', { name: 'Adjudicate' }).click();
  await expect(results(page).filter({ hasText: 'Atlantis' })).toHaveAttribute('data-outcome', 'invalid');
});

test('a position passed in the link starts the playground from there', async ({ page }) => {
  const start = {
    title: 'Example',
    position: {
      variant: 'standard',
      phase: { season: 'fall', year: 1905, kind: 'movement' },
      units: [
        { power: 'england', type: 'fleet', location: 'nth' },
        { power: 'germany', type: 'army', location: 'hol' },
      ],
    },
    orders: { england: ['F Nth - Hol'] },
  };
  await ready(page, `/variants/standard/playground/#${encodeURIComponent(JSON.stringify(start))}`);
  await expect(page.getByTestId('phase')).toHaveText(/Fall 1905/);
  await expect(page.locator('.dip-orders')).toHaveValue(/F Nth - Hol/);
  await page.getByRole('button', { name: 'Adjudicate' }).click();
  await expect(results(page).filter({ hasText: 'F Nth - Hol' })).toHaveAttribute('data-outcome', 'failed');
});

test('a dislodged unit is shown, then retreats in the retreats phase', async ({ page }) => {
  const start = {
    position: {
      variant: 'standard',
      phase: { season: 'spring', year: 1901, kind: 'movement' },
      units: [
        { power: 'england', type: 'army', location: 'bel' },
        { power: 'england', type: 'fleet', location: 'nth' },
        { power: 'germany', type: 'army', location: 'hol' },
      ],
    },
    orders: { england: ['A Bel - Hol', 'F Nth S A Bel - Hol'] },
  };
  await ready(page, `/variants/standard/playground/#${encodeURIComponent(JSON.stringify(start))}`);
  await page.getByRole('button', { name: 'Adjudicate' }).click();
  await expect(page.getByTestId('results')).toContainText('Dislodged units: A hol');
  await page.getByRole('button', { name: 'Next phase' }).click();
  await expect(page.getByTestId('phase')).toHaveText('Spring 1901, retreats');
  await expect(page.locator('figure.dip-board svg .dislodged > *')).not.toHaveCount(0);
  await page.locator('.dip-orders').fill('A Hol - Kie');
  await page.getByRole('button', { name: 'Adjudicate' }).click();
  await expect(results(page).filter({ hasText: 'A Hol - Kie' })).toHaveAttribute('data-outcome', 'succeeded');
  await page.getByRole('button', { name: 'Next phase' }).click();
  await expect(page.getByTestId('phase')).toHaveText('Fall 1901, movement');
});
