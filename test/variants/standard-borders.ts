/**
 * The borders of the standard map, as three public adjacency tables give them:
 * godip (variants/classical/start/map.go), the python `diplomacy` package
 * (diplomacy/maps/standard.map) and jDip (stdVariants/std_adjacency.xml). The
 * three agree edge for edge once their ids are mapped to ours (nrg/nwg, mid/mao,
 * gol/lyo, nao/nat, nor/nwy). Each border is written once, `a-b`, ends sorted.
 * Fleet borders name the coast of Spain, St Petersburg and Bulgaria.
 * Sweden–Denmark (the passage) is in both lists.
 */

/** 111 borders armies may cross. */
export const standardArmyBorders: readonly string[] = `
  alb-gre alb-ser alb-tri ank-arm ank-con ank-smy apu-nap apu-rom apu-ven arm-sev arm-smy
  arm-syr bel-bur bel-hol bel-pic bel-ruh ber-kie ber-mun ber-pru ber-sil boh-gal boh-mun
  boh-sil boh-tyr boh-vie bre-gas bre-par bre-pic bud-gal bud-rum bud-ser bud-tri bud-vie
  bul-con bul-gre bul-rum bul-ser bur-gas bur-mar bur-mun bur-par bur-pic bur-ruh cly-edi
  cly-lvp con-smy den-kie den-swe edi-lvp edi-yor fin-nwy fin-stp fin-swe gal-rum gal-sil
  gal-ukr gal-vie gal-war gas-mar gas-par gas-spa gre-ser hol-kie hol-ruh kie-mun kie-ruh
  lon-wal lon-yor lvn-mos lvn-pru lvn-stp lvn-war lvp-wal lvp-yor mar-pie mar-spa mos-sev
  mos-stp mos-ukr mos-war mun-ruh mun-sil mun-tyr naf-tun nap-rom nwy-stp nwy-swe par-pic
  pie-tus pie-tyr pie-ven por-spa pru-sil pru-war rom-tus rom-ven rum-ser rum-sev rum-ukr
  ser-tri sev-ukr sil-war smy-syr tri-tyr tri-ven tri-vie tus-ven tyr-ven tyr-vie ukr-war
  wal-yor
`.trim().split(/\s+/);

/** 141 borders fleets may cross. */
export const standardFleetBorders: readonly string[] = `
  adr-alb adr-apu adr-ion adr-tri adr-ven aeg-bul/sc aeg-con aeg-eas aeg-gre aeg-ion aeg-smy
  alb-gre alb-ion alb-tri ank-arm ank-bla ank-con apu-ion apu-nap apu-ven arm-bla arm-sev
  bal-ber bal-bot bal-den bal-kie bal-lvn bal-pru bal-swe bar-nwg bar-nwy bar-stp/nc bel-eng
  bel-hol bel-nth bel-pic ber-kie ber-pru bla-bul/ec bla-con bla-rum bla-sev bot-fin bot-lvn
  bot-stp/sc bot-swe bre-eng bre-gas bre-mao bre-pic bul/ec-con bul/ec-rum bul/sc-con bul/sc-gre
  cly-edi cly-lvp cly-nat cly-nwg con-smy den-hel den-kie den-nth den-ska den-swe eas-ion
  eas-smy eas-syr edi-nth edi-nwg edi-yor eng-iri eng-lon eng-mao eng-nth eng-pic eng-wal
  fin-stp/sc fin-swe gas-mao gas-spa/nc gre-ion hel-hol hel-kie hel-nth hol-kie hol-nth ion-nap
  ion-tun ion-tys iri-lvp iri-mao iri-nat iri-wal lon-nth lon-wal lon-yor lvn-pru lvn-stp/sc
  lvp-nat lvp-wal lyo-mar lyo-pie lyo-spa/sc lyo-tus lyo-tys lyo-wes mao-naf mao-nat mao-por
  mao-spa/nc mao-spa/sc mao-wes mar-pie mar-spa/sc naf-tun naf-wes nap-rom nap-tys nat-nwg
  nth-nwg nth-nwy nth-ska nth-yor nwg-nwy nwy-ska nwy-stp/nc nwy-swe pie-tus por-spa/nc
  por-spa/sc rom-tus rom-tys rum-sev ska-swe smy-syr spa/sc-wes tri-ven tun-tys tun-wes tus-tys
  tys-wes
`.trim().split(/\s+/);
