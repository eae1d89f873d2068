/** The commands of `dipkit`, in the order the help lists them. Add a command with one line here. */
import type { Command } from '../command.js';
import { adjudicateCommand } from './adjudicate.js';
import { balanceCommand } from './balance.js';
import { buildCommand } from './build.js';
import { checkCommand } from './check.js';
import { fmtCommand } from './fmt.js';
import { playCommand } from './play.js';
import { renderCommand } from './render.js';

export const commands: readonly Command[] = [checkCommand, buildCommand, fmtCommand, adjudicateCommand, playCommand, renderCommand, balanceCommand];
