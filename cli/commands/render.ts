/** `dipkit render VARIANT[.dip] [POSITION.json [ORDERS] | --start] [--orders FILE] [--results] [-o OUT.svg|OUT.png] [--png] [--lang LANG] [--key]`: draw a board. */
import { basename, dirname, extname } from 'node:path';
import { GeometryError } from '../../board/geometry/geometry-error.js';
import { loadGeometry } from '../../board/geometry/load-geometry.js';
import { drawableLanguage, drawableLanguages } from '../../board/render/board-language.js';
import { renderBoard } from '../../board/render/render-board.js';
import { PngSizeError, renderPng } from '../../board/render/to-png.js';
import { writeFilesAtomically } from '../../files/write-files.js';
import { makeDiagnostic } from '../../dsl/diagnostics/catalogue.js';
import { adjudicate } from '../../engine/adjudicate.js';
import { loadOrders } from '../../engine/files/load-orders.js';
import { loadPosition } from '../../engine/files/load-position.js';
import { startPosition } from '../../engine/game/start-position.js';
import type { OrderResult, Orders, Position } from '../../engine/types.js';
import { UsageError, type Command } from '../command.js';
import { clipEcho } from '../clip-echo.js';
import { systemProblem } from '../system-problem.js';
import { exitCodes, type CliIo } from '../io.js';
import { parseOptions } from '../parse-options.js';
import { findVariantFile, readText } from './adjudicate.js';
import { checkRoot, rootHelp, rootOption } from './root-option.js';
import { namedFileMismatch, variantField } from './variant-named-in-file.js';
import { overwritesInput, variantInputs } from './variant-inputs.js';
import { variantRef } from './variant-ref.js';

const help = `Usage: dipkit render VARIANT[.dip] [POSITION.json [ORDERS] | --start] [--orders FILE] [--results] [-o OUT.svg|OUT.png] [--png] [--lang LANG] [--key]

Draws the variant's board as SVG: from the SVG or GeoJSON file its geometry
clause names, or generated from its map points. VARIANT is a .dip file, or the
id of a variant with a file ID.dip here, else under variants/, else one dipkit
ships (standard, colonial-1996…). With
a position, draws its units, dislodged units and centre owners; with orders,
draws them (arrows, supports, convoys, holds, retreats, builds, disbands).
POSITION.json and the ORDERS file (after the position, or --orders FILE) are
read as \`dipkit adjudicate\` reads them (docs/positions.md).

Options:
  --start        draw the variant's start position (as \`dipkit start\`
                 prints it) instead of a POSITION.json file
  --orders FILE  orders to draw (needs a position; --start takes them so)
  --results      adjudicate the orders first and draw what happened:
                 failed orders faded, with a red cross
  -o, --out OUT  write the SVG to OUT (default: standard output);
                 a PNG instead when OUT ends in .png (no other kind);
                 never over a file the variant is made from
  --png          also write a PNG beside OUT (OUT with .png for .svg)
  --lang LANG    the language of the board's names and words: one of the
                 variant's languages, or en or fr (default: its first)
  --key          add a key from each province's abbreviation to its name
                 under the legend (a PNG shows no name on hover)
${rootHelp(17)}
  -h, --help     show this help

Exit codes: 0 drawn, 1 problems in the files, 2 bad usage.
`;

function fail(io: CliIo, file: string, errors: readonly string[]): number {
  for (const error of errors) io.stderr.write(`${file}: ${clipEcho(error)}\n`);
  return exitCodes.diagnostics;
}

/** The PNG of the board, after warning of text its fonts cannot draw (shown by its id). */
function pngOf(io: CliIo, file: string, svg: string): Uint8Array {
  const { png, fallbacks } = renderPng(svg);
  for (const f of fallbacks) {
    const { message } = makeDiagnostic('DIP4102', null, f.missing.join(' '), f.text, f.shown);
    io.stderr.write(`${file}: warning DIP4102: ${message}\n`);
  }
  return png;
}

export const renderCommand: Command = {
  name: 'render',
  help,
  async run(args, io) {
    const { values, positionals } = parseOptions(args, {
      start: { type: 'boolean', default: false },
      orders: { type: 'string' },
      results: { type: 'boolean', default: false },
      out: { type: 'string', short: 'o' },
      png: { type: 'boolean', default: false },
      lang: { type: 'string' },
      key: { type: 'boolean', default: false },
      ...rootOption,
    });
    checkRoot(values.root);
    if (positionals.length < 1 || positionals.length > 3) throw new UsageError('give a VARIANT.dip file and, optionally, a POSITION.json file and an ORDERS file');
    const ref = variantRef(positionals[0]);
    // The position, then the orders, as adjudicate takes them.
    const [, positionFile, ordersAfter] = positionals;
    if (values.start && positionFile !== undefined) throw new UsageError(`--start draws the start position: give no POSITION.json with it (${clipEcho(positionFile)}; give orders with --orders FILE)`);
    if (ordersAfter !== undefined && values.orders !== undefined) throw new UsageError(`the orders are given twice: ${clipEcho(ordersAfter)} and --orders ${clipEcho(values.orders)}`);
    const ordersFile = ordersAfter ?? values.orders;
    if (ordersFile !== undefined && positionFile === undefined && !values.start) throw new UsageError('--orders needs a POSITION.json file (or --start): orders are given to units');
    if (values.results && ordersFile === undefined) throw new UsageError('--results needs orders (an ORDERS file, or --orders FILE)');
    if (values.png && values.out === undefined) throw new UsageError('--png needs -o OUT: a PNG is not written to the terminal');
    const kind = values.out === undefined ? 'svg' : extname(values.out).toLowerCase();
    if (kind !== 'svg' && kind !== '.svg' && kind !== '.png') {
      throw new UsageError(`-o ${values.out}: dipkit draws SVG (OUT.svg) or PNG (OUT.png), not ${kind === '' ? 'a file without an extension' : kind}`);
    }
    if (values.png && kind === '.png') throw new UsageError('--png with -o OUT.png: OUT is the PNG already');

    const found = findVariantFile(ref, io, ref, values.root, "give the variant's .dip file");
    if (found === null) return exitCodes.diagnostics;
    const { variant, file: variantFile } = found;
    const language = values.lang;
    if (language !== undefined && !drawableLanguage(variant, language)) {
      throw new UsageError(`--lang ${clipEcho(JSON.stringify(language))}: the board of ${variant.id} is drawn in ${drawableLanguages(variant).join(', ')}`);
    }

    let position: Position | null = values.start ? startPosition(variant) : null;
    if (positionFile !== undefined) {
      const text = readText(positionFile, io);
      if (text === null) return exitCodes.diagnostics;
      const mismatch = namedFileMismatch(variantField(text), positionFile, variant, variantFile);
      if (mismatch !== null) return fail(io, positionFile, [mismatch]);
      const loaded = loadPosition(variant, text);
      if (!loaded.ok) return fail(io, positionFile, loaded.errors);
      position = loaded.value;
    }
    let orders: Orders | null = null;
    if (ordersFile !== undefined) {
      const text = readText(ordersFile, io);
      if (text === null) return exitCodes.diagnostics;
      const loaded = loadOrders(variant, text, position);
      if (!loaded.ok) return fail(io, ordersFile, loaded.errors);
      orders = loaded.value;
    }
    let results: readonly OrderResult[] | null = null;
    if (position && orders) {
      const adjudicated = adjudicate(variant, position, orders).results;
      if (values.results) results = adjudicated;
      // An order the engine cannot read has nothing to draw: said, not left out in silence.
      // Bids are no board orders at all: said once (the legend shows who controls what).
      if (position.phase.kind === 'bidding') io.stderr.write(`${ordersFile}: warning: not drawn: a bidding phase's bids have no place on the board\n`);
      else for (const r of adjudicated) if (r.order === null) io.stderr.write(`${ordersFile}: warning: not drawn: ${clipEcho(`${r.text} (${r.reason ?? 'cannot be read'})`)}\n`);
    }

    let svg: string;
    try {
      svg = renderBoard(variant, loadGeometry(variant, dirname(variantFile), { cache: true }), position, orders, results, { language, key: values.key });
    } catch (error) {
      if (error instanceof GeometryError) return fail(io, error.file, [error.problem]);
      throw error;
    }
    if (values.out === undefined) {
      io.stdout.write(svg);
      return exitCodes.ok;
    }
    const out = values.out;
    const clash = overwritesInput([out, ...(values.png ? [out.slice(0, -4) + '.png'] : [])], variantInputs(variant, [variantFile]));
    if (clash !== null) return fail(io, out, [clash]);
    try {
      // Written all or nothing (the SVG and the PNG beside it, with --png): no half file.
      const files: [string, string | Uint8Array][] = [];
      if (out.toLowerCase().endsWith('.png')) files.push([out, pngOf(io, out, svg)]);
      else {
        files.push([out, svg]);
        const png = out.slice(0, -4) + '.png';
        if (values.png) files.push([png, pngOf(io, png, svg)]);
      }
      writeFilesAtomically(dirname(out), files.map(([path, content]) => [basename(path), content]), false);
      for (const [path] of files) io.stdout.write(`${path}\n`);
    } catch (error) {
      // Too large to draw: said as it is, not as a failure to write.
      if (error instanceof PngSizeError) return fail(io, out, [error.message]);
      return fail(io, out, [`cannot write (${systemProblem(error)})`]);
    }
    return exitCodes.ok;
  },
};
