// The build's step that writes V8's code cache of the bundled CLI (bin/load-bundle.js): runs
// the CLI in this process as users run it, on what a cold start costs most, a check of
// Standard with its board computed (an empty board cache of its own) and its formatting,
// then keeps the bytecode of every function that ran. Run after the bundle and the land
// file are written: `node bin/write-code-cache.js`.
'use strict';
const { mkdtempSync, renameSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { Writable } = require('node:stream');
const { codeCacheFile, loadBundle } = require('./load-bundle.js');

async function writeCodeCache() {
  const standard = join(__dirname, '../variants/standard/standard.dip');
  const boards = mkdtempSync(join(tmpdir(), 'dipkit-code-cache-'));
  try {
    process.env.DIPKIT_CACHE_DIR = boards;
    const { main, script } = loadBundle();
    const quiet = () => new Writable({ write: (_chunk, _encoding, done) => done() });
    for (const args of [['check', standard], ['fmt', '--check', standard]]) {
      const code = await main(args, { stdout: quiet(), stderr: quiet(), env: process.env, isTTY: false, stderrIsTTY: false });
      if (code !== 0) throw new Error(`dipkit ${args.join(' ')} exited with ${code}`);
    }
    // Written whole or not at all: a half-written cache would only be refused, but costs a read.
    writeFileSync(`${codeCacheFile}.tmp`, script.createCachedData());
    renameSync(`${codeCacheFile}.tmp`, codeCacheFile);
  } finally {
    rmSync(boards, { recursive: true, force: true });
  }
}

writeCodeCache().catch((error) => {
  process.stderr.write(`write-code-cache: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
