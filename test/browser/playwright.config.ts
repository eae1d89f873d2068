/**
 * Browser tests of the documentation site, in Debian's Chromium (Playwright cannot
 * download a browser here). `npm run test:browser` builds what is missing first
 * (prepare.mjs), then serves the built site and the hostile-names site statically.
 */
import { createHash } from 'node:crypto';
import { defineConfig } from '@playwright/test';

// Ports derived from the checkout's path, so that two checkouts on one machine can run
// their browser tests at the same time; DIPKIT_TEST_PORT overrides.
const checkout = new URL('../..', import.meta.url).pathname;
const port = Number(process.env.DIPKIT_TEST_PORT ?? 20000 + (createHash('sha256').update(checkout).digest().readUInt16BE(0) % 20000) * 2);
export const siteUrl = `http://127.0.0.1:${port}`;
export const hostileUrl = `http://127.0.0.1:${port + 1}`;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 60_000,
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL: siteUrl,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] },
  },
  webServer: [
    { command: `node test/browser/static-server.mjs site/dist ${port}`, url: `${siteUrl}/`, cwd: '../..', reuseExistingServer: false },
    { command: `node test/browser/static-server.mjs test/browser/.out/site ${port + 1}`, url: `${hostileUrl}/`, cwd: '../..', reuseExistingServer: false },
  ],
});
