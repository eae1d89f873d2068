/**
 * A name given twice in one language by one statement (`en "Valley" fr "Vallée" en "Dale"`):
 * the second would silently replace the first, so it is an error (DIP1110), at the second,
 * with the first beside it. Each thing named counts apart: a province and each of its
 * coasts, a power and its adjective. Across statements a `change` replaces names on purpose.
 */
import type { NameEntry, PowerClause, ProvinceClause, Statement, VariantClause } from './ast.js';
import { makeDiagnostic } from './diagnostics/catalogue.js';
import type { Diagnostic } from './diagnostics/diagnostic.js';

/** Each thing the statement names, with all the names it gives it, in text order. */
function namedThings(statement: Statement): { what: string; names: readonly NameEntry[] }[] {
  const clauseNames = (clauses: readonly (VariantClause | PowerClause | ProvinceClause)[], kind: 'names' | 'adjective') =>
    clauses.flatMap((c) => (c.kind === kind ? c.names : []));
  const province = (id: string, clauses: readonly ProvinceClause[]) => [
    { what: `province ${id}`, names: clauseNames(clauses, 'names') },
    ...clauses.flatMap((c) => (c.kind === 'coast' ? [{ what: `coast ${c.coast.id.value} of ${id}`, names: c.coast.names }] : [])),
  ];
  const power = (id: string, clauses: readonly PowerClause[]) => [
    { what: `power ${id}`, names: clauseNames(clauses, 'names') },
    { what: `the adjective of power ${id}`, names: clauseNames(clauses, 'adjective') },
  ];
  switch (statement.kind) {
    case 'variant':
      return [{ what: `variant ${statement.id.value}`, names: clauseNames(statement.clauses, 'names') }];
    case 'season':
    case 'player':
    case 'railway':
      return [{ what: `${statement.kind} ${statement.id.value}`, names: statement.names }];
    case 'power':
      return power(statement.id.value, statement.clauses);
    case 'province':
      return province(statement.id.value, statement.clauses);
    case 'change':
      if (statement.target === 'variant') return [{ what: 'the variant', names: clauseNames(statement.clauses, 'names') }];
      return statement.target === 'power' ? power(statement.id.value, statement.clauses) : province(statement.id.value, statement.clauses);
    default:
      return [];
  }
}

/**
 * A name or an alias with no text (`en ""`, `en "   "`, `alias ""`): it would show as
 * nothing on the board and in messages, and a player could not write it (DIP1112).
 * (An alias written as an id is never blank.)
 */
export function reportBlankNames(statement: Statement, diagnostics: Diagnostic[]): void {
  for (const { what, names } of namedThings(statement)) {
    for (const entry of names) {
      if (isBlank(entry.text.value)) diagnostics.push(makeDiagnostic('DIP1112', entry.span, `the ${entry.lang.value} name of ${what}`, `${entry.lang.value} ${quoted(entry.text.value)}`));
    }
  }
  if (statement.kind !== 'province' && !(statement.kind === 'change' && statement.target === 'province')) return;
  for (const clause of statement.clauses) {
    if (clause.kind !== 'alias') continue;
    for (const alias of clause.aliases) {
      if (isBlank(alias.value)) diagnostics.push(makeDiagnostic('DIP1112', alias.span, `an alias of province ${statement.id.value}`, `alias ${quoted(alias.value)}`));
    }
  }
}

/** Blank: nothing but spaces, of any kind (JavaScript's trim knows the Unicode ones). */
function isBlank(text: string): boolean {
  return text.trim() === '';
}

/** Spaces as they are, other blank characters as escapes: the message shows what is there. */
function quoted(text: string): string {
  return `"${[...text].map((c) => (c === ' ' ? c : `\\u{${c.codePointAt(0)!.toString(16)}}`)).join('')}"`;
}

export function reportRepeatedNames(statement: Statement, diagnostics: Diagnostic[]): void {
  for (const { what, names } of namedThings(statement)) {
    const first = new Map<string, NameEntry>();
    for (const entry of names) {
      const earlier = first.get(entry.lang.value);
      if (earlier === undefined) {
        first.set(entry.lang.value, entry);
        continue;
      }
      const d = makeDiagnostic('DIP1110', entry.span, what, entry.lang.value, earlier.text.value, entry.text.value);
      diagnostics.push({ ...d, related: [{ message: `the first ${entry.lang.value} name of ${what}`, span: earlier.span }] });
    }
  }
}
