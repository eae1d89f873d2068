/**
 * The rulebook pages in a browser: Colonial's, in both editions and languages, show the
 * standard examples re-expressed on the Colonial map and the errata's in the chapters on
 * the railway and the canal, each as a drawn board with a text alternative and a table
 * of orders and results (a railway move that stops short says where); the 1996 bridge
 * example appears in the 1996 rulebook only; a rulebook page has no serious
 * accessibility violation.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { captureErrors } from './support.js';

test('a Standard example (French) opens in the playground with its position and orders, and plays there as the rulebook shows', async ({ page }) => {
  const errors = captureErrors(page);
  await page.goto('/fr/variants/standard/rulebook/');
  const example = page.locator('figure.rulebook-example').filter({ has: page.locator('td.rulebook-outcome.failed') }).first();
  const caption = (await example.locator('figcaption strong').textContent()) ?? '';
  const failed = await example.locator('td.rulebook-outcome.failed').count();
  const succeeded = await example.locator('td.rulebook-outcome.succeeded').count();
  await example.getByRole('link', { name: 'Rejouer cet exemple dans le bac à sable' }).click();
  await expect(page).toHaveURL(/\/fr\/variants\/standard\/playground\/#/);
  await expect(page.locator('.dip-playground')).toHaveAttribute('data-ready', 'true');
  await expect(page.locator('.dip-example-title')).toContainText(caption.replace(/\.$/, ''));
  await page.getByRole('button', { name: 'Arbitrer' }).click();
  const rows = page.getByTestId('results').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await expect(rows.and(page.locator('[data-outcome="failed"]'))).toHaveCount(failed);
  expect(await rows.and(page.locator('[data-outcome="succeeded"]')).count()).toBeGreaterThanOrEqual(succeeded);
  expect(errors).toEqual([]);
});

test('Intimate Diplomacy (English): every example links to the playground, which opens it with its set-up and plays it as the rulebook shows', async ({ page }) => {
  const errors = captureErrors(page);
  await page.goto('/variants/intimate/rulebook/');
  const examples = page.locator('figure.rulebook-example');
  const count = await examples.count();
  expect(count).toBeGreaterThan(10);
  await expect(page.locator('figure.rulebook-example p.rulebook-play a')).toHaveCount(count);
  const example = examples.filter({ has: page.locator('td.rulebook-outcome.failed') }).first();
  const failed = await example.locator('td.rulebook-outcome.failed').count();
  await example.getByRole('link', { name: 'Play this example in the playground' }).click();
  await expect(page).toHaveURL(/\/variants\/intimate\/playground\/#/);
  await expect(page.locator('.dip-playground')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('phase')).toHaveText('Spring 1901, movement');
  await expect(page.getByTestId('players')).toContainText('Anna: ');
  await page.getByRole('button', { name: 'Adjudicate' }).click();
  const rows = page.getByTestId('results').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await expect(rows.and(page.locator('[data-outcome="failed"]'))).toHaveCount(failed);
  await expect(page.getByTestId('results')).not.toContainText('anarchy');
  expect(errors).toEqual([]);
});

test('Colonial 1996 (English): examples on its own map, drawn, with the railway’s stops', async ({ page }) => {
  const errors = captureErrors(page);
  await page.goto('/variants/colonial-1996/rulebook/');
  await expect(page.locator('h3#rule-railway')).toHaveText('Trans-Siberian Railway');
  const convoy = page.locator('figure#example-11');
  await expect(convoy.locator('figcaption')).toContainText('Example 11.');
  await expect(convoy.locator('svg[role="img"]')).toHaveAttribute('aria-label', /^Board \(Example 11\): Britain: A Bom, F Ars, F Wio; Holland: F Eio, F Sio\./);
  const box = await convoy.locator('svg').boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(200);
  const stop = page.locator('figure#tsr-9-23-stop-before-an-occupied-province');
  await expect(stop.locator('table.rulebook-orders')).toContainText('A Mos - TSR - Vla');
  await expect(stop.locator('td.rulebook-outcome').first()).toHaveText('fails, stops in Irkutsk');
  await expect(page.locator('figure#otaru-sakhalin-bridge')).toHaveCount(1);
  await expect(page.locator('figure.rulebook-example')).toHaveCount(30);
  expect(errors).toEqual([]);
});

test('Colonial 1994 (French): the same examples in French, without the 1996 bridge', async ({ page }) => {
  await page.goto('/fr/variants/colonial-1994/rulebook/');
  await expect(page.locator('figure#example-1 figcaption')).toContainText('Exemple 1.');
  await expect(page.locator('figure#tsr-9-23-stop-before-an-occupied-province td.rulebook-outcome').first()).toHaveText('échoue, s’arrête à « Irkoutsk »');
  await expect(page.locator('h3#rule-gateway')).toHaveText('Le passage par « Égypte »');
  await expect(page.locator('figure#suez-9-35-corrected')).toContainText('F Egy (S) F Red-Med');
  await expect(page.locator('figure#otaru-sakhalin-bridge')).toHaveCount(0);
  await expect(page.locator('figure.rulebook-example')).toHaveCount(29);
});

test('a rulebook page has no serious accessibility violation', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/variants/colonial-1996/rulebook/');
  await page.waitForFunction("[...document.querySelectorAll('pre')].every((pre) => pre.scrollWidth <= pre.clientWidth || pre.hasAttribute('tabindex'))");
  // The diagrams are images (role="img") with a text alternative, checked above: axe need not
  // walk their tens of thousands of shapes, which takes minutes on a loaded machine.
  await expect(page.locator('.rulebook-board svg:not([role="img"]), .rulebook-board svg:not([aria-label])')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).include('main').exclude('.rulebook-board').analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  expect(serious).toEqual([]);
});
