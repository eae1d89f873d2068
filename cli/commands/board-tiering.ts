/**
 * V8's tiering for a process that generates a board once, cold. By default V8 starts
 * optimising a function (TurboFan, compiled on another thread) after a little bytecode has
 * run in it; a board's generation runs hundreds of functions briefly, and compiling them
 * cost more than it saved: measured on `dipkit check standard.dip` with an empty board
 * cache (9 interleaved runs, loaded 2-core machine), CPU 750 ms by default against 480 ms
 * with an interrupt budget of 1M (15 times V8's), and no slower with 2M or 4M. A function
 * that really runs long (a map of thousands of provinces) is still optimised, a little later.
 *
 * The budget is read when a function's feedback is set up, so it is raised before the
 * board code is loaded; only in the bundled CLI (a process of its own), never where dipkit
 * is used as a library or under the tests.
 */
import { setFlagsFromString } from 'node:v8';

/** Defined (true) by esbuild in the bundled CLI. */
declare const DIPKIT_BUNDLE: boolean | undefined;

const INTERRUPT_BUDGET = 1_000_000;

let raised = false;

export function raiseInterruptBudget(): void {
  if (raised || typeof DIPKIT_BUNDLE === 'undefined' || !DIPKIT_BUNDLE) return;
  setFlagsFromString(`--interrupt-budget=${INTERRUPT_BUDGET}`);
  raised = true;
}
