/** `<id>.report.txt`: what the variant holds, in numbers, and the warnings the checks raised. */
import type { Diagnostic } from '../../dsl/diagnostics/diagnostic.js';
import type { Variant } from '../../model/variant.js';

function count(record: Readonly<Record<string, readonly string[]>>): number {
  let edges = 0;
  for (const targets of Object.values(record)) edges += targets.length;
  return edges;
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
    `army moves: ${count(variant.adjacency.army)}`,
    `fleet moves: ${count(variant.adjacency.fleet)}`,
    `features: ${variant.features.length}`,
    `rules: ${variant.rules.modules.map((m) => m.id).join(', ') || 'none'} (edition ${variant.rules.edition})`,
    `victory: ${variant.victory.kind === 'home-centre' ? 'home centre' : `${variant.victory.count} ${variant.victory.kind}`}`,
    `warnings: ${warnings.length}`,
    ...warnings.map((w) => `  ${place(w)}${w.code} ${w.message}`),
    '',
  ];
  return lines.join('\n');
}
