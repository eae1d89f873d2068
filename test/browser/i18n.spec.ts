/** The language picker switches between the English and French versions of a page. */
import { expect, test } from '@playwright/test';

for (const path of ['/', '/variants/standard/', '/variants/standard/board/', '/guides/first-hour/']) {
  test(`${path} switches to French and back`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const picker = page.locator('starlight-lang-select select').locator('visible=true').first();
    await picker.selectOption({ label: 'Français' });
    await expect(page).toHaveURL(new RegExp(`/fr${path.replace(/\//g, '\\/')}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.locator('starlight-lang-select select').locator('visible=true').first().selectOption({ label: 'English' });
    await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
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
