/** A full set of Spring 1901 orders for Standard, with a bounce in Burgundy and one in Galicia: used to draw and time a busy turn. */
import type { Orders } from '../../engine/types.js';

export const standardSpring1901: Orders = {
  england: ['F Lon - Nth', 'F Edi - Nwg', 'A Lvp - Yor'],
  france: ['A Par - Bur', 'A Mar S A Par - Bur', 'F Bre - Mao'],
  germany: ['A Ber - Kie', 'A Mun - Bur', 'F Kie - Den'],
  italy: ['A Ven H', 'A Rom - Apu', 'F Nap - Ion'],
  austria: ['A Vie - Gal', 'A Bud - Ser', 'F Tri - Alb'],
  russia: ['A Mos - Ukr', 'A War - Gal', 'F Stp/sc - Bot', 'F Sev - Bla'],
  turkey: ['A Con - Bul', 'A Smy - Con', 'F Ank - Bla'],
};
