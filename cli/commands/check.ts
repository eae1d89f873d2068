/** `dipkit check FILE…`: compile each variant file and show what is wrong with it. */
import { compileFile } from '../../compiler/compile.js';
import { UsageError, type Command } from '../command.js';
import { exitCodes, wantsColour } from '../io.js';
import { parseOptions } from '../parse-options.js';
import { checkBoard, noBoardHelp, noBoardOption } from './check-boards.js';
import { distinctDiagnostics, formatResults, summary } from './report-results.js';

const help = `Usage: dipkit check [--format text|json] FILE…

Compiles each variant file (with what it includes and extends) and reports
errors and warnings, with the source line of each, including the board checks:
shapes that touch without a border, borders whose shapes do not touch,
provinces without a shape, labels outside their shape.

Every problem of a file is reported in one run: a statement with a syntax
error is left out, and the rest of the variant is still checked (the board
checks wait until there are no errors).

Options:
  --format text|json  text with source excerpts (default), or JSON:
                      [{ "file", "variant", "diagnostics": [...] }]
${noBoardHelp(22)}
  -h, --help          show this help

Exit codes: 0 no errors (warnings allowed), 1 errors found, 2 bad usage.
`;

export const checkCommand: Command = {
  name: 'check',
  help,
  async run(args, io) {
    const { values, positionals } = parseOptions(args, { format: { type: 'string', default: 'text' }, ...noBoardOption });
    if (values.format !== 'text' && values.format !== 'json') throw new UsageError(`--format must be text or json, not ${values.format}`);
    if (positionals.length === 0) throw new UsageError('name at least one file to check');

    const compile = async (file: string) => (values['no-board'] ? compileFile(file) : (await checkBoard(compileFile(file))).result);
    const results = [];
    for (const file of positionals) results.push({ file, result: await compile(file) });
    const failed = results.some(({ result }) => result.variant === null);
    if (values.format === 'json') {
      const report = results.map(({ file, result }) => ({ file, variant: result.variant?.id ?? null, diagnostics: result.diagnostics }));
      io.stdout.write(JSON.stringify(report, null, 2) + '\n');
    } else {
      const { diagnostics, sources } = distinctDiagnostics(results.map((r) => r.result));
      io.stdout.write(formatResults(diagnostics, sources, wantsColour(io)));
      io.stdout.write(`${summary(diagnostics, results.length)}\n`);
    }
    return failed ? exitCodes.diagnostics : exitCodes.ok;
  },
};
