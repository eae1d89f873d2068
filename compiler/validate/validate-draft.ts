/** Runs every check on a draft. */
import { buildAdjacencyGraph } from '../model/build-adjacency.js';
import type { Draft } from '../model/draft.js';
import type { Gaps } from '../resolve/gaps.js';
import type { Check, Report } from './check-context.js';
import { reportBorderOverlaps } from './report-border-overlaps.js';
import { reportBorderCrossings } from './report-border-crossings.js';
import { reportCalendar } from './report-calendar.js';
import { reportCentreCount } from './report-centre-count.js';
import { reportArsenals } from './report-arsenals.js';
import { reportLabels } from './report-labels.js';
import { reportCentreExceptions } from './report-centre-exceptions.js';
import { reportCanalsAndGateways } from './report-canals-and-gateways.js';
import { reportCoasts } from './report-coasts.js';
import { reportCoastalWithoutSea } from './report-coastal-without-sea.js';
import { reportColours } from './report-colours.js';
import { reportHomeCentres } from './report-home-centres.js';
import { reportNameClashes } from './report-name-clashes.js';
import { reportOneWayBorders } from './report-one-way-borders.js';
import { reportPassagesAndBridges } from './report-passages-and-bridges.js';
import { reportPlayers } from './report-players.js';
import { reportPowers } from './report-powers.js';
import { reportRailways } from './report-railways.js';
import { reportRules } from './report-rules.js';
import { reportStartUnits } from './report-start-units.js';
import { reportUnknownReferences } from './report-unknown-references.js';
import { reportUnreachableProvinces } from './report-unreachable-provinces.js';
import { reportVariantSettings } from './report-variant-settings.js';
import { reportVictory } from './report-victory.js';

export const checks: readonly Check[] = [
  reportUnknownReferences,
  reportNameClashes,
  reportCoasts,
  reportCoastalWithoutSea,
  reportBorderCrossings,
  reportOneWayBorders,
  reportBorderOverlaps,
  reportPowers,
  reportHomeCentres,
  reportCentreExceptions,
  reportArsenals,
  reportLabels,
  reportStartUnits,
  reportVictory,
  reportCentreCount,
  reportCalendar,
  reportVariantSettings,
  reportColours,
  reportPlayers,
  reportRules,
  reportRailways,
  reportCanalsAndGateways,
  reportPassagesAndBridges,
  reportUnreachableProvinces,
];

/** Each check reports to `report` as it finds: a check may find hundreds of thousands of problems, of which a report shows 1,000. */
export function validateDraft(draft: Draft, gaps: Gaps, report: Report): void {
  const ctx = { draft, graph: buildAdjacencyGraph(draft), gaps };
  for (const check of checks) check(ctx, report);
}
