/** `dipkit play GAME.json`: replay a recorded game phase by phase and say where it ends. */
import type { Variant } from '../../model/variant.js';
import { gameVariant, loadGame } from '../../engine/files/load-game.js';
import { formatPhase } from '../../engine/files/phase.js';
import { replayGame, type Replay } from '../../engine/files/replay-game.js';
import { UsageError, type Command } from '../command.js';
import { jsonOnFailure } from '../json-failure.js';
import { clipEcho } from '../clip-echo.js';
import { exitCodes, type CliIo } from '../io.js';
import { checkFormat, parseOptions } from '../parse-options.js';
import { writeJson } from '../write-json.js';
import { checkRoot, rootHelp, rootOption } from './root-option.js';
import { variantGiven, variantNamedInFile } from './variant-named-in-file.js';
import { formatLostBuilds, formatPosition, formatResult, readText } from './adjudicate.js';
import { playerName, powerName } from './power-names.js';

const help = `Usage: dipkit play GAME.json [--variant VARIANT[.dip]] [--format text|json] [--strict] [--verbose]

Plays a recorded game (docs/positions.md) from its start position, phase by
phase, and reports where it ends: the final phase, each power's supply centres,
and the winner, the agreed draw, or that the game is unfinished.

The variant is the record's "variant": an id compiled from ID.dip in the
current folder, else variants/**/ID.dip under it, else one dipkit ships
(standard, colonial-1996…), or a .dip path relative to
the record, inside its folder (or --root); --variant overrides it (a .dip
file or an id), and the record's id must then be that variant's.
Invalid orders do not stop the game (the unit holds, rules VII.4): they are
listed as warnings naming the phase and the order. A coin toss (rule
coin-toss) is a record entry { "toss": { "italy": "west" } }; rule state such
as Intimate Diplomacy's preference lists is an entry { "rules": { … } }; a
phase that needs an input not yet given stops the replay with an error.

Options:
  --variant V      the variant: a .dip file, or an id looked up as above
  --format F       text (default) or json ({ "end", "final", "centres", "played", … },
                   or { "errors" } when the record cannot be played)
  --strict         exit 1 when any order was invalid
  --verbose        print every order's result, phase by phase (text format)
${rootHelp(19)}
  -h, --help       show this help

Exit codes: 0 played to the end of the record, 1 problems in the record, 2 bad usage.
`;

const options = {
  variant: { type: 'string' },
  format: { type: 'string', default: 'text' },
  strict: { type: 'boolean', default: false },
  verbose: { type: 'boolean', default: false },
  ...rootOption,
} as const;

/**
 * The warnings listed on the terminal at most: a real game has a few dozen invalid orders; a
 * record at its bound (200,000 orders, load-game.ts) would otherwise print as many lines.
 */
const MAX_WARNINGS = 1000;

type Values = ReturnType<typeof parseOptions<typeof options>>['values'];

export const playCommand: Command = {
  name: 'play',
  help,
  async run(args, io) {
    const { values, positionals } = parseOptions(args, options);
    checkRoot(values.root);
    checkFormat(values.format);
    if (positionals.length !== 1) throw new UsageError('give one GAME.json file');
    const [file] = positionals;
    return jsonOnFailure(io, values.format === 'json', (watched) => playFile(file, values, watched));
  },
};

/** The game in `file` replayed and reported; the exit code. */
async function playFile(file: string, values: Values, io: CliIo): Promise<number> {
  const text = readText(file, io);
  if (text === null) return exitCodes.diagnostics;
  let variant: Variant | null;
  if (values.variant !== undefined) variant = variantGiven(values.variant, file, text, io, values.root);
  else {
    const named = gameVariant(text);
    if (!named.ok) {
      for (const error of named.errors) io.stderr.write(`${file}: ${clipEcho(error)}\n`);
      return exitCodes.diagnostics;
    }
    variant = variantNamedInFile(named.value, file, io, values.root);
  }
  if (variant === null) return exitCodes.diagnostics;

  const game = loadGame(variant, text);
  if (!game.ok) {
    for (const error of game.errors) io.stderr.write(`${file}: ${clipEcho(error)}\n`);
    return exitCodes.diagnostics;
  }
  const replay = replayGame(variant, game.value);
  for (const warning of replay.warnings.slice(0, MAX_WARNINGS)) io.stderr.write(`${file}: warning: ${clipEcho(warning)}\n`);
  const unlisted = replay.warnings.length - MAX_WARNINGS;
  if (unlisted > 0) {
    io.stderr.write(`${file}: warning: and ${unlisted.toLocaleString('en-GB')} more invalid order${unlisted === 1 ? '' : 's'} not listed (--format json gives every one)\n`);
  }
  for (const error of replay.errors) io.stderr.write(`${file}: ${clipEcho(error)}\n`);

  if (values.format === 'json') writeJson((text) => io.stdout.write(text), replay);
  else io.stdout.write(formatReplay(variant, replay, values.verbose === true));

  const invalid = replay.warnings.length > 0 && values.strict === true;
  return replay.ok && !invalid ? exitCodes.ok : exitCodes.diagnostics;
}

function formatReplay(variant: Variant, replay: Replay, verbose: boolean): string {
  const lines: string[] = [];
  if (verbose) {
    for (const phase of replay.played) {
      lines.push(`${formatPhase(variant, phase.phase)} (${phase.path}):`, ...phase.results.map((r) => `  ${formatResult(variant, r)}`));
      const lost = formatLostBuilds(variant, phase.lostBuilds ?? []);
      if (lost !== null) lines.push(`  ${lost}`);
    }
    lines.push('');
  }
  lines.push(`Played ${replay.played.length} phase${replay.played.length === 1 ? '' : 's'}.`);
  lines.push(...formatPosition(variant, replay.final));
  const ranking = Object.entries(replay.centres)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([power, n]) => `${powerName(variant, power)} ${n}`);
  lines.push(`Centres: ${ranking.join(', ')}`);
  const end = replay.end;
  lines.push(
    end.kind === 'win'
      ? `Winner: ${playerName(variant, end.player)}`
      : end.kind === 'draw'
        ? `Draw agreed between ${end.powers.map((p) => powerName(variant, p)).join(', ')}`
        : 'Unfinished: no winner yet',
  );
  return lines.join('\n') + '\n';
}
