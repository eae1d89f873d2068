/**
 * A variant's overview and tables as a reader sees them: its rules in words in the page's
 * language (never a rule id, never the engine's English), the edition played and Colonial's
 * Hong Kong, linked to the rulebook; every column of the wide tables readable on a phone;
 * French headers on one line; and a French 404 page under /fr/.
 */
import { expect, test, type Page } from '@playwright/test';
import { captureErrors } from './support.js';

/** The page's window, for the computed styles (this project's compiler loads no DOM types). */
type Win = { getComputedStyle(element: unknown, pseudo?: string): { content: string; backgroundImage: string; lineHeight: string } };

/** The text of the overview's rules section (the edition and the special rules), up to the next section. */
async function rulesText(page: Page): Promise<string> {
  // A string: it runs in the page, whose DOM types this project's compiler does not load.
  return page.evaluate(`(() => {
    const out = [];
    for (let el = document.getElementById('rules'); el && !(el.tagName === 'H2' && el.id !== 'rules'); el = el.nextElementSibling) out.push(el.innerText);
    return out.join('\\n');
  })()`);
}

test('French overviews say each special rule in French, with names, once', async ({ page }) => {
  const errors = captureErrors(page);
  await page.goto('/fr/variants/intimate/');
  const rules = page.getByTestId('special-rules').locator('li');
  await expect(rules).toHaveCount(1);
  await expect(rules).toContainText('20 crédits pour « Angleterre », « France », « Russie » et « Turquie » ; 22 crédits pour « Allemagne » ; 24 crédits pour « Autriche-Hongrie » et « Italie »');
  await expect(rules.getByRole('link')).toHaveAttribute('href', '/fr/variants/intimate/rulebook/#rule-intimate');
  for (const path of ['/fr/variants/intimate/', '/fr/variants/arsenal/', '/fr/variants/colonial-1994/', '/fr/variants/five-players/']) {
    await page.goto(path);
    const text = await rulesText(page);
    expect(text, path).not.toMatch(/\b(intimate|arsenal|entry-after-occupation|civil-disorder)\s*[:(]/);
    expect(text, path).not.toMatch(/\b(the|may|units|Supply centres|player)\b/);
    expect(text, path).not.toMatch(/\b(china|hon|england|germany)\b/);
  }
  await page.goto('/fr/variants/colonial-1994/');
  await expect(page.getByTestId('special-rules')).toContainText('Les unités de la puissance « Chine » n’entrent dans « Hong Kong »');
  expect(errors).toEqual([]);
});

test('an overview states the edition played and what the map changes, linked to the rulebook', async ({ page }) => {
  await page.goto('/variants/rokugan/');
  await expect(page.getByTestId('edition')).toContainText('1971 edition');
  await expect(page.getByTestId('edition').getByRole('link')).toHaveAttribute('href', '/variants/rokugan/rulebook/#rule-edition-1971');
  await page.goto('/variants/colonial-1996/');
  await expect(page.getByTestId('edition')).toContainText('current edition');
  await expect(page.getByTestId('special-rules')).toContainText('Hong Kong is a supply centre for every power except China');
  await expect(page.getByTestId('features')).toContainText('Trans-Siberian Railway');
  await expect(page.getByTestId('features').locator('a[href="/variants/colonial-1996/rulebook/#rule-railway"]')).toHaveCount(1);
  await page.goto('/variants/five-players/');
  await expect(page.getByTestId('special-rules')).toContainText('Germany and Italy have no player (civil disorder): their units hold');
  await page.goto('/variants/three-players-1/');
  await expect(page.locator('#players + ul')).toContainText('Russia: one player for this power alone');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every column of the powers and provinces tables is on screen, each cell after its column’s name', async ({ page }) => {
    await page.goto('/variants/standard/');
    const startUnits = page.locator('.dip-stack tbody tr').first().locator('td[data-label="Start units"]');
    await startUnits.scrollIntoViewIfNeeded();
    await expect(startUnits).toBeVisible();
    const box = (await startUnits.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await expect(startUnits).toContainText('A Liverpool');
    expect(await startUnits.evaluate((td) => (globalThis as unknown as Win).getComputedStyle(td, '::before').content)).toContain('Start units');

    await page.goto('/fr/variants/colonial-1996/tables/');
    const row = page.locator('#province-hon');
    await row.scrollIntoViewIfNeeded();
    for (const label of ['Terrain', 'Centre', 'Centre d’origine\u00a0de']) {
      const cell = row.locator(`td[data-label="${label}"]`);
      const b = (await cell.boundingBox())!;
      expect(b.x + b.width, label).toBeLessThanOrEqual(390);
    }
    await expect(row.locator('td[data-label="Centre d’origine\u00a0de"]')).toHaveText('Grande-Bretagne');
    // A table left whole (a few columns) still says when it scrolls sideways: a shadow on its edge.
    const wrap = page.locator('.dip-table-wrap:not(.dip-stack)').first();
    expect(await wrap.evaluate((el) => (globalThis as unknown as Win).getComputedStyle(el).backgroundImage)).toContain('radial-gradient');
  });
});

test('on a desktop, French table headers wrap onto two lines at most, and the provinces table fits the page', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  for (const path of ['/fr/variants/colonial-1996/tables/', '/fr/variants/standard/tables/']) {
    await page.goto(path);
    const header = (name: string) => page.locator('table.dip-provinces thead th', { hasText: name });
    const line = await page.locator('table.dip-provinces thead th').first().evaluate((th) => parseFloat((globalThis as unknown as Win).getComputedStyle(th).lineHeight));
    const home = (await header('Centre d’origine').boundingBox())!;
    expect(home.height, path).toBeLessThanOrEqual(2 * line + 2 * 8 + 1); // two lines and the cell's padding
    const wrap = page.locator('.dip-table-wrap', { has: page.locator('table.dip-provinces') });
    expect(await wrap.evaluate((el) => el.scrollWidth - el.clientWidth), path).toBeLessThanOrEqual(0);
  }
});

test('a missing page under /fr/ gets the French 404, at its own address; elsewhere the English one', async ({ page }) => {
  await page.goto('/fr/nope/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('main')).toContainText('Page introuvable');
  await expect(page).toHaveURL(/\/fr\/nope\/$/);
  await page.goto('/nope/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('main')).not.toContainText('Page introuvable');
});

test('the PNG download of a board carries a key of the provinces’ names under its legend', async ({ page, request }) => {
  for (const [path, said] of [['/variants/standard/', 'standard.png: empty board with a key of the names (PNG)'], ['/fr/variants/standard/', 'standard.png\u00a0: carte vide avec la clé des noms (PNG)']]) {
    await page.goto(path);
    const item = page.locator('li', { has: page.locator('a[href="/downloads/standard.png"]') });
    await expect(item, path).toHaveText(said);
  }
  const png = await (await request.get('/downloads/standard.png')).body();
  const svg = await (await request.get('/downloads/standard.svg')).text();
  // Sizes from the PNG's header and the SVG's root: the PNG is 1,600 px wide, and taller than
  // the SVG scaled to that width by the key's rows (Standard's 75 names take five or more).
  const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
  const [svgWidth, svgHeight] = [Number(/width="(\d+)"/.exec(svg)![1]), Number(/height="(\d+)"/.exec(svg)![1])];
  expect(width).toBe(1600);
  expect(height).toBeGreaterThan((svgHeight * 1600) / svgWidth + 5 * 21);
});
