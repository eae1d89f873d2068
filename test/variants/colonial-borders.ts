/**
 * The borders of Colonial Diplomacy's 1994 map on which three public adjacency tables agree:
 * python diplomacy (diplomacy/maps/colonial.map), njudge (data/map.colonial) and
 * vDiplomacy (webDiplomacy variants/Colonial/install.php), their ids mapped to ours (the
 * python ids; njudge's four-letter sea ids such as okhs, perg, ubur). Each border is
 * written once, a-b, ends sorted; fleet borders name the coasts of Arabia, Bangkok and
 * Seoul. Where the tables disagree (aki-ota, aki-tok, bla-con, dav-mid, med-red, ota-sak),
 * the border is in neither list: colonial-facts.test.ts states each decision.
 */

/** 168 borders armies may cross. */
export const agreedArmyBorders: readonly string[] = `
  aby-eri aby-som aby-sud ade-arb ade-mec afg-bok afg-kag afg-kam afg-kar afg-per afg-pun
  afg-tas aki-kyo akm-kir akm-kra akm-oms akm-ore akm-sem akm-tas ang-arm ang-con ang-syr
  ann-cam ann-coc ann-ton arb-bag arb-mec arb-oma arb-syr arm-bag arm-bak arm-syr arm-tab
  ass-ben ass-bur ass-sik ass-tib ass-yun bag-shi bag-syr bag-tab bak-mos bak-ode bak-tab
  ban-cam ban-mal ban-ran ban-sia ben-bur ben-hyd ben-luc ben-nep ben-tib bok-mos bok-ore
  bok-per bok-tas bom-hyd bom-mys bom-nag bom-raj bor-sar bur-may bur-ran bur-yun cam-coc
  cam-sia cam-ton can-chu can-hon can-may can-nan can-ton can-yun ceb-dav ceb-mna chu-lan
  chu-nan chu-sik chu-yun con-rum del-luc del-nag del-nep del-pun del-raj egy-mec egy-sud
  egy-syr eri-som eri-sud fus-seo hyd-luc hyd-mad hyd-mys hyd-nag irk-kra irk-mac irk-mon
  irk-vla kag-kam kag-kir kag-sik kag-tas kag-tib kag-uru kam-pun kam-tib kar-per kar-pun
  kar-raj kir-sem kir-tas kir-uru kra-mon kra-oms kra-sem kra-uru kyo-kyu kyo-tok lan-mon
  lan-nan lan-pek lan-sha lan-sik luc-nag luc-nep mac-mon mac-pek mac-por mac-seo mac-sha
  mac-vla mad-mys mal-sin may-ran may-sia may-ton may-yun mec-syr mon-pek mon-sik mon-uru
  mos-ode mos-ore mos-prm nag-raj nan-sha nep-pun ode-rum oms-ore oms-prm ore-prm ore-tas
  pek-sha per-shi per-tab por-seo pun-raj pun-tib ran-sia sem-uru seo-vla shi-tab sia-ton
  sik-tib sik-uru sik-yun
`.trim().split(/\s+/);

/** 207 borders fleets may cross. */
export const agreedFleetBorders: readonly string[] = `
  ade-arb/sc ade-goa ade-mec ade-red aki-kyo aki-okh aki-soj and-ban/wc and-bob and-eio and-gom
  and-jvs and-mal and-ran and-sum ang-arm ang-bla ang-con ang-med ang-syr ann-coc ann-gos
  ann-scs ann-ton arb/nc-bag arb/nc-oma arb/nc-pgf arb/sc-ars arb/sc-goa arb/sc-oma arm-bak
  arm-bla ars-bom ars-goa ars-kar ars-mys ars-oma ars-pgf ars-raj ars-wio bag-pgf bag-shi
  bak-bla bak-ode ban/ec-cam ban/ec-gos ban/ec-mal ban/wc-mal ban/wc-ran ben-bob ben-bur ben-hyd
  bla-med bla-ode bla-rum bob-bur bob-gom bob-hyd bob-ran bom-mys bom-raj bor-cls bor-jvs
  bor-sar bur-ran cam-coc cam-gos can-hon can-nan can-scs can-ton ceb-dav ceb-low ceb-luz
  ceb-mid ceb-mna ceb-sul cel-cls cel-jvs cel-tim cey-eio cey-gom cey-wio cls-dav cls-jvs
  cls-low cls-new cls-sar cls-sul cls-tim coc-gos con-med con-rum dav-low dav-sul ecs-for
  ecs-kyu ecs-nan ecs-scs ecs-sha ecs-upp ecs-yel egy-mec egy-med egy-red egy-sud egy-syr
  eio-gom eio-sio eio-sum eio-wio eri-goa eri-red eri-som eri-sud for-luz for-mid for-scs
  for-upp fus-seo/ec fus-seo/wc fus-soj fus-yel goa-red goa-som goa-wio gom-hyd gom-mad gom-wio
  gos-mal gos-scs gos-sun hon-scs hyd-mad jav-jvs jav-sio jav-tim jvs-mal jvs-sar jvs-sin
  jvs-sio jvs-sum jvs-sun jvs-tim kar-per kar-pgf kar-raj kyo-kyu kyo-soj kyo-tok kyo-upp
  kyo-yel kyu-upp kyu-yel low-mid low-new luz-mid luz-mna luz-scs luz-sul mac-por mac-sha
  mac-yel mad-mys mad-wio mal-sin mal-sun mec-red med-syr mid-mna mid-upp mys-wio nan-scs
  nan-sha new-tim ode-rum okh-ota okh-sak okh-soj okh-tok okh-upp okh-vla oma-pgf ota-soj
  per-pgf per-shi pgf-shi por-seo/wc por-yel red-sud sar-sul sar-sun scs-sul scs-sun scs-ton
  seo/ec-soj seo/ec-vla seo/wc-yel sha-yel sio-sum sio-tim sio-wio soj-vla soj-yel sul-sun
  tok-upp upp-yel
`.trim().split(/\s+/);
