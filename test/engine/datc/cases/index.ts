import type { DatcCase } from '../case.js';
import { cases6A } from './6a.js';
import { cases6B } from './6b.js';
import { cases6C } from './6c.js';
import { cases6D } from './6d.js';
import { cases6E } from './6e.js';
import { cases6F } from './6f.js';
import { cases6G } from './6g.js';
import { cases6H } from './6h.js';
import { cases6I } from './6i.js';
import { cases6J } from './6j.js';

/** Sections 6.A to 6.J of the DATC, in the DATC's order. */
export const sections: readonly { readonly section: string; readonly title: string; readonly cases: readonly DatcCase[] }[] = [
  { section: '6.A', title: 'basic checks', cases: cases6A },
  { section: '6.B', title: 'coastal issues', cases: cases6B },
  { section: '6.C', title: 'circular movement', cases: cases6C },
  { section: '6.D', title: 'supports and dislodges', cases: cases6D },
  { section: '6.E', title: 'head-to-head battles and beleaguered garrisons', cases: cases6E },
  { section: '6.F', title: 'convoys', cases: cases6F },
  { section: '6.G', title: 'convoying to adjacent provinces', cases: cases6G },
  { section: '6.H', title: 'retreating', cases: cases6H },
  { section: '6.I', title: 'building', cases: cases6I },
  { section: '6.J', title: 'civil disorder and disbands', cases: cases6J },
];

export const allCases: readonly DatcCase[] = sections.flatMap((s) => s.cases);
