/** `<id>.report.txt`: what the variant holds, in numbers, and the warnings the checks raised. */
import type { Diagnostic } from '../../dsl/diagnostics/diagnostic.js';
import type { Variant } from '../../model/variant.js';

/** "111 (222 moves)": borders counted once whichever way they are crossed, and moves one way each. */
function borders(record: Readonly<Record<string, readonly string[]>>): string {
  const pairs = new Set<string>();
  let moves = 0;
  for (const [from, targets] of Object.entries(record)) {
    moves += targets.length;
    for (const to of targets) pairs.add(from < to ? `${from} ${to}` : `${to} ${from}`);
  }
  return `${pairs.size} (${moves} move${moves === 1 ? '' : 's'})`;
}

function place(d: Diagnostic): string {
  return d.span ? `${d.span.file}:${d.span.line}:${d.span.column}: ` : '';
}

export function generateReport(variant: Variant, diagnostics: readonly Diagnostic[]): string {
  const provinces = variant.provinces;
  const byTerrain = new Map<string, number>();
  for (const p of provinces) byTerrain.set(p.terrain, (byTerrain.get(p.terrain) ?? 0) + 1);
  const terrains = [...byTerrain].sort(([a], [b]) => (a < b ? -1 : 1)).map(([t, n]) => `${n} ${t}`).join(', ');
  const warnings = diagnostics.filter((d) => d.severity === 'warning');
  const lines = [
    `variant ${variant.id}${variant.base ? ` (extends ${variant.base})` : ''}`,
    `provinces: ${provinces.length} (${terrains})`,
    `supply centres: ${provinces.filter((p) => p.supplyCentre).length}`,
    `powers: ${variant.powers.length} (${variant.powers.map((p) => p.id).join(', ')})`,
    `players: ${variant.players.length}`,
    `start units: ${variant.start.units.length}`,
    `army borders: ${borders(variant.adjacency.army)}`,
    `fleet borders: ${borders(variant.adjacency.fleet)}`,
    `features: ${variant.features.length}`,
    `rules: ${variant.rules.modules.map((m) => m.id).join(', ') || 'none'} (edition ${variant.rules.edition})`,
    `victory: ${variant.victory.kind === 'home-centre' ? 'home centre' : `${variant.victory.count} ${variant.victory.kind}`}`,
    `warnings: ${warnings.length}`,
    ...warnings.map((w) => `  ${place(w)}${w.code} ${w.message}`),
    '',
  ];
  return lines.join('\n');
}
