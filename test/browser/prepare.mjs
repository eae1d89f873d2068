// Before the browser tests: make sure Debian's chromium is installed (Playwright cannot
// download a browser here), and that the site and the hostile-names test site are built
// and not older than their sources. Run by `npm run test:browser`.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
export const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const run = (command, env = {}) => execSync(command, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });

function ensureChromium() {
  if (existsSync(chromium)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `The browser tests need Chromium at ${chromium}. Install it with\n  sudo apt-get update && sudo apt-get install -y chromium\n` +
        `or set CHROMIUM_PATH to a Chromium or Chrome binary.`,
    );
    process.exit(1);
  }
  console.log(`${chromium} is missing: installing Debian's chromium`);
  run('apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium');
}

/** The newest modification time under the paths (files and folders, recursively). */
function newest(paths) {
  let latest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    latest = Math.max(latest, stat.mtimeMs);
    if (stat.isDirectory()) for (const name of readdirSync(path)) if (name !== 'node_modules') visit(join(path, name));
  };
  for (const p of paths) visit(join(root, p));
  return latest;
}

const stamp = (file) => (existsSync(join(root, file)) ? statSync(join(root, file)).mtimeMs : 0);
const sources = ['site/src', 'site/astro.config.mjs', 'editors', 'docs', 'variants', 'model', 'engine', 'board', 'compiler', 'dsl', 'cli', 'package.json'];

function ensureSite() {
  if (stamp('site/dist/index.html') >= newest(sources)) return;
  console.log('The site is missing or older than its sources: npm run build');
  run('npm run build');
}

const hostileOut = 'test/browser/.out';
function ensureHostileSite() {
  if (stamp(`${hostileOut}/site/index.html`) >= Math.max(newest(sources), newest(['test/browser/fixtures', 'test/board/fixtures/tiny']))) return;
  console.log('Building the hostile-names test site');
  rmSync(join(root, hostileOut), { recursive: true, force: true });
  mkdirSync(join(root, hostileOut, 'variants'), { recursive: true });
  // With the hostile names, the tiny island drawn three ways (generated, SVG, GeoJSON):
  // boards drawn from a file get the same pages, playground included.
  const tiny = ['tiny', 'tiny-svg', 'tiny-geojson'].map((n) => `test/board/fixtures/tiny/${n}.dip`).join(' ');
  run(`node bin/dipkit.js build test/browser/fixtures/hostile.dip ${tiny} --out ${hostileOut}/variants`);
  run(`npx astro build --root site --outDir ${join(root, hostileOut, 'site')}`, { DIPKIT_VARIANTS: join(root, hostileOut, 'variants') });
}

ensureChromium();
ensureSite();
ensureHostileSite();
