/** `dipkit balance VARIANT[.dip] [--format text|json] [--root DIR]`: the map's balance figures. */
import { analyseBalance } from '../../analysis/balance.js';
import { formatBalance } from '../../analysis/balance-report.js';
import { UsageError, type Command } from '../command.js';
import { jsonOnFailure } from '../json-failure.js';
import { exitCodes, type CliIo } from '../io.js';
import { checkFormat, parseOptions } from '../parse-options.js';
import { findVariant } from './adjudicate.js';
import { checkRoot, rootHelp, rootOption } from './root-option.js';
import { variantRef } from './variant-ref.js';

const help = `Usage: dipkit balance VARIANT[.dip] [--format text|json] [--root DIR]

Prints what a designer checks to see whether a map favours a power: for each
power, the fewest moves its start units need to reach each rival's home centres
and each neutral centre (armies by army borders, fleets by fleet borders;
convoys not counted), the neutral centres it reaches strictly before every
other power, those it reaches first together with others, and a summary table.
VARIANT is a .dip file, or the id of a variant with a file ID.dip here, else
under variants/, else one dipkit ships (standard, colonial-1996…).

Options:
  --format text|json  tables (default), or the figures as JSON ({ "errors" }
                      when it fails)
${rootHelp(22)}
  -h, --help          show this help

Exit codes: 0 printed, 1 the variant does not compile, 2 bad usage.
`;

export const balanceCommand: Command = {
  name: 'balance',
  help,
  async run(args, io) {
    const { values, positionals } = parseOptions(args, { format: { type: 'string', default: 'text' }, ...rootOption });
    checkRoot(values.root);
    checkFormat(values.format);
    if (positionals.length !== 1) throw new UsageError('give one variant: a .dip file or a variant id');
    const ref = variantRef(positionals[0]);
    const measure = async (io: CliIo): Promise<number> => {
      const variant = findVariant(ref, io, ref, values.root, "give the variant's .dip file");
      if (variant === null) return exitCodes.diagnostics;
      const balance = analyseBalance(variant);
      io.stdout.write(values.format === 'json' ? JSON.stringify(balance, null, 2) + '\n' : formatBalance(balance));
      return exitCodes.ok;
    };
    return jsonOnFailure(io, values.format === 'json', measure);
  },
};
