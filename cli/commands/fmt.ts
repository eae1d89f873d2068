/** `dipkit fmt [--check] FILE…`: lay variant files out the canonical way. */
import { replaceFileAtomically } from '../../files/write-files.js';
import type { Diagnostic } from '../../dsl/diagnostics/diagnostic.js';
import { formatText } from '../../dsl/format.js';
import { readSource } from '../../compiler/resolve/read-source.js';
import { fileSystemHost } from '../../compiler/resolve/source-host.js';
import { formatDiagnostics } from '../../compiler/format-diagnostics.js';
import { UsageError, type Command } from '../command.js';
import { systemProblem } from '../system-problem.js';
import { exitCodes, wantsColour } from '../io.js';
import { checkFormat, parseOptions } from '../parse-options.js';

const help = `Usage: dipkit fmt [--check] [--format text|json] FILE…

Rewrites each file in the canonical layout (indentation, spacing, one border
entry a line, comments kept). A file with syntax errors is left untouched, and
so is one whose borders go on past a line break (a ':' may be missing there:
join the lines, or add the ':', then format).

Options:
  --check             change nothing; list the files that are not formatted,
                      those left untouched among them
  --format text|json  what was done and the syntax errors as text (default), or
                      as JSON: [{ "file", "formatted", "diagnostics": [...] }],
                      "formatted" being false for a file that was or would be
                      changed, null for one left untouched (unread, syntax
                      errors, borders past a line break)
  -h, --help          show this help

Exit codes: 0 all formatted (or, with --check, already formatted),
1 syntax errors, or with --check files that would change or were left
untouched, 2 bad usage.
`;


interface FileOutcome {
  readonly file: string;
  /** Whether the file was already in canonical form; null when it could not be read or parsed. */
  readonly formatted: boolean | null;
  readonly diagnostics: Diagnostic[];
}

export const fmtCommand: Command = {
  name: 'fmt',
  help,
  async run(args, io) {
    const { values, positionals } = parseOptions(args, { check: { type: 'boolean', default: false }, format: { type: 'string', default: 'text' } });
    checkFormat(values.format);
    if (positionals.length === 0) throw new UsageError('name at least one file to format');

    const sources = new Map<string, string>();
    const unwritten: string[] = [];
    const outcomes: FileOutcome[] = positionals.map((file) => {
      const unread: Diagnostic[] = [];
      const text = readSource(file, null, fileSystemHost, (d) => unread.push(d));
      if (text === null) return { file, formatted: null, diagnostics: unread };
      sources.set(file, text);
      const { output, diagnostics } = formatText(text, file);
      if (output === null) return { file, formatted: null, diagnostics };
      if (output !== text && !values.check) {
        try {
          replaceFileAtomically(file, output);
        } catch (error) {
          io.stderr.write(`dipkit fmt: cannot write ${file}, left as it was (${systemProblem(error)})\n`);
          unwritten.push(file);
        }
      }
      return { file, formatted: output === text, diagnostics };
    });

    const diagnostics = outcomes.flatMap((o) => o.diagnostics);
    const unformatted = outcomes.filter((o) => o.formatted === false).map((o) => o.file);
    // A file left untouched is not known to be formatted: --check does not pass it (a CI gate would let it through).
    const untouched = outcomes.filter((o) => o.formatted === null).map((o) => o.file);
    if (values.format === 'json') {
      io.stdout.write(JSON.stringify(outcomes, null, 2) + '\n');
    } else {
      if (diagnostics.length > 0) io.stderr.write(formatDiagnostics(diagnostics, sources, { colour: wantsColour(io, 'stderr') }) + '\n');
      if (values.check && unformatted.length + untouched.length > 0) {
        io.stdout.write(`not formatted:\n${[...unformatted.map((f) => `  ${f}\n`), ...untouched.map((f) => `  ${f} (left untouched: see above)\n`)].join('')}`);
      }
      if (!values.check) for (const file of unformatted.filter((f) => !unwritten.includes(f))) io.stdout.write(`formatted ${file}\n`);
    }
    const failed = diagnostics.some((d) => d.severity === 'error') || (values.check && unformatted.length + untouched.length > 0) || unwritten.length > 0;
    return failed ? exitCodes.diagnostics : exitCodes.ok;
  },
};
