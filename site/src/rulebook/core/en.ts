/**
 * The rules of the game (sections I–XIV of the standard rules text) in English, in our
 * own words, for any variant: every count, name and date comes from the model.
 */
import type { Block, Chapter, ChapterContext } from '../types.js';
import { code, examples, list, para, strong, sub } from '../blocks.js';
import { nameIn, type SeasonFacts } from '../facts.js';
import { aOrAn, count, languageName, placeEn, sampleSpans, withSamples, listOf, locationName, powerName, provinceName, unitCode, unitPhrase } from '../words.js';

const season = (s: SeasonFacts): string => nameIn(s.names, 'en', s.id);

function players({ variant, facts }: ChapterContext): Chapter {
  const powers = facts.powers.map((p) => nameIn(p.names, 'en', p.id));
  const blocks: Block[] = [
    para(
      `Diplomacy is a game of negotiation and manoeuvre for ${count(facts.powers.length, 'great power', 'great powers')}: `,
      `${listOf(powers, 'en')}. Each player leads one power (or several, in games for fewer players) and tries to `,
      'extend its control over the map through alliances as much as through arms.',
    ),
  ];
  if (facts.sharedPowers) {
    const played = new Set(facts.players.flatMap((p) => p.powers));
    blocks.push(
      para(`In this game the powers are shared among ${count(facts.players.length, 'player', 'players')}:`),
      list(...facts.players.map((p) => `${nameIn(p.names, 'en', p.id)}: ${listOf(p.powers.map((id) => powerName(variant, id, 'en')), 'en')}.`)),
    );
    const unplayed = facts.powers.filter((p) => !played.has(p.id)).map((p) => nameIn(p.names, 'en', p.id));
    if (unplayed.length > 0) {
      blocks.push(para(`No player leads ${listOf(unplayed, 'en')}: the special rules below say what becomes of ${unplayed.length === 1 ? 'it' : 'them'}.`));
    }
    blocks.push(
      para('A player who leads several powers still plays each as a separate country: centres are owned, and units built or removed, power by power.'),
    );
  }
  // Intimate Diplomacy gives the home powers by preference lists, not by lot.
  blocks.push(
    facts.modules.some((m) => m.id === 'intimate')
      ? para('Powers are not drawn by lot here: each player’s home power comes from the preference lists the players hand in, as the special rule chapter explains.')
      : para('Powers are assigned by drawing lots before the game starts. That draw is the only moment chance plays any part: after it, everything follows from the orders the players write.'),
  );
  return { id: 'players', section: 'I', title: 'Players and powers', blocks };
}

function goal({ facts }: ChapterContext): Chapter {
  const v = facts.victory;
  const blocks: Block[] = [];
  if (v.kind === 'centres') {
    blocks.push(
      para(
        strong(`A power that owns ${v.count} of the ${facts.centres} supply centres wins the game.`),
        ` Centres change hands only at the end of ${season(facts.ownershipAfter)} (section XIII), so that is when victory is counted.`,
      ),
    );
  } else if (v.kind === 'units') {
    blocks.push(
      para(
        strong(`A player who has ${v.count} units on the board wins the game.`),
        ' Units are counted, not centres; the special rule chapter on this victory gives the details.',
      ),
    );
  } else if (v.kind === 'home-centre') {
    blocks.push(
      para(
        strong('A player wins by standing a unit of their own home power in a home centre of the opponent’s home power at the end of a season.'),
        ' Centres owned count for nothing here, however many; the special rule chapter says how the home powers are chosen and how a tie is settled.',
      ),
    );
  } else {
    throw new Error(`the rulebook has no text for the victory condition '${(v as { kind: string }).kind}' yet`);
  }
  blocks.push(
    para('The players may also agree to end the game earlier. Then every player who still has units on the board shares the result equally (a draw).'),
  );
  return { id: 'goal', section: 'II', title: 'Object of the game', blocks };
}

function shortGame(_: ChapterContext): Chapter {
  return {
    id: 'short-game',
    section: 'III',
    title: 'A shorter game',
    blocks: [
      para('A full game can take a long time. The players may agree beforehand to stop at a given date; they may also agree that whoever then has the most units on the board is declared the winner.'),
    ],
  };
}

function diplomacy(_: ChapterContext): Chapter {
  return {
    id: 'diplomacy',
    section: 'IV',
    title: 'Diplomacy',
    blocks: [
      para('Before each movement phase comes a diplomacy period, longer before the first turn than before the others, which the players may shorten if they all agree. During it, players talk in private, in small groups, or in public, as they wish.'),
      para('Anything may be said, promised or written: plans for a joint attack, exchanges of information, threats, rumours, public declarations, signed treaties. Nothing in the rules makes anyone keep their word. Deciding whom to trust, and when, is the heart of the game.'),
    ],
  };
}

function centres({ facts }: ChapterContext): Chapter {
  return {
    id: 'centres',
    section: 'V',
    title: 'Supply centres',
    blocks: [
      para(
        `The map has ${count(facts.centres, 'supply centre', 'supply centres')}, each marked with a dot. `,
        'Each centre a power owns keeps one of its units (an army or a fleet) in the field. ',
        'A power may never have more units than it owns centres, so there can never be more than ',
        `${count(facts.centres, 'unit', 'units')} on the board at once.`,
      ),
      para('Winning centres lets a power build units; losing them forces it to remove units (section XIII).'),
    ],
  };
}

function map({ variant, facts }: ChapterContext): Chapter {
  const blocks: Block[] = [
    sub('The map'),
    para('Only the borders and the coasts on the board matter; everything else is decoration. The map is divided into spaces: land provinces (armies only), coastal provinces (armies, and fleets along the coast) and seas (fleets only). Each space holds at most one unit.'),
  ];
  if (facts.impassable.length > 0) {
    blocks.push(para(`No unit may ever enter ${listOf(facts.impassable.map((p) => nameIn(p.names, 'en', p.id)), 'en')}: ${facts.impassable.length === 1 ? 'it is' : 'they are'} impassable.`));
  }
  if (facts.mixed.length > 0) {
    const names = listOf(facts.mixed.map((p) => nameIn(p.names, 'en', p.id)), 'en');
    blocks.push(para(`${names} ${facts.mixed.length === 1 ? 'is' : 'are'} land and sea at once: armies and fleets may stand there, and a fleet there may convoy as if at sea.`));
  }
  blocks.push(
    sub('The units'),
    para('There are two kinds of units. An army stands in a land or coastal province. A fleet stands in a sea, or in a coastal province, where its ships line the whole coast. Armies and fleets have the same strength; they differ only in where they can go.'),
    sub('The starting position'),
    para(`The game begins in ${season(facts.start.season)} ${facts.start.year}. Each power starts with the following home centres and units:`),
    list(
      ...facts.powers.map((p) => [
        strong(nameIn(p.names, 'en', p.id)),
        `: ${count(p.homeCentres.length, 'home centre', 'home centres')} (${listOf(p.homeCentres.map((id) => provinceName(variant, id, 'en')), 'en')}); `,
        `${count(p.startUnits.length, 'unit', 'units')}: `,
        ...p.startUnits.flatMap((u, i) => [i === 0 ? '' : i === p.startUnits.length - 1 ? ' and ' : ', ', `${unitPhrase(variant, u, 'en')} (`, code(unitCode(variant, u)), ')']),
        '.',
      ]),
    ),
    para(
      `Each power owns its home centres from the start. The other ${count(facts.unownedAtStart, 'centre', 'centres')} `,
      `belong${facts.unownedAtStart === 1 ? 's' : ''} to nobody: they go to whoever occupies them first at the end of ${aOrAn(season(facts.ownershipAfter))} turn.`,
    ),
  );
  return { id: 'map', section: 'VI', title: 'The map, the units, the start', blocks };
}

function orders({ variant, facts }: ChapterContext): Chapter {
  const blocks: Block[] = [
    sub('One order per unit'),
    para('In each movement phase every player may give one order to each of their units, to some of them, or to none. A unit can hold, move, or support another unit; a fleet in a sea can also convoy an army. A unit given no order holds.'),
    para('A move order is also called an attack on the space it aims at.'),
    sub('Where units can go'),
    para('An army moves to an adjacent land or coastal province. A fleet moves to an adjacent sea, or to an adjacent coastal province along a shared coast: its ships must be able to follow the coast from one province to the next.'),
  ];
  const pair = facts.inlandPair;
  if (pair !== null) {
    const from = provinceName(variant, pair.from, 'en');
    const reach = pair.reachable === null ? '' : `A fleet in ${from} can sail to ${provinceName(variant, pair.reachable, 'en')}, but not to `;
    blocks.push(
      para(
        pair.reachable === null ? `A fleet in ${from} cannot sail to ` : reach,
        `${provinceName(variant, pair.blocked, 'en')}: both provinces are coastal and they touch, but only inland, not along a coast.`,
      ),
    );
  }
  const special: Block[] = [];
  for (const c of facts.canals) {
    const here = provinceName(variant, c.province, 'en');
    special.push(
      para(
        strong(`${here}.`),
        ` A waterway crosses ${here}: a fleet may enter it from ${placeEn(variant, c.seas[0])} and leave it on a later turn towards ${placeEn(variant, c.seas[1])}, or the other way round. Armies cross the waterway freely. No unit jumps over ${here}: it must stop there.`,
      ),
    );
  }
  if (facts.twoCoastProvinces.length > 0) {
    const names = facts.twoCoastProvinces.map((p) => nameIn(p.names, 'en', p.id));
    special.push(
      para(
        strong(`Provinces with two coasts (${listOf(names, 'en')}).`),
        ' A fleet enters by one coast and can only leave towards the spaces next to that coast, though it occupies the whole province. An order moving a fleet there must name the coast whenever both could be reached; otherwise the fleet does not move.',
      ),
    );
    const cs = facts.coastSupport;
    if (cs !== null) {
      const fleet = placeEn(variant, cs.fleetAt);
      const province = provinceName(variant, cs.province, 'en');
      special.push(
        para(
          `A fleet that can reach such a province may support an action anywhere in it, whatever the coast. A fleet in ${fleet} reaches only ${locationName(variant, cs.reachedCoast, 'en')}, yet it may support a fleet moving to ${locationName(variant, cs.otherCoast, 'en')}. `,
          `The reverse does not hold: a fleet on a coast of ${province} supports only into the spaces it could itself move to from that coast.`,
        ),
      );
    }
  }
  for (const p of facts.passages) {
    const [a, b] = p.between.map((id) => provinceName(variant, id, 'en'));
    special.push(para(strong(`${a} and ${b}.`), ` Armies and fleets move directly between ${a} and ${b}, as if the two provinces shared a border.`));
  }
  for (const bridge of facts.bridges) {
    const [a, b] = bridge.between.map((id) => provinceName(variant, id, 'en'));
    special.push(para(strong(`${a} and ${b}.`), ` Armies cross the water between ${a} and ${b} as if the two provinces touched.`));
  }
  for (const r of facts.railways) {
    const route = listOf(r.route.map((id) => provinceName(variant, id, 'en')), 'en');
    special.push(para(strong(`${nameIn(r.names, 'en', r.id)}.`), ` An army of ${powerName(variant, r.owner, 'en')} may travel along this railway (${route}) as far as it likes in a single move, but never into a province whose occupant stays, nor past another power’s unit: its chapter among the special rules gives the limits.`));
  }
  for (const g of facts.gateways) {
    const here = provinceName(variant, g.province, 'en');
    special.push(para(strong(`${here}.`), ` Fleets may pass between ${placeEn(variant, g.seas[0])} and ${placeEn(variant, g.seas[1])} through ${here}, if the power whose unit occupies ${here} lets them.`));
  }
  if (special.length > 0) blocks.push(sub('Special places on the map'), ...special);
  const second = facts.seasons.find((s) => s.id !== facts.start.season.id && s.phases.includes('movement'));
  blocks.push(
    sub('Writing and reading orders'),
    para('Each player writes their orders in secret; all orders are then revealed together and carried out at the same time. An order that is impossible is not carried out, and the unit holds. An order that is legal but a mistake is carried out all the same. An order that can be read in two ways is not carried out; a misspelt order that can mean only one thing is carried out.'),
    para('A game master, if one is available, collects and reads the orders, settles the outcome and any disputes, keeps track of the centres each power owns and times the diplomacy periods. The role must stay strictly neutral. On this site, the adjudication engine plays that part.'),
    para(
      'Each order names the unit (',
      code('A'),
      ' army, ',
      code('F'),
      ' fleet), the space it stands in, then what it does. Spaces are written with the short names shown on the board',
      ...withSamples(sampleSpans(variant, [facts.samples.move, facts.samples.hold], 'en', ', '), ': ', '.'),
    ),
    para(
      `Turns are dated: the first is ${season(facts.start.season)} ${facts.start.year}`,
      second === undefined ? '.' : `, the second ${season(second)} ${facts.start.year}, the third ${season(facts.start.season)} ${facts.start.year + 1}, and so on.`,
    ),
  );
  return { id: 'orders', section: 'VII', title: 'Orders and movement', blocks };
}

function conflicts(_: ChapterContext): Chapter {
  return {
    id: 'conflicts',
    section: 'VIII',
    title: 'Conflicts',
    blocks: [
      para('A space holds one unit. When several units of equal strength try to enter the same space, none of them moves. A unit that stays where it is (holding, supporting, convoying, or failing to move) keeps out an attacker of equal strength. Two units ordered into each other’s spaces do not swap: neither moves. Each of these is a standoff.'),
      para('Armies and fleets count the same. These rules apply whether the units belong to one power or several, with the two exceptions of section IX: a power cannot dislodge its own unit, and it cannot cut its own support.'),
    ],
  };
}

function support({ variant, facts }: ChapterContext): Chapter {
  return {
    id: 'support',
    section: 'IX',
    title: 'Support',
    blocks: [
      sub('Giving support'),
      para('Instead of moving, a unit may support another unit, its own or another power’s, that holds or moves. The supporting unit must be able to move, ignoring other units, into the space where the action takes place: the space the supported unit holds, or the space it moves into. A fleet cannot support into an inland province, nor an army into a sea.'),
      para(
        'The order names the supporting unit, the word support (',
        code('S'),
        '), then the supported unit and its move',
        ...withSamples(sampleSpans(variant, [facts.samples.move, facts.samples.supportMove], 'en'), ': ', '.'),
        ' The supporting unit need not be next to the unit it supports, only next to the space the action aims at.',
      ),
      sub('What support does'),
      para('A unit moves with its own strength plus one for each valid support. The stronger side wins; equal strengths stand off as in section VIII. A unit that would have stayed in a space attacked with greater strength is dislodged and must retreat (section XI).'),
      sub('A power cannot dislodge its own unit'),
      para('A move into a space held by a unit of the same power fails unless that unit leaves. The move still counts against other attacks on the space: it can stop an equal or weaker attack from another power. Likewise, a power’s support for a foreign attack never dislodges that power’s own unit, though it counts for everything else.'),
      examples('IX.3'),
      sub('Standing off against oneself'),
      para('A power may stop itself: two of its own attacks of equal strength on one space stand off. If one is better supported, it succeeds.'),
      examples('IX.4'),
      sub('The besieged garrison'),
      para('A unit is dislodged only when another unit enters its space. So when two equal attacks on an occupied space stop each other, the unit already there stays.'),
      examples('IX.5'),
      sub('Supporting a unit in place'),
      para(
        'A unit that is not moving (holding, supporting, convoying, or given no order) can be supported to hold',
        ...withSamples(sampleSpans(variant, [facts.samples.hold, facts.samples.supportHold], 'en', ' with '), ': ', '.'),
        ' A unit ordered to move can only be supported in that move, never in place in case its move fails. Support is never carried by convoy, and a power cannot cut a support given by one of its own units.',
      ),
      sub('A unit dislodged in a standoff'),
      para('Two equal attacks on the same space stop each other even when one of the attackers is dislodged that turn. But if one of them is dislodged by a unit coming from the contested space itself, it no longer stops the other, which moves in.'),
      examples('IX.7'),
      para('In such cases the contested space was not left empty by a standoff, so it may still receive a retreating unit: a dislodged unit has no effect on the space its attacker came from.'),
    ],
  };
}

function cutting(_: ChapterContext): Chapter {
  return {
    id: 'cutting-support',
    section: 'X',
    title: 'Cutting support',
    blocks: [
      para('A support is cut, and counts for nothing, when the supporting unit is attacked from any space other than the one its support aims at, or when it is dislodged, whatever the attack came from. An attack from the very space the support aims at does not cut it, unless it dislodges the supporting unit.'),
      examples('X'),
    ],
  };
}

function retreats({ facts }: ChapterContext): Chapter {
  const after = facts.seasons.filter((s) => s.phases.includes('retreats')).map(season);
  return {
    id: 'retreats',
    section: 'XI',
    title: 'Retreats',
    blocks: [
      para(
        'Once all moves are carried out, each dislodged unit must retreat to a space it could have moved to, ignoring other units. It may not retreat into an occupied space, into the space its attacker came from, or into a space left empty by a standoff that turn. A unit with nowhere to go is removed from the board.',
        after.length > 0 ? ` Retreats follow the movement phases of ${listOf(after, 'en')}.` : '',
      ),
      para('Retreats are written at once, without diplomacy, and revealed together. A player may choose to disband a dislodged unit instead. Two units retreating to the same space are both disbanded. A dislodged unit given no retreat order is disbanded. A retreat can be neither supported nor convoyed.'),
    ],
  };
}

function convoys({ variant, facts }: ChapterContext): Chapter {
  const blocks: Block[] = [
    sub('Convoying across one sea'),
    para(
      'A fleet in a sea may carry an army from a coastal province next to that sea to another coastal province next to it. The army is ordered to move to its destination; the fleet is ordered to convoy (',
      code('C'),
      ') that army to that destination. Both orders must name the same destination, or the army does not move',
      ...withSamples(sampleSpans(variant, [facts.samples.convoyMove, facts.samples.convoy], 'en', ', '), ': ', '.'),
      ' A fleet may convoy another power’s army. Each fleet convoys one army per turn.',
    ),
    sub('Across several seas'),
    para('Fleets in a chain of adjacent seas can carry an army across all of them in one move, each fleet being ordered to convoy that army to that destination; the fleets may belong to different powers.'),
    sub('A broken convoy'),
    para('If a fleet of the convoy is dislodged, the army stays where it was and has no effect on its destination. An attack that fails to dislodge a convoying fleet does not disturb the convoy.'),
    examples('XII.3'),
    sub('Several routes'),
  ];
  if (facts.edition === '1971') {
    blocks.push(para('When the fleets ordered to convoy an army offer more than one route, the orders remain valid, but if any fleet on any of those routes is dislodged, the army does not move.'));
  } else {
    blocks.push(para('When the fleets ordered to convoy an army offer more than one route, the army moves as long as at least one route is left whose fleets were not dislodged.'));
  }
  blocks.push(
    examples('XII.4'),
    sub('A convoyed attack does not protect its own convoy'),
    para('When a convoyed army attacks a unit that supports an attack on one of the fleets of its own convoy, that support is not cut. Otherwise each side could argue in a circle: the army cut the support and saved its convoy, or the support dislodged the fleet and the army never arrived.'),
    examples('XII.5'),
  );
  return { id: 'convoys', section: 'XII', title: 'Convoys', blocks };
}

function adjustments({ facts }: ChapterContext): Chapter {
  const after = season(facts.ownershipAfter);
  const adjust = facts.adjustmentSeason === null ? null : season(facts.adjustmentSeason);
  return {
    id: 'adjustments',
    section: 'XIII',
    title: 'Gaining and losing units',
    blocks: [
      sub('Owning supply centres'),
      para(`A power takes a supply centre when one of its units stands in it at the end of the ${after} turn, retreats included. It then keeps it, even with no unit there, until another power’s unit stands in it at the end of ${aOrAn(after)} turn. A unit passing through a centre in another season, and gone by the end of ${after}, changes nothing.`),
      sub('Building and removing units'),
      para(
        adjust === null ? 'After the ' : `In ${adjust}, after the `,
        `${after} turn and its retreats, each power makes its number of units equal to the number of centres it owns. With fewer centres than units, it removes units of its choice. With more, it may build one new unit on each of its home centres that it still owns and that is empty; on a coastal centre it says whether it builds an army or a fleet, and for a fleet on a province with two coasts, which coast.`,
      ),
      para('A power whose home centres are all occupied or owned by others cannot build until one is free again at an adjustment, though it keeps its units and may go on taking centres. Builds and removals are written and revealed together, without diplomacy.'),
    ],
  };
}

function misc({ variant, facts }: ChapterContext): Chapter {
  const canals = facts.canals.map((c) => provinceName(variant, c.province, 'en'));
  const distanceTo = facts.edition === '1971' ? 'its nearest home centre' : 'the nearest supply centre it owns';
  return {
    id: 'misc',
    section: 'XIV',
    title: 'Odds and ends',
    blocks: [
      sub('Length of a game'),
      para('Plan for a long evening, even for a short game. Keep the writing of orders brief once diplomacy is over, and allow no talk while orders are written and read, nor during retreats and adjustments. New players learn best with a rules explanation and a few turns played without diplomacy before their first game.'),
      sub('Games for fewer players'),
      para('Setups for fewer players on this map are variants of their own, each with its rulebook. In all of them centres are owned, and units built or removed, power by power, even when one player leads several powers.'),
      sub('Civil disorder'),
      para('A player who leaves the game, or gives no orders for a turn, leaves their country in civil disorder: its units hold and do not support one another; a dislodged unit is removed; the country builds nothing. The player may take it back on returning. It is better still to hand the country to a new player or, failing that, to one already eliminated; agree on this before the game.'),
      para(`When a country in civil disorder must remove units, the unit farthest from ${distanceTo} goes first, distances counted in moves along the shortest route, convoys included. At equal distance a fleet goes before an army; then the units are taken in the alphabetical order of their provinces’ names (in ${languageName(facts.languages[0], 'en')}).`),
      sub('Worth remembering'),
      para(`A fleet in a coastal province cannot convoy${canals.length > 0 ? `, not even in ${listOf(canals, 'en')}` : ''}. Three or more units may rotate through one another’s spaces, and two units may swap places when at least one of them is convoyed: only a direct swap over a border is a standoff.`),
      examples('XIV.4'),
    ],
  };
}

/** The chapters I–XIV, in order. */
export function coreChapters(ctx: ChapterContext): Chapter[] {
  return [
    players(ctx), goal(ctx), shortGame(ctx), diplomacy(ctx), centres(ctx), map(ctx), orders(ctx),
    conflicts(ctx), support(ctx), cutting(ctx), retreats(ctx), convoys(ctx), adjustments(ctx), misc(ctx),
  ];
}
