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
  // The units given no order hold: their rows are in French too.
  await expect(results(page).filter({ hasText: 'F Edi' })).toHaveText(/F Edi \(H\) \(sans ordre\)/);
  await expect(page.getByTestId('results')).not.toContainText('no order');
  await page.getByRole('button', { name: 'Phase suivante' }).click();
  await expect(page.getByTestId('phase')).toHaveText(/Automne 1901/);
});

test('a bid line refused before the bidding is played leaves no empty results table', async ({ page }) => {
  await ready(page, '/fr/variants/intimate/playground/');
  await page.locator('.dip-orders').fill('Italie 2');
  await page.getByRole('button', { name: 'Arbitrer' }).click();
  await expect(page.getByTestId('results')).toContainText('ligne 1 : une enchère se place sous la puissance d’origine');
  await expect(page.getByTestId('results').locator('table')).toHaveCount(0);
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
  await expect(page.getByTestId('results')).toContainText('Dislodged units: A Hol');
  await page.getByRole('button', { name: 'Next phase' }).click();
  await expect(page.getByTestId('phase')).toHaveText('Spring 1901, retreats');
  await expect(page.locator('figure.dip-board svg .dislodged > *')).not.toHaveCount(0);
  await page.locator('.dip-orders').fill('A Hol - Kie');
  await page.getByRole('button', { name: 'Adjudicate' }).click();
  await expect(results(page).filter({ hasText: 'A Hol - Kie' })).toHaveAttribute('data-outcome', 'succeeded');
  await page.getByRole('button', { name: 'Next phase' }).click();
  await expect(page.getByTestId('phase')).toHaveText('Fall 1901, movement');
});

test('Intimate Diplomacy starts from a set-up form, then the bidding is played and the game goes on', async ({ page }) => {
  const errors = captureErrors(page);
  await ready(page, '/variants/intimate/playground/');
  const setup = page.getByTestId('setup');
  const players = page.getByTestId('players');
  // Prefilled: Anna's list in the variant's order, Ben's reversed; so England and Turkey.
  await expect(setup.getByRole('group', { name: 'Anna’s preferences' })).toBeVisible();
  await expect(setup.getByLabel('Anna, choice 1')).toHaveValue('england');
  await expect(setup.getByLabel('Ben, choice 1')).toHaveValue('turkey');
  await expect(players).toHaveText('Anna: England — 20 credits · Ben: Turkey — 20 credits');
  await expect(page.getByTestId('phase')).toHaveText('Bidding, 1900');
  await expect(page.locator('.dip-hint')).toContainText('("England:")');

  // A list naming a power twice is refused, saying so.
  await setup.getByLabel('Anna, choice 1').selectOption('austria');
  await page.getByRole('button', { name: 'Start again with these choices' }).click();
  await expect(setup.getByRole('status')).toHaveText('Anna’s list must name every power once: England missing, Austria-Hungary twice.');
  await expect(players).toHaveText('Anna: England — 20 credits · Ben: Turkey — 20 credits');
  // Swapped into place, the lists give Anna Austria-Hungary.
  await setup.getByLabel('Anna, choice 5').selectOption('england');
  await page.getByRole('button', { name: 'Start again with these choices' }).click();
  await expect(setup.getByRole('status')).toHaveText('The game starts with these choices.');
  await expect(players).toHaveText('Anna: Austria-Hungary — 24 credits · Ben: Turkey — 20 credits');

  // The bidding, as the hint writes bids: under the home power; ben by name.
  await page.locator('.dip-orders').fill('Austria:\nItaly 5\nGermany 1\nben:\nbid 3 on Italy\nGermany 2');
  await page.getByRole('button', { name: 'Adjudicate' }).click();
  const row = (text: string) => results(page).filter({ has: page.locator('td:nth-child(2)', { hasText: new RegExp(`^${text}$`) }) });
  await expect(row('Italy 5')).toHaveAttribute('data-outcome', 'succeeded');
  await expect(row('bid 3 on Italy')).toContainText('Anna takes Italy');
  await expect(row('Germany 2')).toHaveAttribute('data-outcome', 'succeeded');
  await page.getByRole('button', { name: 'Next phase' }).click();
  await expect(page.getByTestId('phase')).toHaveText('Spring 1901, movement');
  await expect(players).toHaveText('Anna: Austria-Hungary, Italy — 19 credits · Ben: Turkey, Germany — 18 credits');
  await expect(page.locator('.dip-hint')).not.toContainText('Bids');

  // Movement: anna orders Italy's units; France, in anarchy, holds.
  await page.locator('.dip-orders').fill('A Ven - Tyr\nA Par - Bur');
  await page.getByRole('button', { name: 'Adjudicate' }).click();
  await expect(row('A Ven - Tyr')).toHaveAttribute('data-outcome', 'succeeded');
  await expect(row('A Par - Bur')).toContainText('France is in anarchy this year');
  await page.getByRole('button', { name: 'Next phase' }).click();
  await expect(page.getByTestId('phase')).toHaveText('Fall 1901, movement');
  expect(errors).toEqual([]);
});

test('on the French page, the set-up, the bids and their results are in French', async ({ page }) => {
  await ready(page, '/fr/variants/intimate/playground/');
  await expect(page.getByTestId('players')).toHaveText('Anna : Angleterre — 20 crédits · Ben : Turquie — 20 crédits');
  await expect(page.getByTestId('phase')).toHaveText('Enchères, 1900');
  await expect(page.locator('.dip-hint')).toContainText('« Angleterre : »');
  // A bid with no heading is reported; the others are read in the rules' French.
  await page.locator('.dip-orders').fill('Italie 2\nAngleterre :\nenchère 5 sur l’Italie\nTurquie :\noffre 3 pour l’Italie');
  await page.getByRole('button', { name: 'Arbitrer' }).click();
  await expect(page.getByTestId('results')).toContainText('ligne 1 : une enchère se place sous la puissance d’origine ou le nom de l’enchérisseur');
  await expect(results(page).filter({ hasText: 'offre 3' })).toContainText('Anna prend « Italie »');
  await page.getByRole('button', { name: 'Phase suivante' }).click();
  await expect(page.getByTestId('phase')).toHaveText('Printemps 1901, mouvements');
});

test('the 1914 game asks for its coin toss, and Italy joins the player chosen in 1915', async ({ page }) => {
  await ready(page, '/variants/two-players-1914/playground/');
  await page.getByLabel(/the player Italy joins/).selectOption('central');
  await page.getByRole('button', { name: 'Start again with these choices' }).click();
  await expect(page.getByTestId('players')).toHaveText('The Entente: England, France, Russia · The Central Powers: Austria-Hungary, Germany, Turkey');
  for (const phase of ['Spring 1914', 'Fall 1914']) {
    await expect(page.getByTestId('phase')).toHaveText(new RegExp(phase));
    await page.getByRole('button', { name: 'Adjudicate' }).click();
    await page.getByRole('button', { name: 'Next phase' }).click();
  }
  await expect(page.getByTestId('phase')).toHaveText('Spring 1915, movement');
  await expect(page.getByTestId('players')).toContainText('The Central Powers: Austria-Hungary, Germany, Turkey, Italy');
});
