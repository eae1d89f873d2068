/**
 * Browser tests of the documentation site, in Debian's Chromium (Playwright cannot
 * download a browser here). `npm run test:browser` builds what is missing first
 * (prepare.mjs), then serves the built site and the hostile-names site statically.
 */
import { defineConfig } from '@playwright/test';

export const siteUrl = 'http://127.0.0.1:4391';
export const hostileUrl = 'http://127.0.0.1:4392';

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
    { command: 'node test/browser/static-server.mjs site/dist 4391', url: `${siteUrl}/`, cwd: '../..', reuseExistingServer: false },
    { command: 'node test/browser/static-server.mjs test/browser/.out/site 4392', url: `${hostileUrl}/`, cwd: '../..', reuseExistingServer: false },
  ],
});
