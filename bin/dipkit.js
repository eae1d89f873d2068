#!/usr/bin/env node
// The `dipkit` command: runs the bundled CLI (npm run build:ts writes dist/cli-bundle/).
// One bundle, each command in its own chunk, because loading Chevrotain's hundreds of small
// modules one by one took most of a cold start (bench/cli-start.ts measures it).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const entry = new URL('../dist/cli-bundle/main.js', import.meta.url);
if (!existsSync(fileURLToPath(entry))) {
  process.stderr.write('dipkit: dist/cli-bundle/main.js is missing; run `npm run build:ts` first\n');
  process.exit(2);
}

// A reader that stops early (`dipkit check … | head`) is not an error of ours: stop quietly.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
}

const { main } = await import(entry.href);
process.exitCode = await main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  isTTY: Boolean(process.stdout.isTTY),
  stderrIsTTY: Boolean(process.stderr.isTTY),
});
