/**
 * The commands of `dipkit`, in the order the help lists them. Add a command with one entry here.
 * Each command's module is loaded only when it runs, so that `dipkit check` never loads the
 * engine, nor `dipkit fmt` the board: start-up time is what a command line is judged by.
 */
import type { Command } from '../command.js';

export interface CommandEntry {
  readonly name: string;
  /** One line, for the tool's help. */
  readonly summary: string;
  readonly load: () => Promise<Command>;
}

export const commands: readonly CommandEntry[] = [
  { name: 'init', summary: 'write a small starter variant to edit', load: async () => (await import('./init.js')).initCommand },
  { name: 'check', summary: 'report errors and warnings in variant files', load: async () => (await import('./check.js')).checkCommand },
  { name: 'build', summary: 'compile variants into JavaScript, types, JSON and a report', load: async () => (await import('./build.js')).buildCommand },
  { name: 'fmt', summary: 'lay variant files out the canonical way', load: async () => (await import('./fmt.js')).fmtCommand },
  { name: 'adjudicate', summary: 'adjudicate one phase of a position file and print the next position', load: async () => (await import('./adjudicate.js')).adjudicateCommand },
  { name: 'play', summary: 'replay a recorded game and report the final position, centres and winner', load: async () => (await import('./play.js')).playCommand },
  { name: 'start', summary: "print a variant's start position, to edit and adjudicate", load: async () => (await import('./start.js')).startCommand },
  { name: 'balance', summary: 'print the distances from each power to its rivals and the neutral centres', load: async () => (await import('./balance.js')).balanceCommand },
  { name: 'render', summary: 'draw a variant board, a position and orders as SVG (or PNG)', load: async () => (await import('./render.js')).renderCommand },
];
