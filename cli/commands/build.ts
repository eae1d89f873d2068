/** `dipkit build [FILE…] [--out DIR]`: compile variants into JavaScript modules, types, JSON and a report. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { compileFile, generateVariantFiles, writeFilesAtomically } from '../../compiler/compile.js';
import { UsageError, type Command } from '../command.js';
import { systemProblem } from '../system-problem.js';
import { exitCodes, wantsColour } from '../io.js';
import { checkFormat, parseOptions } from '../parse-options.js';
import { checkBoard, noBoardHelp, noBoardOption, type LoadedBoards, type CheckedBoard } from './check-boards.js';
import { findVariantFiles, unreadLine } from './find-variant-files.js';
import { overwritesInput, variantInputs } from './variant-inputs.js';
import { distinctDiagnostics, reportedOf, summary, writeResults, type Reported } from './report-results.js';
import { writeJson } from '../write-json.js';
import { checkRoot, rootHelp, rootOption } from './root-option.js';
import { shippedVariants } from './shipped-variants.js';

/** The board drawing, loaded with the board code when a first board is drawn. */
type RenderBoard = (typeof import('../../board/render/render-board.js'))['renderBoard'];

const defaultOut = 'out/variants';
const variantsDir = 'variants';

const help = `Usage: dipkit build [--out DIR] [--format text|json] [--root DIR] [FILE…]

Compiles variant files and writes, for each variant ID, into DIR:
  ID.js          an ES module exporting the frozen variant
  ID.d.ts        its type declarations
  ID.json        the variant as JSON
  ID.report.txt  counts of provinces, centres, powers, borders, and warnings
  ID.svg         the variant's empty board (not with --no-board)
  ID.board.json  the board's geometry, when it is drawn from an SVG or GeoJSON
                 file (not with --no-board): what the site draws and plays on

The files of a variant are written all or none: nothing is written for a
variant with errors, when one of its files cannot be made, or when one would
replace a file the variant is made from (its .dip files, its drawn board).

With no FILE, builds every .dip file under ${variantsDir}/ that holds a
variant statement; they may read any file under ${variantsDir}/ (--root).

Options:
  --out DIR           where to write (default ${defaultOut})
  --format text|json  what was written and the diagnostics as text (default), or
                      as JSON: [{ "file", "variant", "written", "diagnostics" }]
${noBoardHelp(22)}
${rootHelp(22)}
  -h, --help          show this help

Exit codes: 0 all built, 1 errors found (nothing written for those), 2 bad usage.
`;

/** Whether the variant's board is drawn from a file rather than generated from its map points. */
const drawn = (variant: { readonly geometry: { readonly kind: string } }): boolean => variant.geometry.kind !== 'generated';

export const buildCommand: Command = {
  name: 'build',
  help,
  async run(args, io) {
    const { values, positionals } = parseOptions(args, {
      out: { type: 'string', default: defaultOut },
      format: { type: 'string', default: 'text' },
      ...noBoardOption,
      ...rootOption,
    });
    checkRoot(values.root);
    checkFormat(values.format);
    let files = positionals;
    let root = values.root;
    // Folders under variants/ that cannot be read: said, and the build fails (their variants went unbuilt).
    let unreadFolders = false;
    if (files.length === 0) {
      if (!existsSync(variantsDir)) throw new UsageError(`no FILE given and no ${variantsDir}/ folder here`);
      const found = findVariantFiles(variantsDir);
      for (const folder of found.unread) io.stderr.write(`${unreadLine(folder)}\n`);
      unreadFolders = found.unread.length > 0;
      files = found.files;
      root ??= variantsDir;
    }
    // The variants dipkit ships, which a variant may extend by id from any folder.
    const shipped = shippedVariants();
    // Variants of one map share their board: loaded once for the whole run.
    const loaded: LoadedBoards = new Map();
    const compile = async (file: string): Promise<CheckedBoard> => {
      const result = compileFile(file, { root, shipped });
      return values['no-board'] ? { result, geometry: null } : checkBoard(result, loaded);
    };
    const json = values.format === 'json';
    const written = new Map<string, string>();
    const report: { file: string; variant: string | null; written: string[]; diagnostics: unknown[] }[] = [];
    // What the report needs of each result; the variant and its board are dropped once written, not held for the whole run.
    const reported: Reported[] = [];
    let failed = unreadFolders;
    // Loaded only when a board is drawn: --no-board never loads the board code.
    let renderBoard: RenderBoard | null = null;
    for (const file of files) {
      const { result, geometry } = await compile(file);
      reported.push(reportedOf(result));
      if (geometry && renderBoard === null) renderBoard = (await import('../../board/render/render-board.js')).renderBoard;
      const variant = result.variant;
      const entry = { file, variant: variant?.id ?? null, written: [] as string[], diagnostics: result.diagnostics };
      report.push(entry);
      if (!variant) {
        failed = true;
        continue;
      }
      const other = written.get(variant.id);
      if (other) {
        io.stderr.write(`dipkit build: ${file} and ${other} both define variant ${variant.id}; ${file} not written\n`);
        failed = true;
        continue;
      }
      try {
        // Every file made first, then written all together: a failure leaves none of them.
        const made: [string, string][] = generateVariantFiles(variant, { diagnostics: result.diagnostics });
        if (geometry && renderBoard) made.push([`${variant.id}.svg`, renderBoard(variant, geometry)]);
        // A generated board is made again from the model; a drawn one needs its file, which out/ does not carry.
        if (geometry && drawn(variant)) made.push([`${variant.id}.board.json`, JSON.stringify(geometry)]);
        const clash = overwritesInput(made.map(([name]) => join(values.out, name)), variantInputs(variant, result.files));
        if (clash !== null) {
          io.stderr.write(`dipkit build: ${variant.id} not written: ${clash}\n`);
          failed = true;
          continue;
        }
        writeFilesAtomically(values.out, made);
      } catch (error) {
        io.stderr.write(`dipkit build: cannot write ${variant.id} into ${values.out} (${systemProblem(error)})\n`);
        failed = true;
        continue;
      }
      written.set(variant.id, file);
      const extensions = ['js', 'd.ts', 'json', 'report.txt', ...(geometry ? ['svg'] : []), ...(geometry && drawn(variant) ? ['board.json'] : [])];
      entry.written = extensions.map((ext) => join(values.out, `${variant.id}.${ext}`));
      if (!json) io.stdout.write(`${file} → ${values.out}/${variant.id}.{${extensions.join(',')}}\n`);
    }
    if (json) {
      writeJson((text) => io.stdout.write(text), report);
    } else {
      const { diagnostics, sources, hidden } = distinctDiagnostics(reported);
      writeResults((text) => io.stderr.write(text), diagnostics, sources, wantsColour(io, 'stderr'));
      io.stdout.write(`built ${written.size} of ${files.length} variants; ${summary(diagnostics, files.length, hidden)}\n`);
    }
    return failed ? exitCodes.diagnostics : exitCodes.ok;
  },
};
