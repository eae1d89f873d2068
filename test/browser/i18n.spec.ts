/** The language picker switches between the English and French versions of a page. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/** The guides written in French (site/src/content/docs/fr/guides/), as their English paths. */
const frenchGuides = readdirSync(join(import.meta.dirname, '../../site/src/content/docs/fr/guides'))
  .filter((f) => f.endsWith('.md'))
  .map((f) => `/guides/${f.slice(0, -'.md'.length)}/`);

/** The whole URL of `path` on the test server: the French `/fr/x/` must not pass for `/x/`. */
const exactly = (path: string) => new RegExp(`^https?://[^/]+${path.replace(/\//g, '\\/')}$`);

/**
 * Picks a language once the picker can act on it. The picker is a custom element whose
 * listener arrives with the page's module scripts, so a choice made before the page's
 * load event can be lost; `goto` waits for that event, a navigation by the picker does not.
 */
async function pick(page: Page, label: string): Promise<void> {
  await page.waitForLoadState('load');
  // A string: it runs in the page, whose DOM types this project's compiler does not load.
  await page.waitForFunction("customElements.get('starlight-lang-select') !== undefined");
  await page.locator('starlight-lang-select select').locator('visible=true').first().selectOption({ label });
}

for (const path of ['/', '/variants/standard/', '/variants/standard/board/', ...frenchGuides]) {
  test(`${path} switches to French and back`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await pick(page, 'Français');
    await expect(page).toHaveURL(exactly(`/fr${path}`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await pick(page, 'English');
    await expect(page).toHaveURL(exactly(path));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
}

test('variant pages speak the language of their URL', async ({ page }) => {
  await page.goto('/fr/variants/standard/');
  await expect(page.locator('h1')).toHaveText('Diplomacy, carte standard');
  await expect(page.locator('main')).toContainText('Puissances');
  await page.goto('/variants/standard/');
  await expect(page.locator('main')).toContainText('Powers');
});

test('the French guides are there: home, first hour, the language, at least', () => {
  expect(frenchGuides).toEqual(expect.arrayContaining(['/guides/first-hour/', '/guides/language/']));
});

for (const path of ['/', ...frenchGuides]) {
  test(`/fr${path} is written in French, not the English shown as a fallback`, async ({ page }) => {
    await page.goto(`/fr${path}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // Starlight shows an untranslated page's English with lang="en" on <main>.
    await expect(page.locator('main')).toHaveAttribute('lang', 'fr');
    const words = ((await page.locator('main').innerText()).toLowerCase().match(/[a-zà-ÿ’']+/g) ?? []);
    const count = (list: readonly string[]) => words.filter((w) => list.includes(w)).length;
    const french = count(['le', 'la', 'les', 'des', 'une', 'est', 'et', 'du', 'dans', 'pour', 'qui']);
    const english = count(['the', 'and', 'is', 'of', 'to', 'with', 'which', 'that']);
    expect(french).toBeGreaterThan(20);
    expect(french).toBeGreaterThan(3 * english);
  });
}
