#!/usr/bin/env node
// The `dipkit` command: runs the bundled CLI (npm run build:ts writes dist/cli-bundle/),
// one file compiled with V8's code cache (bin/load-bundle.js): loading the sources' modules
// one by one, Chevrotain's hundreds among them, took most of a cold start (bench/cli-start.ts).
'use strict';
const { existsSync } = require('node:fs');
const { bundleFile, loadBundle } = require('./load-bundle.js');

if (!existsSync(bundleFile)) {
  process.stderr.write('dipkit: dist/cli-bundle/main.cjs is missing; run `npm run build:ts` first\n');
  process.exit(2);
}

// A reader that stops early (`dipkit check … | head`) is not an error of ours: stop quietly.
// Any other failure to write (a full disk, /dev/full) is said in a line, on the other stream
// when it can be, never as a stack trace: what was to be written is lost, so exit 1.
for (const [stream, name, other] of [
  [process.stdout, 'standard output', process.stderr],
  [process.stderr, 'standard error', null],
]) {
  stream.on('error', (error) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    if (other !== null) {
      try {
        other.write(`dipkit: cannot write to ${name} (${error.code === 'ENOSPC' ? 'no space left on the device' : (error.code ?? error.message)})\n`);
      } catch {
        // Nowhere left to say it.
      }
    }
    process.exit(1);
  });
}

const { main } = loadBundle();
main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  isTTY: Boolean(process.stdout.isTTY),
  stderrIsTTY: Boolean(process.stderr.isTTY),
}).then((code) => {
  process.exitCode = code;
});
