/**
 * A coastal province that borders no sea (DIP3042): fleets could stand in it and sail on
 * to the coastal provinces it borders, through land (a `land` province typed `coastal`).
 * Reported at its terrain, the word to change. A sea, or a mixed province (land and sea at
 * once), is the water a coast needs; a border naming one of its coasts counts.
 */
import { diagnose } from '../diagnose.js';
import type { CheckContext, Report } from './check-context.js';

export function reportCoastalWithoutSea({ draft }: CheckContext, report: Report): void {
  const terrain = (id: string) => draft.provinces.get(id)?.terrain.value;
  const water = (id: string) => terrain(id) === 'sea' || terrain(id) === 'mixed';
  const onSea = new Set<string>();
  for (const border of draft.borders.values()) {
    const [a, b] = [border.from.province.value, border.to.province.value];
    if (water(b)) onSea.add(a);
    if (water(a)) onSea.add(b);
  }
  for (const province of draft.provinces.values()) {
    if (province.terrain.value !== 'coastal' || onSea.has(province.id.value)) continue;
    report(diagnose('DIP3042', province.terrain.span, [province.id.value]));
  }
}
