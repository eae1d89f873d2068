// Loads the bundled CLI, dist/cli-bundle/main.cjs (npm run build:ts writes it), compiled with
// V8's code cache, dist/cli-bundle/main.cache, which the build makes by running the CLI once
// (bin/write-code-cache.js). Without the cache, V8 parses the bundle and compiles each function
// as it first runs: about 40 ms of a cold `dipkit check standard.dip` (bench/cli-start.ts),
// which the cache's bytecode saves. Node 20 has no compile cache of its own for modules
// (module.enableCompileCache came in Node 22), hence one CommonJS file run through vm.Script,
// as Node runs any CommonJS module. A cache that does not fit (another Node, other flags) is
// refused by V8, which then compiles from the source: slower, never wrong.
//
// CommonJS (bin/package.json), as the bundle is: an ES module entry costs a cold start a few ms more.
'use strict';
const { isAscii } = require('node:buffer');
const { readFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const { dirname, join } = require('node:path');
const { setFlagsFromString } = require('node:v8');
const { Script } = require('node:vm');

const bundleFile = join(__dirname, '../dist/cli-bundle/main.cjs');
const codeCacheFile = join(__dirname, '../dist/cli-bundle/main.cache');

// V8 compiles a function's bytecode to baseline code (Sparkplug, quick to make) once a little of
// it has run (the interrupt budget), and optimises it (TurboFan, on another thread) after a few
// such budgets more. Generating a board runs hundreds of functions briefly, once, and optimising
// them cost more than it saved: on `dipkit check standard.dip` with an empty board cache, CPU
// 750 ms by default against 480 ms with a budget of 1M (15 times V8's). A budget of 132k with 25
// budgets before optimising (V8's: 3) keeps optimisation about as late, but gives baseline code
// eight times sooner: against the 1M budget, the miss 353 ms against 363 (25 interleaved runs),
// a cold check of a 10,000-province map 2.20 s against 2.38, `dipkit build` of every variant
// 1.13 s against 1.20. A function that really runs long is still optimised. Set before the
// bundle is compiled: the code cache is only taken by a process with the flags it was made with.
const V8_FLAGS = '--interrupt-budget=132000 --ticks-before-optimization=25';

/** The code cache, or undefined when there is none to read (the bundle is then compiled from its source). */
function readCodeCache() {
  try {
    return readFileSync(codeCacheFile);
  } catch {
    return undefined;
  }
}

/** The bundle's exports (`main`), and the script it was run from (whose code the cache keeps). */
function loadBundle() {
  setFlagsFromString(V8_FLAGS);
  // The bundle is ASCII (a test sees to it): read as one-byte text, faster than decoding UTF-8.
  const bytes = readFileSync(bundleFile);
  const source = bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8');
  const cachedData = readCodeCache();
  // Wrapped as Node wraps a CommonJS module, its arguments passed below.
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, { filename: bundleFile, cachedData });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(bundleFile), module, bundleFile, dirname(bundleFile));
  return { main: module.exports.main, script };
}

module.exports = { bundleFile, codeCacheFile, loadBundle };
