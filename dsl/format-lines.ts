/**
 * The canonical layout of each statement, as output lines. Each line knows
 * where its first element starts in the source, so comments and blank lines
 * can be put back where they were (see format.ts).
 */
import type * as A from './ast.js';
import { isIdentifier } from './identifier.js';

export interface CodeLine {
  readonly indent: number;
  readonly code: string;
  /** Source offset of the first element printed on this line. */
  readonly start: number;
}

const INDENT = 2;

export function quote(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** Ids and strings share a shape in the tree; the source says which was written. */
function identOrString(value: A.Ident | A.StringLit, text: string): string {
  const wasString = text.charCodeAt(value.span.start) === 34; /* " */
  return wasString || !isIdentifier(value.value) ? quote(value.value) : value.value;
}

const names = (entries: readonly A.NameEntry[]): string => entries.map((e) => `${e.lang.value} ${quote(e.text.value)}`).join(' ');
const location = (l: A.LocationRef): string => (l.coast === null ? l.province.value : `${l.province.value}/${l.coast.value}`);
const point = (p: A.PointLit): string => `${p.x.raw} ${p.y.raw}`;
const unit = (u: A.UnitSpec): string => `${u.type === 'army' ? 'A' : 'F'} ${location(u.location)}`;
const words = (...parts: (string | null | false)[]): string => parts.filter((p): p is string => typeof p === 'string' && p !== '').join(' ');

function variantClause(clause: A.VariantClause): string {
  switch (clause.kind) {
    case 'names':
      return names(clause.names);
    case 'start':
      return `start ${clause.season.value} ${clause.year.raw}`;
    case 'victory':
      return clause.count === null ? `victory ${clause.victory}` : `victory ${clause.count.raw} ${clause.victory}`;
    case 'centres':
      return `centres ${clause.count.raw}`;
    case 'edition':
      return `edition ${clause.edition.value}`;
    case 'coordinates':
      return `coordinates ${clause.coordinates.value}`;
    case 'geometry':
      return words('geometry', clause.source, clause.file && quote(clause.file.value));
    case 'ownership':
      return `ownership after ${clause.season.value}`;
  }
}

function powerClause(clause: A.PowerClause): string {
  switch (clause.kind) {
    case 'names':
      return names(clause.names);
    case 'adjective':
      return `adjective ${names(clause.names)}`;
    case 'colour':
      return `colour ${quote(clause.colour.value)}`;
    case 'start':
      return `start ${clause.units.map(unit).join(', ')}`;
  }
}

function provinceClause(clause: A.ProvinceClause, text: string): string {
  switch (clause.kind) {
    case 'names':
      return names(clause.names);
    case 'centre':
      return 'centre';
    case 'home':
      return `home ${clause.power.value}`;
    case 'except':
      return `except ${clause.powers.map((p) => p.value).join(' ')}`;
    case 'arsenal':
      return `arsenal ${clause.type.value}`;
    case 'alias':
      return `alias ${clause.aliases.map((a) => identOrString(a, text)).join(' ')}`;
    case 'at':
      return `at ${point(clause.point)}`;
    case 'label':
      return `label at ${point(clause.point)}`;
    case 'coast': {
      const coast = clause.coast;
      return words('coast', coast.id.value, names(coast.names), coast.points.map((p) => `at ${point(p)}`).join(' '));
    }
  }
}

/** Head line, then each clause on its own indented line. */
function clauseLines<C extends { readonly span: A.Span }>(
  head: string,
  start: number,
  clauses: readonly C[],
  print: (clause: C) => string,
  firstOnHead: boolean,
): CodeLine[] {
  const rest = firstOnHead ? clauses.slice(1) : clauses;
  const headCode = firstOnHead && clauses.length > 0 ? words(head, print(clauses[0])) : head;
  return [
    { indent: 0, code: headCode, start },
    ...rest.map((clause) => ({ indent: INDENT, code: print(clause), start: clause.span.start })),
  ];
}

/**
 * Clauses before the first coast share the head line; each coast gets its own
 * line, and clauses after a coast share a line of their own (a point or a name
 * written right after a coast would belong to that coast).
 */
function provinceLines(head: string, start: number, clauses: readonly A.ProvinceClause[], text: string): CodeLine[] {
  const lines: { indent: number; parts: string[]; start: number }[] = [{ indent: 0, parts: [head], start }];
  let afterCoast = false;
  for (const clause of clauses) {
    const printed = provinceClause(clause, text);
    if (clause.kind === 'coast') {
      lines.push({ indent: INDENT, parts: [printed], start: clause.span.start });
      afterCoast = true;
    } else if (afterCoast) {
      lines.push({ indent: INDENT, parts: [printed], start: clause.span.start });
      afterCoast = false;
    } else {
      lines[lines.length - 1].parts.push(printed);
    }
  }
  return lines.map((line) => ({ indent: line.indent, code: line.parts.join(' '), start: line.start }));
}

export function adjacencyEntryCode(entry: A.AdjacencyEntry): string {
  const qualifier = entry.qualifier === null ? '' : ` ${entry.qualifier.value}`;
  return `${location(entry.from)}${qualifier}: ${entry.to.map(location).join(' ')}`;
}

function removeCode(target: A.RemoveTarget): string {
  switch (target.kind) {
    case 'passage':
    case 'bridge':
      return `remove ${target.kind} ${target.between[0].value} ${target.between[1].value}`;
    case 'adjacency':
      return `remove adjacency ${adjacencyEntryCode(target.entry)}`;
    default:
      return `remove ${target.kind} ${target.ids.map((i) => i.value).join(' ')}`;
  }
}

export function statementLines(statement: A.Statement, text: string): CodeLine[] {
  const start = statement.span.start;
  const single = (code: string): CodeLine[] => [{ indent: 0, code, start }];
  switch (statement.kind) {
    case 'include':
      return single(`include ${quote(statement.path.value)}`);
    case 'variant': {
      const head = words('variant', statement.id.value, statement.extends && `extends ${quote(statement.extends.value)}`);
      return clauseLines(head, start, statement.clauses, variantClause, false);
    }
    case 'season':
      return single(`${words('season', statement.id.value, names(statement.names))}: ${statement.phases.map((p) => p.value).join(' ')}`);
    case 'power':
      return clauseLines(`power ${statement.id.value}`, start, statement.clauses, powerClause, statement.clauses[0]?.kind === 'names');
    case 'player':
      return single(words('player', statement.id.value, names(statement.names), 'controls', statement.powers.map((p) => p.value).join(' ')));
    case 'province':
      return provinceLines(`province ${statement.id.value} ${statement.terrain.value}`, start, statement.clauses, text);
    case 'adjacency':
      return [
        { indent: 0, code: 'adjacency', start },
        ...statement.entries.map((entry) => ({ indent: INDENT, code: adjacencyEntryCode(entry), start: entry.span.start })),
      ];
    case 'canal':
    case 'gateway':
      return single(`${statement.kind} ${statement.province.value} joins ${statement.seas[0].value} ${statement.seas[1].value}`);
    case 'passage':
    case 'bridge':
      return single(`${statement.kind} ${statement.between[0].value} ${statement.between[1].value}`);
    case 'railway':
      return single(
        `${words('railway', statement.id.value, names(statement.names), 'owner', statement.owner.value)}: ${statement.route.map((r) => r.value).join(' ')}`,
      );
    case 'rule':
      return single(
        words('rule', statement.id.value, ...statement.args.map((arg) => ('raw' in arg ? arg.raw : identOrString(arg, text)))),
      );
    case 'remove':
      return single(removeCode(statement.target));
    case 'change':
      switch (statement.target) {
        case 'province':
          return provinceLines(`change province ${statement.id.value}`, start, statement.clauses, text);
        case 'power':
          return clauseLines(`change power ${statement.id.value}`, start, statement.clauses, powerClause, statement.clauses[0]?.kind === 'names');
        case 'variant':
          return clauseLines('change variant', start, statement.clauses, variantClause, false);
      }
  }
}
