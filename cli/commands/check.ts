/** `dipkit check FILE|DIR…`: compile each variant file and show what is wrong with it. */
import { compileFile, type CompileResult } from '../../compiler/compile.js';
import { UsageError, type Command } from '../command.js';
import { exitCodes, wantsColour } from '../io.js';
import { checkFormat, parseOptions } from '../parse-options.js';
import { checkBoard, noBoardHelp, noBoardOption, type LoadedBoards } from './check-boards.js';
import { findVariantFiles, unreadLine } from './find-variant-files.js';
import { distinctDiagnostics, reportedOf, summary, writeResults, type Reported } from './report-results.js';
import { isFolder } from '../../files/path-kind.js';
import { writeJson } from '../write-json.js';
import { checkRoot, rootHelp, rootOption } from './root-option.js';
import { shippedVariants } from './shipped-variants.js';

const help = `Usage: dipkit check [--format text|json] [--root DIR] [FILE|DIR…]

Compiles each variant file (with what it includes and extends) and reports
errors and warnings, with the source line of each, including the board checks:
shapes that touch without a border, borders whose shapes do not touch,
provinces without a shape, labels outside their shape.

Every problem of a file is reported in one run: a statement with a syntax
error is left out, and the rest of the variant is still checked (the board
checks wait until there are no errors).

A DIR is searched for variant files: every .dip file under it holding a
variant statement (not the maps they include); they may read any file under
DIR. With no FILE, checks the variants under variants/ (those build builds).
A variant reads no file outside its folder (or --root): no absolute path, no
'..' leading out, no symbolic link pointing out.

Options:
  --format text|json  text with source excerpts (default), or JSON:
                      [{ "file", "variant", "diagnostics": [...] }]
${noBoardHelp(22)}
${rootHelp(22)}
  -h, --help          show this help

Exit codes: 0 no errors (warnings allowed), 1 errors found, 2 bad usage.
`;

export const checkCommand: Command = {
  name: 'check',
  help,
  async run(args, io) {
    const { values, positionals } = parseOptions(args, { format: { type: 'string', default: 'text' }, ...noBoardOption, ...rootOption });
    checkRoot(values.root);
    checkFormat(values.format);
    // With nothing named, the variants under variants/, as build builds them.
    if (positionals.length === 0 && !isFolder('variants')) throw new UsageError('no FILE given and no variants/ folder here: name the files or folders to check');
    const given = positionals.length > 0 ? positionals : ['variants'];

    // The variants dipkit ships, which a variant may extend by id from any folder.
    const shipped = shippedVariants();
    // Variants of one map share their board: loaded once for the whole run.
    const loaded: LoadedBoards = new Map();
    const compile = async (file: string, root: string | undefined): Promise<CompileResult> => {
      const result = compileFile(file, { root, shipped });
      return values['no-board'] ? result : (await checkBoard(result, loaded)).result;
    };
    // Each result is kept for the report only, without its variant and board: a folder of large maps would otherwise hold them all.
    const results: { file: string; variant: string | null; result: Reported }[] = [];
    const keep = (file: string, result: CompileResult) => {
      results.push({ file, variant: result.variant?.id ?? null, result: reportedOf(result) });
    };
    // Folders of a DIR that cannot be read: said, and the check fails (their files went unchecked).
    let unreadFolders = false;
    for (const named of given) {
      if (isFolder(named)) {
        const { files, unread } = findVariantFiles(named);
        for (const folder of unread) io.stderr.write(`${unreadLine(folder)}\n`);
        unreadFolders ||= unread.length > 0;
        if (files.length === 0 && unread.length === 0) throw new UsageError(`${named} holds no variant file (.dip with a variant statement)`);
        for (const file of files) keep(file, await compile(file, values.root ?? named));
      } else {
        keep(named, await compile(named, values.root));
      }
    }
    const failed = unreadFolders || results.some(({ variant }) => variant === null);
    if (values.format === 'json') {
      const report = results.map(({ file, variant, result }) => ({ file, variant, diagnostics: result.diagnostics }));
      writeJson((text) => io.stdout.write(text), report);
    } else {
      const { diagnostics, sources, hidden } = distinctDiagnostics(results.map((r) => r.result));
      writeResults((text) => io.stdout.write(text), diagnostics, sources, wantsColour(io));
      io.stdout.write(`${summary(diagnostics, results.length, hidden)}\n`);
    }
    return failed ? exitCodes.diagnostics : exitCodes.ok;
  },
};

