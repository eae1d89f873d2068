/**
 * Every diagnostic dipkit can report, in one place: its code, severity and
 * message template. `{0}`, `{1}`… in a template are filled by `makeDiagnostic`.
 *
 * Ranges: DIP1xxx lexing and parsing, DIP2xxx resolution of includes and
 * `extends`, DIP3xxx validation of the model, DIP4xxx board geometry.
 * Each owner appends entries to its own marked section.
 */
import type { Span } from '../ast.js';
import type { Diagnostic, Severity } from './diagnostic.js';

export interface CatalogueEntry {
  readonly severity: Severity;
  readonly message: string;
}

export const catalogue = {
  // ---- DIP1xxx: lexing and parsing (dsl) ----
  DIP1001: { severity: 'error', message: "unexpected character '{0}'" },
  DIP1002: { severity: 'error', message: 'unterminated string: the closing \'"\' is missing before the end of the line' },
  DIP1003: { severity: 'error', message: "unknown escape '\\{0}' in a string: only \\\" and \\\\ are allowed" },
  DIP1004: { severity: 'error', message: "'{0}' has uppercase letters: ids are lowercase, write '{1}'" },
  DIP1005: { severity: 'error', message: "unexpected characters '{0}'" },
  DIP1006: { severity: 'error', message: 'the string "{0}" seems to be missing its closing quote: without it, it runs on past {1} to the quote that opens the next name; write "{0}" {1} "…"' },
  DIP1100: { severity: 'error', message: 'expected a statement ({0}), found {1}' },
  DIP1101: { severity: 'error', message: 'expected {0}, found {1}' },
  DIP1102: { severity: 'error', message: 'unexpected {0} after the end of the {1} statement' },
  DIP1103: { severity: 'warning', message: "spaces around '/' in the location '{0}': write '{1}'" },
  DIP1104: { severity: 'error', message: "'{0}' is not a language code: a name is a language code of two letters (en, fr, pt-br) followed by a string, as in en \"London\"" },
  DIP1105: { severity: 'error', message: 'too many problems: checking stopped here, after the first {0}' },
  DIP1106: { severity: 'error', message: 'a name is written in double quotes, as in {0} "{1}"' },
  DIP1107: { severity: 'error', message: "{1} starts a line no deeper than the entry of {0}, so it cannot be more of its borders: if a new entry starts here, it needs a ':' ({2}); to go on with the borders of {0}, indent the line further" },
  DIP1108: { severity: 'error', message: "'{0}' is read as part of the statement before it: if a new statement starts here, write {1}" },
  DIP1109: { severity: 'error', message: "'{0}:' looks like a border entry, but it is not under an 'adjacency' heading, so it is read as part of the {1} statement before it: write 'adjacency' on a line of its own above the entries" },
  DIP1110: { severity: 'error', message: '{0} is given a name in {1} twice, "{2}" and then "{3}": the second would replace the first; keep one' },
  DIP1111: { severity: 'error', message: 'names after the points of coast {0} are read as the names of {1}, not of the coast: write the names of a coast right after its id (coast {0} en "…" at …), and those of the province before its first coast' },
  DIP1112: { severity: 'error', message: '{0} is blank ({1}): it would show as nothing on the board and in messages, and nobody could write it in an order; write the name, or leave it out' },
  DIP1113: { severity: 'warning', message: 'too many problems in this file: {0} are shown, and {1} more ({2}) are not; fix these and check again' },
  DIP1114: { severity: 'error', message: 'this file holds more than {0} words and symbols (ids, names, numbers, punctuation){1}: it is not read; the files of a variant may hold {2} together, far more than any map needs (Standard holds about 2,000)' },
  DIP1115: { severity: 'error', message: "',' between the items of a list: they are separated by spaces ({0}); commas separate only the units after 'start'" },
  DIP1199: { severity: 'error', message: 'internal error in the parser, please report it: {0}' },
  DIP1200: { severity: 'error', message: '{0} in {1}: invisible, it garbles the text wherever it is shown (boards, terminals, editors); remove it' },
  DIP1201: { severity: 'error', message: "'{0}' cannot be an id: it is a name every JavaScript object already has, so programs reading the variant would mistake it; choose another" },
  DIP1202: { severity: 'error', message: "{0} in {1}: some editors start a new line there and others do not, so the text after it, read by dipkit as more of the {2}, may be shown as a line of its own; end the line with an ordinary line break, or remove it" },
  DIP1350: { severity: 'error', message: "the alias '{0}' has uppercase letters: quote it to keep them (alias \"{0}\"), or write it in lowercase ('{1}')" },

  // ---- DIP2xxx: resolution (compiler) ----
  DIP2001: { severity: 'error', message: 'cannot read {0}: there is no such file, or it cannot be opened{1}' },
  DIP2002: { severity: 'error', message: '{0} includes itself (through {1})' },
  DIP2003: { severity: 'error', message: 'variant {0} extends {1}, which extends it in turn' },
  DIP2004: { severity: 'error', message: '{0} has no variant statement (a variant file needs one: variant ID …)' },
  DIP2005: { severity: 'error', message: 'a second variant statement ({0}): a variant has exactly one' },
  DIP2100: { severity: 'error', message: '{0} is an absolute path: a variant names its files relative to the file naming them, inside its folder' },
  DIP2101: { severity: 'error', message: "{0} is outside the variant's folder {1}: a variant reads only files inside it (dipkit --root DIR widens it)" },
  DIP2102: { severity: 'error', message: "{0} is a symbolic link to {1}, outside the variant's folder {2}: a variant reads only files inside it" },
  DIP2103: { severity: 'error', message: 'cannot read {0}: it is not a regular file (a folder, a device or a pipe)' },
  DIP2104: { severity: 'error', message: 'cannot read {0}: it is larger than {1} MB' },
  DIP2105: { severity: 'error', message: 'cannot read {0}: it is not a text file (it holds bytes that are not UTF-8 text)' },
  DIP2106: { severity: 'error', message: 'includes nest more than {0} files deep here: {1} is not read' },
  DIP2107: { severity: 'error', message: 'variants extend one another more than {0} deep here: {1} is not read' },
  DIP2108: { severity: 'error', message: 'cannot read {0}: with it, the files of this variant would hold more than {1} MB together' },
  DIP2109: { severity: 'error', message: 'cannot read {0}: permission denied (the file is there, but this user may not read it)' },
  DIP2110: { severity: 'error', message: 'cannot read {0}: its symbolic links lead round in a loop' },
  DIP2111: { severity: 'error', message: "'{0}' names no file here ({0} or {0}.dip), nor a variant dipkit ships ({1}){2}" },

  // ---- DIP3xxx: validation (compiler) ----
  DIP3001: { severity: 'error', message: 'there is no {0} {1} ({2}){3}' },
  DIP3002: { severity: 'error', message: '{0} {1} is declared twice' },
  DIP3003: { severity: 'error', message: '"{0}" names {1}, but "{2}" already names {3}: players could not tell them apart (names are compared without case, accents, spaces or hyphens)' },
  DIP3004: { severity: 'warning', message: 'the border {0} → {1} is declared one way only: units in {1} cannot move to {0}' },
  DIP3005: { severity: 'error', message: '{0} cannot cross {1}: {2}' },
  DIP3006: { severity: 'error', message: 'nobody can cross {0}–{1}: {2} is land and {3} is sea (armies cannot go to sea, fleets cannot go inland)' },
  DIP3007: { severity: 'error', message: 'only fleets can cross {0}–{1}, and {2} has several coasts: name one ({3})' },
  DIP3008: { severity: 'error', message: '{0} has no coast {1}: {2}' },
  DIP3009: { severity: 'warning', message: 'no unit can ever reach {0}: no path leads to it from any home centre or start unit' },
  DIP3010: { severity: 'error', message: '{0} is a home centre of {1} but not a supply centre: add centre to the province' },
  DIP3011: { severity: 'error', message: 'start unit {0} of {1} is outside its home centres: {2} is {3}' },
  DIP3012: { severity: 'error', message: 'start unit {0}: {1}' },
  DIP3013: { severity: 'error', message: 'victory needs {0} {1}, but the map has only {2} supply centres' },
  DIP3014: { severity: 'warning', message: 'victory at {0} of {1} centres is not more than half: two powers could reach it at the same time ({2} is the smallest majority)' },
  DIP3015: { severity: 'error', message: 'victory needs a positive whole number of {0}, not {1}' },
  DIP3016: { severity: 'error', message: 'railway {0}: {1}' },
  DIP3017: { severity: 'error', message: '{0} {1}: {2}' },
  DIP3018: { severity: 'error', message: "canal through {0}: {1}; a canal's province is coastal with a single coast" },
  DIP3019: { severity: 'error', message: 'passage {0}: {1}' },
  DIP3020: { severity: 'error', message: 'bridge {0}: {1}' },
  DIP3021: { severity: 'error', message: 'power {0} has no home centre: no province says home {0}' },
  DIP3022: { severity: 'error', message: '{0} season {1} is not in the calendar ({2})' },
  DIP3023: { severity: 'error', message: 'unknown phase kind {0} in season {1}: expected {2}{3}' },
  DIP3024: { severity: 'error', message: 'unknown edition {0}: expected {1}{2}' },
  DIP3025: { severity: 'error', message: 'unknown coordinates {0}: expected {1}{2}' },
  DIP3026: { severity: 'error', message: 'cannot {0} {1}: there is none' },
  DIP3027: { severity: 'warning', message: 'the border {0}–{1} is declared twice' },
  DIP3028: { severity: 'error', message: '{0} is given a border with itself' },
  DIP3029: { severity: 'error', message: 'border {0}–{1}: {2} is impassable, no unit may enter it' },
  DIP3030: { severity: 'error', message: 'coasts of {0}: {1}' },
  DIP3031: { severity: 'error', message: 'two start units in {0}' },
  DIP3032: { severity: 'error', message: 'power {0} is controlled by both {1} and {2}' },
  DIP3033: { severity: 'error', message: 'start year {0} is not {1}' },
  DIP3034: { severity: 'error', message: 'no season of the calendar has a movement phase' },
  DIP3035: { severity: 'warning', message: 'power {0} is played by no player, and no rule names it (civil-disorder, neutral…): its units will never receive orders' },
  DIP3036: { severity: 'error', message: 'unknown rule {0}: the known rules are {1}' },
  DIP3037: { severity: 'error', message: 'rule {0}: {1} (it takes {2})' },
  DIP3038: { severity: 'warning', message: 'rule {0} contradicts the setup: {1}' },
  DIP3039: { severity: 'error', message: 'the variant says the map has {0} supply centres, but {1} provinces are marked centre' },
  DIP3040: { severity: 'warning', message: 'the border {0}–{1} is declared {2} and also without a qualifier, which lets every unit the terrain allows cross it: keep one of the two' },
  DIP3041: { severity: 'warning', message: '{0} starts with {1} {2}, as many as victory needs ({3}): it has won before the first move' },
  DIP3042: { severity: 'warning', message: '{0} is coastal but borders no sea: a fleet there could sail only overland, to the coastal provinces next to it; if it has no coastline, make it land; if it has one, add its border with that sea' },
  DIP3043: { severity: 'error', message: 'variant {0} has no power{1}, so nobody could give an order: a game needs at least one (power ID en "…" …)' },
  DIP3100: { severity: 'error', message: "'{0}', the colour of {1}, is not a colour: write #rrggbb, #rgb or a CSS colour name (navy, darkgreen, crimson…){2}" },
  // Centre exceptions (colonial-map): `except POWER...` on a province.
  DIP3200: { severity: 'error', message: '{0} is not a supply centre, so it cannot be one that does not count for {1}: add centre, or remove the except clause' },
  DIP3201: { severity: 'error', message: '{0} is a home centre of {1}, so it must count for {1}: remove {1} from its except clause' },
  DIP3202: { severity: 'warning', message: '{0} counts for no power: its except clause names every power ({1}), so nobody gains anything by holding it' },
  DIP3203: { severity: 'warning', message: '{0} is named twice in the except clause of {1}' },
  // Arsenals (arsenal): `arsenal army|fleet` on a province, `rule arsenal`.
  DIP3300: { severity: 'error', message: '{0} is not a supply centre, so it cannot be an arsenal: add centre, or remove the arsenal clause' },
  DIP3301: { severity: 'error', message: '{0} is a fleet arsenal, but no fleet can stand in it (a {1} province): make it an army arsenal' },
  DIP3302: { severity: 'error', message: 'rule arsenal: {0}, a home centre of {1}, has no arsenal type: add arsenal army or arsenal fleet' },
  DIP3303: { severity: 'warning', message: '{0} has an arsenal type, but the variant has no rule arsenal: the type changes nothing' },
  DIP3304: { severity: 'error', message: 'rule arsenal: the start unit {0} stands on {1}, an arsenal for {2}: a unit starts on an arsenal of its own type' },
  DIP3400: { severity: 'error', message: '{0} has two label points (label at): keep one' },
  DIP3401: { severity: 'error', message: 'the label point of {0} ({1}) is not a longitude and latitude (coordinates lonlat): longitudes run from -180 to 180, latitudes from -90 to 90' },

  // ---- DIP4xxx: geometry (boards) ----
  DIP4001: { severity: 'warning', message: "'{0}' and '{1}' share a border on the board but are not adjacent ({2})" },
  DIP4002: { severity: 'warning', message: "'{0}' and '{1}' are adjacent but their shapes on the board do not touch ({2})" },
  DIP4003: { severity: 'warning', message: "province '{0}' has no shape on the board ({1})" },
  DIP4004: { severity: 'warning', message: "the label of '{0}' falls outside its shape on the board ({1})" },
  DIP4005: { severity: 'error', message: 'cannot draw the board from {0}: {1}' },
  DIP4006: { severity: 'warning', message: 'no province has a map point (at X Y): no board is drawn until one does' },
  DIP4007: { severity: 'warning', message: 'and {0} more pairs of provinces that {1}, not listed one by one: fix the first ones and check again' },
  DIP4100: { severity: 'warning', message: "the label point of '{0}' (label at {1}) falls outside its shape on the board: move it inside the province (its first map point is at {2}), or remove the clause to let the board place the label" },
  DIP4101: { severity: 'warning', message: "the label point of '{0}' (label at {1}) falls outside the board: move it inside the map, or remove the clause to let the board place the label" },
  DIP4102: { severity: 'warning', message: "the PNG's fonts have no glyph for {0} in '{1}': the PNG shows '{2}' instead (the SVG keeps the name); install a font that has these characters (Noto Sans CJK, Noto Emoji) to draw them" },
} as const satisfies Record<string, CatalogueEntry>;

export type DiagnosticCode = keyof typeof catalogue;

/** Fills a template: `{0}` becomes args[0], and so on. */
export function fillTemplate(template: string, args: readonly (string | number)[]): string {
  return template.replace(/\{(\d+)\}/g, (whole, index: string) => {
    const arg = args[Number(index)];
    return arg === undefined ? whole : String(arg);
  });
}

/** Longer arguments are cut: a message quoting a 5 MB string would be 5 MB. */
const maxArgLength = 300;

function bounded(arg: string | number): string | number {
  return typeof arg === 'string' && arg.length > maxArgLength ? `${arg.slice(0, maxArgLength)}…` : arg;
}

export function makeDiagnostic(code: DiagnosticCode, span: Span | null, ...args: (string | number)[]): Diagnostic {
  const entry: CatalogueEntry = catalogue[code];
  return { code, severity: entry.severity, message: fillTemplate(entry.message, args.map(bounded)), span };
}
