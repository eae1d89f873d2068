/**
 * Which optional routes the site has. The rulebook pages are written by another part of
 * the project (site/src/pages/variants/[id]/rulebook.astro and its /fr/ twin); the
 * sidebar and the variant tabs link them only once they exist, so no link is broken.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export function hasRulebookRoute(root: string = process.env.DIPKIT_ROOT ?? '.'): boolean {
  return existsSync(join(root, 'site/src/pages/variants/[id]/rulebook.astro'));
}
