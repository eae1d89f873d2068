/** The balance figures of a map as plain-text tables, for `dipkit balance`. */
import type { Balance, CentreDistance, PowerBalance } from './balance.js';

/** A distance as printed: a number, or '–' when no start unit can get there. */
function moves(d: number | null): string {
  return d === null ? '–' : String(d);
}

/** Left-aligned columns, two spaces apart. */
function table(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)];
}

function within(list: readonly CentreDistance[], limit: number): number {
  return list.filter((c) => c.distance !== null && c.distance <= limit).length;
}

function units(p: PowerBalance): string {
  return [p.armies > 0 ? `${p.armies}A` : '', p.fleets > 0 ? `${p.fleets}F` : ''].filter((s) => s !== '').join(' ') || '–';
}

function summaryRow(p: PowerBalance): string[] {
  const rivalHomes = p.rivals.flatMap((r) => r.centres);
  const nearest = p.rivals[0];
  return [
    p.power,
    units(p),
    String(p.first.length),
    String(p.tied.length),
    String(within(p.neutrals, 1)),
    String(within(p.neutrals, 2)),
    nearest === undefined ? '–' : `${moves(nearest.nearest)} (${nearest.power})`,
    String(within(rivalHomes, 2)),
    String(p.threats),
  ];
}

function powerSection(p: PowerBalance): string[] {
  const list = (cs: readonly CentreDistance[]) => cs.map((c) => `${c.centre} ${moves(c.distance)}`).join(', ');
  return [
    `${p.power} (${units(p)}; home centres ${p.homeCentres.join(' ') || 'none'})`,
    `  rivals' home centres: ${p.rivals.map((r) => `${r.power} ${moves(r.nearest)} (${list(r.centres)})`).join('; ') || 'none'}`,
    `  neutral centres: ${list(p.neutrals) || 'none'}`,
    `  reached first: ${p.first.join(' ') || 'none'}`,
    `  reached first with others: ${p.tied.map((t) => `${t.centre} (with ${t.with.join(', ')})`).join('; ') || 'none'}`,
  ];
}

export function formatBalance(balance: Balance): string {
  const lines: string[] = [
    `Balance of ${balance.variant}: moves from the start units (armies by land, fleets by sea; convoys not counted)`,
    '',
    ...table(
      ['power', 'units', 'first', 'tied', 'neutrals ≤1', 'neutrals ≤2', 'nearest rival home', 'rival homes ≤2', 'rival units ≤2 from homes'],
      balance.powers.map(summaryRow),
    ),
    '',
    'first: neutral centres the power reaches strictly before every other; tied: those it reaches first with others.',
    '',
  ];
  for (const p of balance.powers) lines.push(...powerSection(p), '');
  lines.push('Neutral centres', '');
  const powerIds = balance.powers.map((p) => p.power);
  lines.push(
    ...table(
      ['centre', 'soonest', 'moves', ...powerIds],
      balance.neutrals.map((n) => [
        n.centre,
        n.soonest.join(' ') || '–',
        moves(n.distance),
        ...powerIds.map((p) => moves(n.distances[p] ?? null)),
      ]),
    ),
  );
  return lines.join('\n') + '\n';
}
