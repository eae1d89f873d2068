/** `dipkit adjudicate POSITION.json [ORDERS]`: adjudicate one phase and show the next position. */
import { existsSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { compileFile } from '../../compiler/compile.js';
import { writeFilesAtomically } from '../../files/write-files.js';
import { isFile } from '../../files/path-kind.js';
import { formatDiagnostics } from '../../compiler/format-diagnostics.js';
import { describeReadProblem, readTextFile } from '../../files/read-file.js';
import type { Variant } from '../../model/variant.js';
import { yearBeyondProblem } from '../../model/year.js';
import { adjudicate } from '../../engine/adjudicate.js';
import { adjustmentBalances } from '../../engine/adjustments/adjudicate-adjustments.js';
import { lostBuilds, type LostBuilds } from '../../engine/adjustments/lost-builds.js';
import { loadOrders } from '../../engine/files/load-orders.js';
import { loadPosition } from '../../engine/files/load-position.js';
import { formatPhase } from '../../engine/files/phase.js';
import { centreCounts } from '../../engine/files/replay-game.js';
import { formatLocation } from '../../engine/orders/format-order.js';
import { winningPlayer } from '../../engine/game/winner.js';
import { legalOrders } from '../../engine/orders/legal-orders.js';
import { activeRules } from '../../engine/rules/registry.js';
import type { Adjudication, OrderResult, Position, Unit } from '../../engine/types.js';
import { UsageError, type Command } from '../command.js';
import { clipEcho } from '../clip-echo.js';
import { jsonOnFailure } from '../json-failure.js';
import { systemProblem } from '../system-problem.js';
import { exitCodes, type CliIo } from '../io.js';
import { checkFormat, parseOptions } from '../parse-options.js';
import { playerName, powerName } from './power-names.js';
import { checkRoot, rootHelp, rootOption } from './root-option.js';
import { isIdentifier } from '../../dsl/identifier.js';
import { readObject, type Problems } from '../../engine/files/json-input.js';
import { dipFilesNamed } from './find-variant-files.js';
import { shippedVariants } from './shipped-variants.js';
import { variantGiven, variantNamedInFile } from './variant-named-in-file.js';

const help = `Usage: dipkit adjudicate [VARIANT[.dip]] POSITION.json [ORDERS | --orders ORDERS] [--format json|text] [--next NEXT.json]

Adjudicates the orders of one phase of a position and prints each order's
result and the position of the next phase (docs/positions.md describes both
files). ORDERS is a JSON file { "england": ["F Nth - Nwy", …], … } or text with
a heading per power ("England:" then one order per line; an order before any
heading goes to the power whose unit it orders); without it every unit holds.

The variant is the position's "variant" id, compiled from ID.dip in the current
folder, else from variants/**/ID.dip under it, else from the variants dipkit
ships (standard, colonial-1996…), unless a first argument or --variant names
it: a .dip file or an id (as \`dipkit render VARIANT POSITION.json\`).

Options:
  --variant V      the variant: a .dip file, or an id looked up as above
  --orders FILE    the ORDERS file, named as \`dipkit render\` takes it
  --format F       json (default): { "results", "dislodged", "next" }, or
                   { "errors" } when it fails;
                   text: one line per order (✓ succeeded, ✗ failed or invalid,
                   with the reason), then the next position
  --next FILE      also write the next position to FILE, a position file
                   to adjudicate the next phase from (turn after turn)
${rootHelp(19)}
  -h, --help       show this help

Exit codes: 0 adjudicated, 1 problems in the files, 2 bad usage.
`;

const options = {
  variant: { type: 'string' },
  orders: { type: 'string' },
  format: { type: 'string', default: 'json' },
  next: { type: 'string' },
  ...rootOption,
} as const;

type Values = ReturnType<typeof parseOptions<typeof options>>['values'];

export const adjudicateCommand: Command = {
  name: 'adjudicate',
  help,
  async run(args, io) {
    const { values, positionals } = parseOptions(args, options);
    checkRoot(values.root);
    checkFormat(values.format);
    return jsonOnFailure(io, values.format === 'json', (watched) => adjudicateFiles(values, positionals, watched));
  },
};

async function adjudicateFiles(values: Values, positionals: readonly string[], io: CliIo): Promise<number> {
  // A first argument naming a .dip file is the variant, as render takes it; so is a variant's
  // id, when no file has that name (a position file named like an id is still read).
  const first = positionals[0];
  const variantFirst = first !== undefined && (first.endsWith('.dip') || (positionals.length > 1 && isIdentifier(first) && !existsSync(first)));
  if (variantFirst && values.variant !== undefined) throw new UsageError(`the variant is given twice: ${positionals[0]} and --variant ${values.variant}`);
  const files = variantFirst ? positionals.slice(1) : positionals;
  if (files.length < 1 || files.length > 2) throw new UsageError('give a POSITION.json file and, optionally, an ORDERS file (the variant first, or with --variant)');
  if (files.length === 2 && values.orders !== undefined) throw new UsageError(`the orders are given twice: ${files[1]} and --orders ${values.orders}`);
  const [positionFile, ordersFile = values.orders] = files;

  const positionText = readText(positionFile, io);
  if (positionText === null) return exitCodes.diagnostics;
  const variant = variantFor(positionFile, positionText, variantFirst ? positionals[0] : values.variant, io, values.root);
  if (variant === null) return exitCodes.diagnostics;

  const position = loadPosition(variant, positionText);
  if (!position.ok) return report(io, positionFile, position.errors);
  let orders = {};
  if (ordersFile !== undefined) {
    const ordersText = readText(ordersFile, io);
    if (ordersText === null) return exitCodes.diagnostics;
    const loaded = loadOrders(variant, ordersText, position.value);
    if (!loaded.ok) return report(io, ordersFile, loaded.errors);
    orders = loaded.value;
  }

  const adjudication = adjudicate(variant, position.value, orders);
  // A phase a rule module cannot play (a coin toss result missing) is reported, not printed.
  if (adjudication.blocked !== undefined) return report(io, positionFile, [adjudication.blocked]);
  // A next position that could not be read back is not given.
  const beyond = yearBeyondProblem(adjudication.next.phase.year);
  if (beyond !== null) return report(io, positionFile, [beyond]);
  if (values.next !== undefined) {
    // Written whole or not at all, before anything is printed: a failure is said alone.
    try {
      writeFilesAtomically(dirname(values.next), [[basename(values.next), JSON.stringify(adjudication.next, null, 2) + '\n']], false);
    } catch (error) {
      return report(io, values.next, [`cannot write (${systemProblem(error)})`]);
    }
  }
  if (values.format === 'json') io.stdout.write(JSON.stringify(adjudication, null, 2) + '\n');
  else io.stdout.write(formatAdjudication(variant, position.value, adjudication));
  return exitCodes.ok;
}

function report(io: CliIo, file: string, errors: readonly string[]): number {
  for (const error of errors) io.stderr.write(`${file}: ${clipEcho(error)}\n`);
  return exitCodes.diagnostics;
}

/** The file's text, or null after saying why it cannot be read (not a regular file, too large, not text…). */
export function readText(file: string, io: CliIo): string | null {
  const read = readTextFile(file);
  if (read.ok) return read.text;
  io.stderr.write(`${file}: cannot read (${describeReadProblem(read.problem, read.bytes, read.limit)})\n`);
  return null;
}

/** The variant named by a position or game file's "variant" field, or by --variant. */
function variantFor(file: string, text: string, option: string | undefined, io: CliIo, root: string | undefined): Variant | null {
  if (option !== undefined) return variantGiven(option, file, text, io, root);
  // What is wrong with the file itself is said first: not JSON, not an object (orders given
  // in its place), rather than that it names no variant.
  const problems: Problems = [];
  const value = readObject(text, problems, 'position');
  if (value === null) {
    report(io, file, problems);
    return null;
  }
  const id = value.variant;
  if (typeof id !== 'string' || id === '') {
    io.stderr.write(`${file}: no "variant" field to find the variant by; give --variant FILE.dip\n`);
    return null;
  }
  return variantNamedInFile(id, file, io, root);
}

/** A variant found for the command line, with the file it was compiled from (its board's geometry is read beside it). */
export interface FoundVariant {
  readonly variant: Variant;
  readonly file: string;
}

/**
 * The variant `ref` names: a .dip file path, or an id looked up as ID.dip in the current
 * folder (where `dipkit init` writes one), else as variants/**\/ID.dip under it. Compile
 * errors are printed; null then. `hint`: what to do when the id is not found, in the words
 * of the command (not every one has --variant).
 */
export function findVariant(ref: string, io: CliIo, file: string, root?: string, hint = 'give --variant FILE.dip'): Variant | null {
  return findVariantFile(ref, io, file, root, hint)?.variant ?? null;
}

/** The same, with the file the variant was compiled from. */
export function findVariantFile(ref: string, io: CliIo, file: string, root?: string, hint = 'give --variant FILE.dip'): FoundVariant | null {
  if (ref.endsWith('.dip')) return found(compileVariant(ref, io, root), ref);
  // Only an id is looked for: a path ("../x") would read outside the folder.
  if (!isIdentifier(ref)) {
    io.stderr.write(clipEcho(`${file}: ${JSON.stringify(ref)} is neither a variant id nor a .dip file; ${hint}`) + '\n');
    return null;
  }
  // The file here comes first, alone: it is the one being edited, whose errors are to be seen.
  // Then variants/ here, then the variants dipkit ships (Standard and the others, from any folder).
  const here = isFile(`${ref}.dip`);
  let folder = here ? '.' : 'variants';
  let search = here ? { files: [`${ref}.dip`], unread: [] } : existsSync('variants') ? dipFilesNamed('variants', `${ref}.dip`) : { files: [], unread: [] };
  // Looked for once: the search below and every compile (a variant may extend a shipped one) use it.
  const library = shippedVariants();
  const shipped = search.files.length === 0 ? library : null;
  if (shipped !== null) {
    const inShipped = dipFilesNamed(shipped.root, `${ref}.dip`);
    if (inShipped.files.length > 0) [folder, search] = [shipped.root, inShipped];
  }
  const candidates = search.files;
  if (candidates.length === 0) {
    // Folders the search could not read are named: the variant may be in one of them.
    const unread = search.unread.length === 0 ? '' : ` (not read: ${search.unread.map((u) => `${u.folder}, ${u.problem}`).join('; ')})`;
    const among = shipped === null ? '' : `, nor among the variants dipkit ships (${shipped.ids().join(', ')})`;
    io.stderr.write(clipEcho(`${file}: no ${ref}.dip or variants/**/${ref}.dip here for the variant '${ref}'${among}${unread}; ${hint}`) + '\n');
    return null;
  }
  // A variant found under a variants/ folder may read any file there (a base in another folder); one here, this folder.
  const rootOf = root ?? folder;
  const matches: FoundVariant[] = [];
  for (const candidate of candidates) {
    const result = compileFile(candidate, { root: rootOf, shipped: library });
    if (result.variant !== null && result.variant.id === ref) matches.push({ variant: result.variant, file: candidate });
    else if (candidates.length === 1) {
      if (result.variant === null) return found(compileVariant(candidate, io, rootOf), candidate);
      io.stderr.write(`${file}: ${candidate} is the variant '${result.variant.id}', not '${ref}'\n`);
      return null;
    }
  }
  // Two files of one id (a copy kept under variants/): which one is meant is not ours to guess.
  if (matches.length === 1) return matches[0];
  if (matches.length > 1) io.stderr.write(`${file}: ${matches.map((m) => m.file).join(' and ')} are both the variant '${ref}'; ${hint}\n`);
  else io.stderr.write(`${file}: none of ${candidates.join(', ')} compiles to the variant '${ref}'\n`);
  return null;
}

function found(variant: Variant | null, file: string): FoundVariant | null {
  return variant === null ? null : { variant, file };
}

export function compileVariant(path: string, io: CliIo, root: string | undefined): Variant | null {
  if (!existsSync(path)) {
    io.stderr.write(`${path}: no such variant file\n`);
    return null;
  }
  const result = compileFile(path, { root, shipped: shippedVariants() });
  if (result.variant === null) {
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    io.stderr.write(`${path} does not compile:\n${formatDiagnostics(errors, result.sources)}`);
  }
  return result.variant;
}

// --- text output -------------------------------------------------------------

export function formatResult(variant: Variant, result: OrderResult): string {
  const mark = result.outcome === 'succeeded' ? '✓' : '✗';
  const why = result.outcome === 'invalid' ? `invalid: ${result.reason ?? 'not a legal order'}` : result.reason;
  return clipEcho(`${mark} ${powerName(variant, result.power)}: ${result.text}${why ? ` — ${why}` : ''}`);
}

/** A unit as the text output names it: `A Lon`, `F Stp/sc`. */
function unitShort(variant: Variant, unit: Unit): string {
  return `${unit.type === 'army' ? 'A' : 'F'} ${formatLocation(variant, unit.location, 'en', 'short')}`;
}

function formatAdjudication(variant: Variant, position: Position, adjudication: Adjudication): string {
  const lines = [`${formatPhase(variant, position.phase)}:`, ...adjudication.results.map((r) => `  ${formatResult(variant, r)}`)];
  const lost = formatLostBuilds(variant, lostBuilds(variant, position, adjudication.results));
  if (lost !== null) lines.push(`  ${lost}`);
  // A dislodged unit with nowhere to go is disbanded at once (no retreats phase): said, not left to vanish.
  const retreating = new Set(adjudication.next.dislodged.map((u) => u.location));
  for (const unit of adjudication.dislodged) {
    if (retreating.has(unit.location)) continue;
    lines.push(`  disbanded: ${powerName(variant, unit.power)} ${unitShort(variant, unit)}, dislodged with no place to retreat to`);
  }
  lines.push('');
  lines.push(...formatPosition(variant, adjudication.next));
  const won = winningPlayer(variant, adjudication.next);
  if (won !== null) lines.push(`Winner: ${playerName(variant, won)} (${describeVictory(variant)})`);
  return lines.join('\n') + '\n';
}

/** The builds lost in an adjustments phase (engine/adjustments/lost-builds.ts), as `England 1, France 2`; null when none. */
export function formatLostBuilds(variant: Variant, lost: readonly LostBuilds[]): string | null {
  if (lost.length === 0) return null;
  return `not built: ${lost.map((l) => `${powerName(variant, l.power)} ${l.builds}`).join(', ')} (a build not ordered is lost)`;
}

function describeVictory(variant: Variant): string {
  const v = variant.victory;
  return v.kind === 'centres' ? `${v.count} supply centres` : v.kind === 'units' ? `${v.count} units on the board` : "an opponent's home centre taken";
}

/** A short summary of a position: phase, units per power with centre counts, retreats due. */
export function formatPosition(variant: Variant, position: Position): string[] {
  const centres = centreCounts(variant, position);
  const lines = [`Next: ${formatPhase(variant, position.phase)}`];
  for (const power of variant.powers) {
    const units = position.units.filter((u) => u.power === power.id);
    if (units.length === 0 && centres[power.id] === 0) continue;
    const list = units.map((u) => unitShort(variant, u)).join(', ');
    lines.push(`  ${powerName(variant, power.id)} (${centres[power.id]} centre${centres[power.id] === 1 ? '' : 's'}): ${list || 'no units'}`);
  }
  for (const unit of position.dislodged) {
    const options = legalOrders(variant, position, unit.location).flatMap((o) => (o.kind === 'retreat' ? [o.to] : []));
    const where = (l: string): string => formatLocation(variant, l, 'en', 'short');
    lines.push(`  dislodged: ${powerName(variant, unit.power)} ${unitShort(variant, unit)}, may retreat to ${options.map(where).join(', ') || 'nowhere'}`);
  }
  // By their short names, as the units are (`Arm`, not the id `arm`).
  if (position.contested.length > 0) lines.push(`  contested: ${position.contested.map((p) => formatLocation(variant, p, 'en', 'short')).join(', ')}`);
  const play = position.phase.kind === 'adjustments' ? activeRules(variant, position).adjustments : null;
  if (play !== null) {
    // A rule's own adjustments (arsenal): removals and placements by type.
    const count = (n: number, type: string): string => `${n} ${type === 'army' ? (n === 1 ? 'army' : 'armies') : n === 1 ? 'fleet' : 'fleets'}`;
    const said = variant.powers.flatMap(({ id }) => {
      const { remove, place } = play.owed(id);
      const counts = (n: { army: number; fleet: number }): string => (['army', 'fleet'] as const).filter((t) => n[t] > 0).map((t) => count(n[t], t)).join(' and ');
      const parts = [
        ...(remove.army + remove.fleet > 0 ? [`must remove ${counts(remove)}`] : []),
        ...(place.army + place.fleet > 0 ? [`may place ${counts(place)}`] : []),
      ];
      return parts.length > 0 ? [`${powerName(variant, id)} ${parts.join(' and ')}`] : [];
    });
    if (said.length > 0) lines.push(`  adjustments: ${said.join(', ')}`);
  } else if (position.phase.kind === 'adjustments') {
    const due = [...adjustmentBalances(variant, position)].filter(([, n]) => n !== 0);
    const said = due.map(([power, n]) => (n > 0 ? `${powerName(variant, power)} may build ${n}` : `${powerName(variant, power)} must disband ${-n}`));
    if (said.length > 0) lines.push(`  adjustments: ${said.join(', ')}`);
  }
  return lines;
}
