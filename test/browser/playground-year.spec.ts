/**
 * Every shipped variant's playground plays a whole year from its start position, with its
 * set-up (setup form defaults) where its rules need one. Each phase the test types what
 * the engine's legal-order listing offers first for each unit (a move where there is one),
 * the first legal build or disband of each power, or, in a bidding, the bid the page's
 * hint shows; it plays the same text with the engine here, and the page must reach the
 * same phases, never blocked.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { adjudicate } from '../../engine/adjudicate.js';
import { startPosition } from '../../engine/game/start-position.js';
import { formatOrder } from '../../engine/orders/format-order.js';
import { legalOrdersByUnit, legalOrdersForPower } from '../../engine/orders/legal-orders.js';
import { activeRules } from '../../engine/rules/registry.js';
import type { Order, Position } from '../../engine/types.js';
import type { Variant } from '../../model/variant.js';
import { phaseName } from '../../site/src/lib/phase-name.js';
import { readTypedOrders } from '../../site/src/lib/playground-orders.js';
import { defaultChoices, setupOf, withSetup } from '../../site/src/lib/playground-setup.js';
import { captureErrors } from './support.js';

const variantsDir = join(import.meta.dirname, '../../out/variants');
const variants: Variant[] = readdirSync(variantsDir)
  .filter((f) => f.endsWith('.json') && !f.endsWith('.report.json') && !f.endsWith('.board.json'))
  .map((f) => JSON.parse(readFileSync(join(variantsDir, f), 'utf8')) as Variant)
  .sort((a, b) => a.id.localeCompare(b.id));

const englishName = (variant: Variant, power: string): string => variant.powers.find((p) => p.id === power)?.names.en ?? power;

/** The orders of a phase as a reader would type them: one heading per power, the first legal order of each unit. */
function ordersText(variant: Variant, position: Position, hint: string): string {
  const rules = activeRules(variant, position);
  const byPower = new Map<string, Order[]>();
  const add = (power: string, order: Order | undefined): void => {
    if (order !== undefined && rules.ordersRefused(power) === null) byPower.set(power, [...(byPower.get(power) ?? []), order]);
  };
  switch (position.phase.kind) {
    case 'bidding': {
      // The hint's example: 'Bids: under the player's home power ("England:"), … e.g. "Italy 5" …'.
      const example = /\("(.+?):"\).*?"(.+?)"/.exec(hint);
      expect(example, hint).not.toBeNull();
      return `${example![1]}:\n${example![2]}`;
    }
    case 'adjustments':
      for (const power of variant.powers) add(power.id, legalOrdersForPower(variant, position, power.id).find((o) => o.kind !== 'waive'));
      break;
    default:
      for (const unit of legalOrdersByUnit(variant, position)) add(unit.power, unit.orders.find((o) => o.kind === 'move') ?? unit.orders[0]);
  }
  return [...byPower].map(([power, orders]) => [`${englishName(variant, power)}:`, ...orders.map((o) => formatOrder(variant, o))].join('\n')).join('\n');
}

async function ready(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('.dip-playground')).toHaveAttribute('data-ready', 'true');
}

for (const variant of variants) {
  test(`the ${variant.id} playground plays a whole year from its start`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors = captureErrors(page);
    await ready(page, `/variants/${variant.id}/playground/`);
    const setup = setupOf(variant);
    // The form is there exactly when the rules need a set-up.
    await expect(page.getByTestId('setup')).toHaveCount(setup === null ? 0 : 1);
    const bare = startPosition(variant);
    let position = setup === null ? bare : withSetup(bare, setup, defaultChoices(setup));
    const first = position.phase;
    await expect(page.getByTestId('phase')).toHaveText(phaseName(variant, first, 'en'));
    const met: string[] = [];
    for (let i = 0; i < 12 && !(position.phase.year > first.year && position.phase.season === first.season); i++) {
      met.push(phaseName(variant, position.phase, 'en'));
      const text = ordersText(variant, position, (await page.locator('.dip-hint').textContent()) ?? '');
      const typed = readTypedOrders(variant, position, text);
      expect(typed.problems, text).toEqual([]);
      const result = adjudicate(variant, position, typed.orders);
      expect(result.blocked).toBeUndefined();
      await page.locator('.dip-orders').fill(text);
      await page.getByRole('button', { name: 'Adjudicate' }).click();
      await expect(page.getByTestId('results').locator('tbody tr')).toHaveCount(result.results.length);
      await expect(page.getByRole('button', { name: 'Next phase' })).toBeEnabled();
      await page.getByRole('button', { name: 'Next phase' }).click();
      position = result.next;
      await expect(page.getByTestId('phase')).toHaveText(phaseName(variant, position.phase, 'en'));
    }
    // A whole year: back to the season it started in, a year later.
    expect(position.phase.year, met.join(' → ')).toBe(first.year + 1);
    expect(position.phase.season).toBe(first.season);
    expect(met.length).toBeGreaterThanOrEqual(2);
    expect(errors).toEqual([]);
  });
}
