/** `dipkit fmt [--check] FILE…`: lay variant files out the canonical way. */
import { readFileSync, writeFileSync } from 'node:fs';
import type { Diagnostic } from '../../dsl/diagnostics/diagnostic.js';
import { formatText } from '../../dsl/format.js';
import { diagnose } from '../../compiler/diagnose.js';
import { formatDiagnostics } from '../../compiler/format-diagnostics.js';
import { UsageError, type Command } from '../command.js';
import { exitCodes, wantsColour } from '../io.js';
import { parseOptions } from '../parse-options.js';

const help = `Usage: dipkit fmt [--check] FILE…

Rewrites each file in the canonical layout (indentation, spacing, one border
entry a line, comments kept). A file with syntax errors is left untouched.

Options:
  --check     change nothing; list the files that are not formatted
  -h, --help  show this help

Exit codes: 0 all formatted (or, with --check, already formatted),
1 syntax errors or, with --check, files that would change, 2 bad usage.
`;

function read(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

export const fmtCommand: Command = {
  name: 'fmt',
  summary: 'lay variant files out the canonical way',
  help,
  async run(args, io) {
    const { values, positionals } = parseOptions(args, { check: { type: 'boolean', default: false } });
    if (positionals.length === 0) throw new UsageError('name at least one file to format');

    const diagnostics: Diagnostic[] = [];
    const sources = new Map<string, string>();
    const unformatted: string[] = [];
    for (const file of positionals) {
      const text = read(file);
      if (text === null) {
        diagnostics.push(diagnose('DIP2001', null, [file]));
        continue;
      }
      sources.set(file, text);
      const { output, diagnostics: found } = formatText(text, file);
      diagnostics.push(...found);
      if (output === null || output === text) continue;
      if (values.check) unformatted.push(file);
      else {
        writeFileSync(file, output);
        io.stdout.write(`formatted ${file}\n`);
      }
    }
    if (diagnostics.length > 0) io.stderr.write(formatDiagnostics(diagnostics, sources, { colour: wantsColour(io) }) + '\n');
    if (unformatted.length > 0) io.stdout.write(`not formatted:\n${unformatted.map((f) => `  ${f}\n`).join('')}`);
    const failed = diagnostics.some((d) => d.severity === 'error') || unformatted.length > 0;
    return failed ? exitCodes.diagnostics : exitCodes.ok;
  },
};
