/** `dipkit start VARIANT[.dip]`: print the start position of a variant, as the engine plays it. */
import { startPosition } from '../../engine/game/start-position.js';
import { UsageError, type Command } from '../command.js';
import { exitCodes } from '../io.js';
import { parseOptions } from '../parse-options.js';
import { findVariant } from './adjudicate.js';
import { checkRoot, rootHelp, rootOption } from './root-option.js';
import { variantRef } from './variant-ref.js';

const help = `Usage: dipkit start VARIANT[.dip] [--root DIR]

Prints the variant's start position as a position file (docs/positions.md):
its first phase, every start unit and who owns each centre. Save it, edit it
(move units, change owners), and give it to \`dipkit adjudicate\` or
\`dipkit render\`. VARIANT is a .dip file, or the id of a variant with a file
ID.dip here, else under variants/, else one dipkit ships (standard,
colonial-1996, rokugan…).

Options:
${rootHelp(17)}
  -h, --help     show this help

Exit codes: 0 printed, 1 the variant does not compile, 2 bad usage.
`;

export const startCommand: Command = {
  name: 'start',
  help,
  async run(args, io) {
    const { values, positionals } = parseOptions(args, { ...rootOption });
    checkRoot(values.root);
    if (positionals.length !== 1) throw new UsageError('give one VARIANT: a .dip file or a variant id');
    const ref = variantRef(positionals[0]);
    const variant = findVariant(ref, io, ref, values.root, "give the variant's .dip file");
    if (variant === null) return exitCodes.diagnostics;
    io.stdout.write(JSON.stringify(startPosition(variant), null, 2) + '\n');
    return exitCodes.ok;
  },
};
