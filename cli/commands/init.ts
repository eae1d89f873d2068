/** `dipkit init [FILE.dip]`: write a small starter variant to edit, never over an existing file. */
import { existsSync, writeFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { isIdentifier } from '../../dsl/identifier.js';
import { isFolder } from '../../files/path-kind.js';
import { UsageError, type Command } from '../command.js';
import { systemProblem } from '../system-problem.js';
import { exitCodes } from '../io.js';
import { parseOptions } from '../parse-options.js';

const defaultFile = 'my-variant.dip';

const help = `Usage: dipkit init [FILE.dip]

Writes a starter variant into FILE.dip (default ${defaultFile}): two powers,
seven provinces with their borders, drawn from map points. It passes
\`dipkit check\` and can be played at once; change it to make your own map
(docs/language.md is the reference). The variant's id is the file's name.
A name without an extension gets .dip (\`dipkit init island\` writes
island.dip); a folder gets ${defaultFile} inside it. An existing file is
never overwritten.

Options:
  -h, --help   show this help

Exit codes: 0 written, 1 the file exists or cannot be written, 2 bad usage.
`;

/** The starter variant, with its id. */
export function starterVariant(id: string): string {
  return `# A starter variant: two powers on a small island map.
# Check it with \`dipkit check\`, draw it with \`dipkit render\`.
# The map language is described in docs/language.md. To change the rules of a map
# dipkit ships instead, start from it: \`variant mine extends "standard"\`.

variant ${id}
  en "My Variant" fr "Ma variante"
  start spring 1901
  victory 4 centres  # more than half of the 6 supply centres
  coordinates plane  # map points are x y

# The calendar, in order within a year.
season spring en "Spring" fr "Printemps": movement retreats
season fall en "Fall" fr "Automne": movement retreats
season winter en "Winter" fr "Hiver": adjustments

power west en "West" fr "Ouest"
  adjective en "western" fr "occidental"
  colour "#2c5aa0"
  start A wmo, F wpo

power east en "East" fr "Est"
  adjective en "eastern" fr "oriental"
  colour "crimson"
  start A emo, F epo

# province ID TERRAIN [names] [centre] [home POWER] at X Y
province wmo land en "West Mountains" fr "Monts de l'Ouest" centre home west at 0 0
province wpo coastal en "West Port" fr "Port de l'Ouest" centre home west at 0 2
province emo land en "East Mountains" fr "Monts de l'Est" centre home east at 4 0
province epo coastal en "East Port" fr "Port de l'Est" centre home east at 4 2
province mid land en "Midlands" fr "Terres du milieu" centre at 2 0
province bay coastal en "Bay Town" fr "Baie" centre at 2 2
province sea sea en "Inner Sea" fr "Mer intérieure" at 2 4

# Each border once: who may cross it follows from the terrain of its ends.
adjacency
  wmo: wpo mid
  wpo: bay sea
  emo: epo mid
  epo: bay sea
  mid: bay
  bay: sea
`;
}

/** The file asked for: `island` is island.dip, a folder holds the default file; any other name as given. */
function fileToWrite(asked: string): string {
  if (isFolder(asked)) return join(asked, defaultFile);
  return extname(asked) === '' && !asked.endsWith('/') ? `${asked}.dip` : asked;
}

export const initCommand: Command = {
  name: 'init',
  help,
  async run(args, io) {
    const { positionals } = parseOptions(args, {});
    if (positionals.length > 1) throw new UsageError('give at most one FILE.dip');
    const file = fileToWrite(positionals[0] ?? defaultFile);
    if (!file.endsWith('.dip')) throw new UsageError(`the file to write is a .dip file, not ${JSON.stringify(file)}`);
    const id = basename(file, '.dip');
    if (!isIdentifier(id) || id in Object.prototype) {
      throw new UsageError(`the file's name is the variant's id: lowercase letters, digits, - and _, starting with a letter (not ${JSON.stringify(id)})`);
    }
    if (existsSync(file)) {
      io.stderr.write(`${file}: already exists; dipkit init never overwrites a file: name another\n`);
      return exitCodes.diagnostics;
    }
    try {
      // 'wx': fails if the file appeared meanwhile, rather than overwrite it.
      writeFileSync(file, starterVariant(id), { flag: 'wx' });
    } catch (error) {
      io.stderr.write(`${file}: cannot write (${systemProblem(error)})\n`);
      return exitCodes.diagnostics;
    }
    io.stdout.write(`${file}: a starter variant '${id}'; next: dipkit check ${file}, then dipkit render ${file} --start -o ${id}.svg\n`);
    return exitCodes.ok;
  },
};
