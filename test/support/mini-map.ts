/**
 * A small valid map for compiler tests: two powers, six centres, a province with
 * two coasts, a canal between two seas, an impassable mountain. Tests make broken
 * copies of it with string edits.
 */
import { compileFile, memoryHost, type CompileResult } from '../../compiler/compile.js';

export const miniMap = `# A small map for tests.
variant mini en "Mini Map" fr "Mini carte"
  start spring 1901
  victory 4 centres
  coordinates plane

power north en "North" fr "Nord"
  start F nor, A nla
power south en "South" fr "Sud"
  start F sou, A sla

province nor coastal en "Norland" fr "Norlande" centre home north at 0 0
province nla land en "Northwood" fr "Bois du Nord" centre home north alias "nw" at 1 0
province sou coastal en "Southport" fr "Port du Sud" centre home south at 0 4
province sla land en "Southwood" fr "Bois du Sud" centre home south at 1 4
province mid land en "Midlands" fr "Terres du Milieu" centre at 1 2
province twi coastal en "Twin Capes" fr "Caps Jumeaux" centre
  coast wc at 2 1
  coast ec at 2 3
  at 2 2
province kan coastal en "Canal Town" fr "Ville du Canal" at 0 2
province wsea sea en "West Sea" fr "Mer de l'Ouest" at -1 1
province esea sea en "East Sea" fr "Mer de l'Est" at -1 3
province mnt impassable en "Mountain" fr "Montagne" at 3 2

adjacency
  nor: nla mid wsea kan
  nla: mid twi
  sou: sla mid esea kan
  sla: mid twi
  mid: twi kan
  kan: wsea esea
  twi/wc: wsea
  twi/ec: esea

canal kan joins wsea esea
`;

/** Compiles files held in memory (paths under /mem/), the first being the variant file. */
export function compileMemory(files: Record<string, string>, main = Object.keys(files)[0]): CompileResult {
  return compileFile(main, { host: memoryHost(files, null) });
}

/** Compiles a copy of the mini map with `edit` applied; fails loudly if the edit did nothing. */
export function compileEdited(edit: (text: string) => string, text = miniMap): CompileResult {
  const edited = edit(text);
  if (edited === text) throw new Error('the edit left the map unchanged: the test is out of date');
  return compileMemory({ '/mem/mini.dip': edited });
}

/** Replaces `from` by `to`, insisting that `from` is there. */
export function replace(from: string, to: string): (text: string) => string {
  return (text) => {
    if (!text.includes(from)) throw new Error(`the map has no ${JSON.stringify(from)}: the test is out of date`);
    return text.replace(from, to);
  };
}

export function append(extra: string): (text: string) => string {
  return (text) => `${text}\n${extra}\n`;
}
