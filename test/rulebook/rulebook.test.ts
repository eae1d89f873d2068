/**
 * The rulebooks as the site builds them: numbers and names come from the model (a
 * modified model gives a rulebook with its own numbers), each special rule has its
 * chapter, examples are shown where they belong and only on their own map, orders are
 * in the page's notation, and whatever comes from a variant is escaped.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { generateGeometry } from '../../board/index.js';
import { parseOrder } from '../../engine/index.js';
import type { Province, Variant } from '../../model/variant.js';
import { buildRulebook, mapOf, type Rulebook } from '../../site/src/rulebook/build-rulebook.js';
import { readAllExampleFiles, type ExampleFile } from '../../site/src/rulebook/examples/example-data.js';
import { rulebookHeadings, rulebookHtml } from '../../site/src/rulebook/render-html.js';
import type { Chapter, Inline, Lang } from '../../site/src/rulebook/types.js';
import { numbersFromModel, withoutSectionRefs } from '../support/model-numbers.js';
import { loadVariant, variantsDir } from '../support/variants.js';
import { HOME_CENTRES_COUNTED } from '../../engine/rules/intimate/victory.js';
import { loadPosition } from '../../engine/files/load-position.js';
import type { Orders, Position } from '../../engine/types.js';
import { adjudicate } from '../../engine/adjudicate.js';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const FILES = ['standard', 'six-players', 'five-players', 'four-players', 'three-players-1', 'three-players-2', 'two-players-1914'];
const LANGS: readonly Lang[] = ['fr', 'en'];

let files: ExampleFile[];
let standard: Variant;

beforeAll(() => {
  files = readAllExampleFiles(variantsDir);
  standard = loadVariant('standard/standard.dip');
});

function book(variant: Variant, lang: Lang, mapId = 'standard'): Rulebook {
  // The map's variant, whose playground plays an example the variant's own rules would change.
  return buildRulebook(variant, lang, { mapId, exampleFiles: files, geometry: null, mapVariant: mapId === 'standard' ? standard : null });
}

function inlineText(text: Inline): string {
  return typeof text === 'string' ? text : text.map((s) => (typeof s === 'string' ? s : 'code' in s ? s.code : s.strong)).join('');
}

/** The text of chapters (headings, paragraphs, lists), without the examples. */
function text(chapters: readonly Chapter[]): string {
  return chapters
    .flatMap((c) => [
      c.title,
      ...c.blocks.map((b) => (b.kind === 'paragraph' ? inlineText(b.text) : b.kind === 'list' ? b.items.map(inlineText).join('\n') : b.kind === 'subheading' ? b.text : '')),
    ])
    .join('\n');
}

const bookText = (b: Rulebook) => text([...b.chapters, ...b.special]);

/** Standard with other numbers: victory 20, six more centres (40), a start in 1950. */
function modified(): Variant {
  let added = 0;
  const provinces: Province[] = standard.provinces.map((p) => {
    if (p.supplyCentre || p.terrain === 'sea' || p.terrain === 'impassable' || added === 6) return p;
    added += 1;
    return { ...p, supplyCentre: true };
  });
  return {
    ...standard,
    provinces,
    victory: { kind: 'centres', count: 20 },
    calendar: { ...standard.calendar, start: { season: 'spring', year: 1950 } },
  };
}

describe('numbers come from the model', () => {
  it('a model with victory at 20 of 40 centres, starting in 1950, gets a rulebook saying so', () => {
    const v = modified();
    expect(v.provinces.filter((p) => p.supplyCentre)).toHaveLength(40);
    const en = bookText(book(v, 'en'));
    expect(en).toContain('A power that owns 20 of the 40 supply centres wins the game.');
    expect(en).toContain('The map has 40 supply centres');
    expect(en).toContain('there can never be more than 40 units on the board');
    expect(en).toContain('The other 18 centres belong to nobody');
    expect(en).toContain('The game begins in Spring 1950.');
    expect(en).toContain('the first is Spring 1950, the second Fall 1950, the third Spring 1951');
    const fr = bookText(book(v, 'fr'));
    expect(fr).toContain('La puissance qui possède 20 des 40 centres de ravitaillement gagne la partie.');
    expect(fr).toContain('La carte compte 40 centres de ravitaillement');
    expect(fr).toContain('Les 18 autres centres n’appartiennent à personne');
    expect(fr).toContain('le premier « printemps 1950 », le deuxième « automne 1950 », le troisième « printemps 1951 »');
    for (const old of ['18 of', '34', '1901', '12 centres', '18 des', '12 autres']) {
      expect(en).not.toContain(old);
      expect(fr).not.toContain(old);
    }
  });

  it('a season named from a vowel takes "an": a model whose centres change hands in Autumn', () => {
    const autumn: Variant = {
      ...standard,
      calendar: { ...standard.calendar, seasons: standard.calendar.seasons.map((s) => (s.id === 'fall' ? { ...s, names: { ...s.names, en: 'Autumn' } } : s)) },
    };
    const en = bookText(book(autumn, 'en'));
    expect(en).toContain('at the end of an Autumn turn');
    expect(en).not.toMatch(/\ba Autumn\b/);
  });

  it('the start position lists each power’s centres and units from the model', () => {
    const en = bookText(book(standard, 'en'));
    expect(en).toContain('Russia: 4 home centres (St Petersburg, Moscow, Warsaw and Sevastopol); 4 units: an army in Moscow (A Mos), an army in Warsaw (A War), a fleet in St Petersburg (south coast) (F Stp/sc) and a fleet in Sevastopol (F Sev).');
    const fr = bookText(book(standard, 'fr'));
    expect(fr).toContain('Russie : 4 centres d’origine (Saint-Pétersbourg, Moscou, Varsovie et Sébastopol) ; 4 unités : A Mos (une armée, Moscou), A War (une armée, Varsovie), F Stp/sc (une flotte, Saint-Pétersbourg, côte sud) et F Sev (une flotte, Sébastopol).');
    const moved: Variant = { ...standard, start: { ...standard.start, units: standard.start.units.filter((u) => u.location !== 'sev') } };
    expect(bookText(book(moved, 'en'))).toContain('Russia: 4 home centres (St Petersburg, Moscow, Warsaw and Sevastopol); 3 units:');
  });

  for (const file of FILES) {
    it(`every number in ${file}'s chapters is one the model gives`, () => {
      const v = loadVariant(`standard/${file}.dip`);
      const allowed = numbersFromModel(v);
      for (const lang of LANGS) {
        const numbers = (withoutSectionRefs(bookText(book(v, lang))).match(/\d+/g) ?? []).map(Number);
        expect(numbers.length).toBeGreaterThan(5);
        expect(numbers.filter((n) => !allowed.has(n))).toEqual([]);
      }
    });
  }

  it('notation samples are orders of the map, in the page’s notation', () => {
    for (const lang of LANGS) {
      const chapters = book(standard, lang).chapters;
      const codes = chapters.flatMap((c) =>
        c.blocks.flatMap((b) => (b.kind === 'paragraph' && typeof b.text !== 'string' ? b.text.flatMap((s) => (typeof s !== 'string' && 'code' in s ? [s.code] : [])) : [])),
      );
      const orders = codes.filter((c) => c.length > 3);
      expect(orders.length).toBeGreaterThanOrEqual(6);
      for (const order of orders) expect(parseOrder(standard, order, { phase: 'movement' }).ok, `${lang}: ${order}`).toBe(true);
      // English writes "A Xxx - Yyy", French "A Xxx-Yyy".
      expect(orders.some((o) => (lang === 'en' ? / - / : /[a-z]-[A-Z]/).test(o))).toBe(true);
    }
  });
});

describe('chapters', () => {
  it('cover sections I to XIV in order, in both languages, with distinct titles', () => {
    const roman = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV'];
    for (const lang of LANGS) {
      const b = book(standard, lang);
      expect(b.chapters.map((c) => c.section)).toEqual(roman);
      expect(b.special.map((c) => c.id)).toEqual(['rule-edition-1971']); // the text's edition
    }
    const fr = book(standard, 'fr').chapters.map((c) => c.title);
    const en = book(standard, 'en').chapters.map((c) => c.title);
    expect(fr.filter((t, i) => t === en[i])).toEqual([]);
  });

  it('the six and five-player games explain their powers in civil disorder', () => {
    const six = book(loadVariant('standard/six-players.dip'), 'fr').special;
    expect(six.map((c) => c.id)).toEqual(['rule-civil-disorder', 'rule-edition-1971']);
    expect(text(six)).toContain('aucun joueur ne dirige « Italie » : ce pays est en désordre civil');
    const five = book(loadVariant('standard/five-players.dip'), 'en').special;
    expect(text(five)).toContain('no player leads Germany and Italy: those countries are in civil disorder');
  });

  it('the 1914 game explains neutral Italy, the coin toss and the victory by units, from the rules’ arguments', () => {
    const v = loadVariant('standard/two-players-1914.dip');
    const en = book(v, 'en');
    expect(en.special.map((c) => c.id)).toEqual(['rule-neutral', 'rule-coin-toss', 'rule-victory-units', 'rule-edition-1971']);
    const t = text(en.special);
    expect(t).toContain('Its territory is closed: Piedmont, Venice, Tuscany, Rome, Naples and Apulia.');
    expect(t).toContain('a coin toss decides which player Italy joins: The Entente and The Central Powers.');
    expect(t).toContain('From Spring 1915 on');
    expect(t).toContain('A player with 24 units on the board wins');
    expect(bookText(en)).toContain('A player who has 24 units on the board wins the game.');
    expect(bookText(en)).toContain('No player leads Italy');

    const fewer: Variant = { ...v, rules: { ...v.rules, modules: [{ id: 'neutral', args: ['turkey'] }] } };
    const t2 = text(book(fewer, 'fr').special);
    expect(t2).toContain('La puissance « Turquie » ne prend pas part à la guerre. Son territoire est fermé : Constantinople, Ankara et Smyrne.');
  });

  it('Intimate Diplomacy gets one chapter for its rules, with credits, dates and default fleets from the model', () => {
    const v = loadVariant('standard/intimate.dip');
    for (const lang of LANGS) {
      const b = book(v, lang);
      // Three `rule intimate` lines and `rule intimate-fleets`: one chapter.
      expect(b.special.map((c) => c.id)).toEqual(['rule-intimate', 'rule-edition-1971']);
    }
    const en = bookText(book(v, 'en'));
    expect(en).toContain('A player wins by standing a unit of their own home power in a home centre of the opponent’s home power');
    expect(en).toContain('England, France, Russia and Turkey: 20 credits.');
    expect(en).toContain('Germany: 22 credits.');
    expect(en).toContain('Austria-Hungary and Italy: 24 credits.');
    expect(en).toContain('the first being Bidding 1900');
    expect(en).toContain('lasts from Spring 1901 to Winter 1901 included');
    expect(en).toContain('an army (a fleet for England)');
    expect(en).toContain('Russia’s 4 home centres are worth no more than 3');
    expect(en).not.toContain('drawing lots');
    const fr = bookText(book(v, 'fr'));
    expect(fr).toContain('« Allemagne » : 22 crédits.');
    expect(fr).toContain('« enchères 1900 » pour la première');
    expect(fr).toContain('une armée (une flotte pour « Angleterre »)');

    // Other arguments, other numbers: Germany at 31 credits, fleets for Turkey too, a start in 1950.
    const modules = v.rules.modules.map((m) =>
      m.id === 'intimate' && m.args.includes('germany') ? { ...m, args: [31, ...m.args.slice(1)] } : m.id === 'intimate-fleets' ? { ...m, args: [...m.args, 'turkey'] } : m,
    );
    const changed: Variant = { ...v, rules: { ...v.rules, modules }, calendar: { ...v.calendar, start: { ...v.calendar.start, year: 1950 } } };
    const en2 = bookText(buildRulebook(changed, 'en', { mapId: 'standard', exampleFiles: [], geometry: null }));
    expect(en2).toContain('Germany: 31 credits.');
    expect(en2).not.toContain('22 credits');
    expect(en2).toContain('an army (a fleet for England and Turkey)');
    expect(en2).toContain('the first being Bidding 1950');
    expect(en2).toContain('lasts from Spring 1951 to Winter 1951 included');
  });

  it('every number in the Intimate rulebook is one the model or the engine gives', () => {
    const v = loadVariant('standard/intimate.dip');
    const centres = v.provinces.filter((p) => p.supplyCentre);
    const allowed = new Set<number>([
      centres.length,
      centres.filter((p) => p.home === null).length,
      centres.length - Object.keys(v.start.ownership).length,
      v.powers.length,
      v.powers.length - 2,
      v.calendar.start.year,
      v.calendar.start.year + 1,
      HOME_CENTRES_COUNTED,
      ...(v.rules.edition === '1971' ? [1971] : []), // the rules' edition, inherited from Standard
      ...v.rules.modules.filter((m) => m.id === 'intimate').map((m) => Number(m.args[0])),
      ...v.powers.map((p) => centres.filter((c) => c.home === p.id).length),
      ...v.powers.map((p) => v.start.units.filter((u) => u.power === p.id).length),
    ]);
    for (const lang of LANGS) {
      const numbers = (withoutSectionRefs(bookText(book(v, lang))).match(/\d+/g) ?? []).map(Number);
      expect(numbers.filter((n) => !allowed.has(n))).toEqual([]);
    }
  });

  it('the arsenal rule lists each power’s arsenals and their types from the model', () => {
    const v = loadVariant('standard/arsenal.dip');
    const en = book(v, 'en');
    expect(en.special.map((c) => c.id)).toEqual(['rule-arsenal', 'rule-edition-1971']);
    const t = text(en.special);
    expect(t).toContain('Germany — army arsenals: Berlin, Munich and Bonn; fleet arsenals: Kiel.');
    expect(t).toContain('Centres do not change hands when Fall ends but in the Winter adjustments');
    expect(text(book(v, 'fr').special)).toContain('« Allemagne » — arsenaux d’armée : Berlin, Munich et Bonn ; arsenaux de flotte : Kiel.');
    // Kiel made an army arsenal: the chapter follows.
    const retyped: Variant = { ...v, provinces: v.provinces.map((p) => (p.id === 'kie' ? { ...p, arsenal: 'army' as const } : p)) };
    const t2 = text(buildRulebook(retyped, 'en', { mapId: 'standard', exampleFiles: [], geometry: null }).special);
    expect(t2).toContain('Germany — army arsenals: Kiel, Berlin, Munich and Bonn; fleet arsenals: none.');
  });

  it('a rule explained in another rule’s chapter needs that rule', () => {
    const lone: Variant = { ...standard, rules: { ...standard.rules, modules: [{ id: 'intimate-fleets', args: ['england'] }] } };
    expect(() => book(lone, 'en')).toThrow(/rule 'intimate-fleets' is explained in the chapter of rule 'intimate'/);
  });

  it('build-anywhere and the 1971 edition have their chapters', () => {
    const current: Variant = { ...standard, rules: { ...standard.rules, edition: 'current' } };
    const anywhere: Variant = { ...current, rules: { ...current.rules, modules: [{ id: 'build-anywhere', args: [] }] } };
    expect(book(anywhere, 'en').special.map((c) => c.title)).toEqual(['Building anywhere']);
    expect(standard.rules.edition).toBe('1971'); // Standard plays its text's edition
    const fr = book(standard, 'fr');
    expect(fr.special.map((c) => c.id)).toEqual(['rule-edition-1971']);
    expect(bookText(fr)).toContain('si une flotte de l’une quelconque de ces routes est délogée, l’armée ne bouge pas');
    expect(bookText(fr)).toContain('la plus éloignée de son centre d’origine le plus proche');
    expect(bookText(book(current, 'fr'))).toContain('l’armée passe tant qu’il reste au moins une route');
    expect(book(current, 'fr').special).toEqual([]);
  });

  it('railways, gateways and provinces of land and sea are explained from the model', () => {
    const v: Variant = {
      ...standard,
      provinces: standard.provinces.map((p) => (p.id === 'den' ? { ...p, terrain: 'mixed' as const } : p)),
      features: [
        ...standard.features,
        { kind: 'railway', id: 'tsr', names: { en: 'Trans-Siberian Railway', fr: 'Transsibérien' }, owner: 'russia', route: ['mos', 'sev', 'ukr'] },
        { kind: 'gateway', province: 'con', seas: ['bla', 'aeg'] },
      ],
    };
    // The engine plays railways and gateways: the core examples still play on this map.
    expect(() => book(v, 'en')).not.toThrow();
    const noExamples = (lang: Lang) => buildRulebook(v, lang, { mapId: 'standard', exampleFiles: [], geometry: null });
    const en = bookText(noExamples('en'));
    expect(en).toContain('Trans-Siberian Railway. An army of Russia may travel along this railway (Moscow, Sevastopol and Ukraine) as far as it likes in a single move, but never into a province whose occupant stays');
    // Each feature has its chapter among the special rules, built from the model.
    const special = noExamples('en').special;
    expect(special.map((c) => c.id)).toEqual(['rule-edition-1971', 'rule-railway', 'rule-gateway']);
    expect(text(special)).toContain('The Trans-Siberian Railway joins Moscow, Sevastopol and Ukraine. Only the armies of Russia may ride it');
    expect(text(special)).toContain('The supply centres on the line (Moscow and Sevastopol) are the exception');
    expect(text(special)).toContain('A fleet may sail in a single move from the Black Sea to the Aegean Sea, or the other way, through Constantinople: F Bla - Aeg.');
    expect(en).toContain('Fleets may pass between the Black Sea and the Aegean Sea through Constantinople, if the power whose unit occupies Constantinople lets them.');
    expect(en).toContain('Denmark is land and sea at once');
    const fr = bookText(noExamples('fr'));
    expect(fr).toContain('Transsibérien. Une armée de la puissance « Russie » peut parcourir cette voie ferrée (« Moscou », « Sébastopol » et « Ukraine »)');
    expect(fr).toContain('« Danemark » est à la fois terre et mer');
  });

  it('a rule module without a chapter stops the build, saying which file to add', () => {
    const unknown: Variant = { ...standard, rules: { ...standard.rules, modules: [{ id: 'fog-of-war', args: [] }] } };
    expect(() => book(unknown, 'en')).toThrow("standard: the rulebook has no chapter for rule 'fog-of-war': add site/src/rulebook/special/fog-of-war.ts");
  });
});

describe('examples in the rulebook', () => {
  it('each example of the edition is shown once, in the chapter of its section', () => {
    const b = book(standard, 'en');
    const shown = [...b.examples.values()].flat().map((e) => e.id);
    expect(shown).toHaveLength(19);
    expect(new Set(shown).size).toBe(19);
    // Standard plays its text's edition, 1971: example 12 as the text rules it (XII.4).
    expect(shown).toContain('example-12-1971');
    expect(shown).not.toContain('example-12');
    expect(b.examples.get('X')?.map((e) => e.label)).toEqual(['Example 7', 'Example 8', 'Example 9', 'Example 10']);
    const html = rulebookHtml(b);
    expect(html.match(/class="rulebook-example"/g)).toHaveLength(19);
    // Inside the section on cutting support, after its heading.
    expect(html.indexOf('id="example-7"')).toBeGreaterThan(html.indexOf('id="cutting-support"'));
    expect(html.indexOf('id="example-7"')).toBeLessThan(html.indexOf('id="retreats"'));
    const current: Variant = { ...standard, rules: { ...standard.rules, edition: 'current' } };
    expect([...book(current, 'en').examples.values()].flat().map((e) => e.id)).toContain('example-12');
  });

  it('lists the orders in the page’s notation with their outcomes, and names from the model in the explanation', () => {
    const [en] = book(standard, 'en').examples.get('IX.3')!;
    const [fr] = book(standard, 'fr').examples.get('IX.3')!;
    expect(en.orders[0]).toEqual({
      power: 'England',
      lines: [
        { text: 'F Den - Kie', outcome: 'failed', stoppedIn: null },
        { text: 'F Nth - Den', outcome: 'failed', stoppedIn: null },
        { text: 'F Hel S F Nth - Den', outcome: 'succeeded', stoppedIn: null },
      ],
    });
    expect(fr.orders[0].power).toBe('Angleterre');
    expect(fr.orders[0].lines.map((l) => l.text)).toEqual(['F Den-Kie', 'F Nth-Den', 'F Hel (S) F Nth-Den']);
    expect(inlineText(en.explanation)).toContain('Nobody enters Denmark.');
    expect(inlineText(fr.explanation)).toContain('Personne n’entre dans « Danemark ».');
    const renamed: Variant = {
      ...standard,
      provinces: standard.provinces.map((p) => (p.id === 'den' ? { ...p, names: { en: 'Jutland', fr: 'Jutland' } } : p)),
    };
    expect(inlineText(book(renamed, 'en').examples.get('IX.3')![0].explanation)).toContain('Nobody enters Jutland.');
    const munich = book(standard, 'fr').examples.get('IX.3')![2];
    expect(munich.title).toBe('IX.3 : avec un second soutien, autrichien celui-là, l’armée allemande de « Munich » est délogée');
  });

  it('stops the build, naming the example, when the engine disagrees with the data', () => {
    const wrong: ExampleFile[] = files.map((f) => ({
      ...f,
      examples: f.examples.map((e) => (e.id === 'example-9' ? { ...e, expect: { ...e.expect, 'F Bal-Pru': 'succeeded' as const } } : e)),
    }));
    expect(() => buildRulebook(standard, 'fr', { mapId: 'standard', exampleFiles: wrong, geometry: null })).toThrow(
      /1 rules example\(s\) do not play out as their text says:\n {2}- example-9 \(Example 9, standard, 1971 edition\): 'F Bal-Pru': the engine says failed, the text says succeeded/,
    );
  });

  it('a special rule’s examples are played with the variant’s rules and shown only where the rule applies', () => {
    const neutralExample = {
      id: 'neutral-closed',
      label: { fr: 'Neutralité', en: 'Neutrality' },
      section: 'rule:neutral',
      rules: 'variant' as const,
      title: { fr: 'On n’entre pas en territoire neutre', en: 'Neutral territory is closed' },
      explanation: { fr: '{A tyr} ne peut pas entrer à {ven}.', en: '{A tyr} cannot enter {ven}.' },
      position: { units: { austria: ['A tyr'] } },
      orders: { austria: ['A Tyr-Ven'] },
      expect: { 'A Tyr-Ven': 'invalid' as const },
    };
    const withRule: ExampleFile[] = [...files, { map: 'standard', source: 'test', examples: [neutralExample] }];
    const v1914 = loadVariant('standard/two-players-1914.dip');
    const b = buildRulebook(v1914, 'en', { mapId: 'standard', exampleFiles: withRule, geometry: null, mapVariant: standard });
    expect(b.examples.get('rule:neutral')?.map((e) => e.id)).toEqual(['neutral-closed']);
    expect(rulebookHtml(b).indexOf('id="neutral-closed"')).toBeGreaterThan(rulebookHtml(b).indexOf('id="rule-neutral"'));
    // Standard has no neutral power: the example is not shown (nor played) there.
    const s = buildRulebook(standard, 'en', { mapId: 'standard', exampleFiles: withRule, geometry: null });
    expect(s.examples.has('rule:neutral')).toBe(false);
    // Played without the variant's rules, the move would simply succeed: the checker says so.
    const core = [{ ...withRule[withRule.length - 1], examples: [{ ...neutralExample, rules: 'core' as const }] }];
    expect(() => buildRulebook(v1914, 'en', { mapId: 'standard', exampleFiles: [...files, ...core], geometry: null })).toThrow(
      /neutral-closed \(Neutrality, two-players-1914, 1971 edition\): 'A Tyr-Ven': the engine says succeeded, the text says invalid/,
    );
  });

  it('refuses two examples with one id (their anchors would clash)', () => {
    expect(() => buildRulebook(standard, 'en', { mapId: 'standard', exampleFiles: [...files, ...files], geometry: null })).toThrow(
      /^standard: example ids used twice in the example files of map standard: example-1, /,
    );
  });

  it('a variant on another map gets no examples, with a note, never another map’s', () => {
    const elsewhere: Variant = { ...standard, id: 'elsewhere', base: null };
    expect(mapOf(elsewhere, new Map())).toBe('elsewhere');
    for (const lang of LANGS) {
      const b = book(elsewhere, lang, mapOf(elsewhere, new Map()));
      expect(b.examples.size).toBe(0);
      expect(b.notes).toHaveLength(1);
      expect(rulebookHtml(b)).not.toContain('rulebook-example');
    }
    const six = loadVariant('standard/six-players.dip');
    expect(mapOf(six, new Map([['standard', standard]]))).toBe('standard');
  });

  it('draws each example on the board, framed on its provinces, with a text alternative', () => {
    const b = buildRulebook(standard, 'fr', { mapId: 'standard', exampleFiles: files, geometry: generateGeometry(standard) });
    const [e] = b.examples.get('IX.3')!;
    const svg = e.diagram!;
    const box = /^<svg viewBox="([\d. -]+)"/.exec(svg)![1].split(' ').map(Number);
    expect(box[2]).toBeLessThan(1500);
    expect(svg).toContain('role="img"');
    expect(svg).toContain(`aria-label="Carte (Exemple 1) : Angleterre : F Den, F Nth, F Hel ; Russie : A Ber, F Bal, F Ska.`);
    expect(svg).not.toMatch(/^<svg[^>]* width=/);
    expect(svg).toMatch(/class="order[^"]*failed/);
    expect(b.notes).toEqual([]);
    expect(book(standard, 'en').notes).toHaveLength(1); // no geometry: no diagrams, and the note says so
  });

  it('cuts each diagram to its part of the map, and a page carries the board style once', () => {
    const geometry = generateGeometry(standard);
    const b = buildRulebook(standard, 'en', { mapId: 'standard', exampleFiles: files, geometry });
    const whole = geometry.background.land.length;
    const [e] = b.examples.get('IX.3')!;
    const [x, y, w, h] = /^<svg viewBox="([\d. -]+)"/.exec(e.diagram!)![1].split(' ').map(Number);
    const land = /class="land-background" d="([^"]*)"/.exec(e.diagram!)![1];
    // Example 1 is fought round Denmark: most of the coastline of Europe is left out.
    expect(land.length).toBeLessThan(whole / 2);
    for (const [, px, py] of land.matchAll(/M(-?[\d.]+) (-?[\d.]+)/g)) {
      expect(Number(px)).toBeGreaterThanOrEqual(x - w / 4);
      expect(Number(px)).toBeLessThanOrEqual(x + w + w / 4);
      expect(Number(py)).toBeGreaterThanOrEqual(y - h / 4);
      expect(Number(py)).toBeLessThanOrEqual(y + h + h / 4);
    }
    const html = rulebookHtml(b);
    expect(html.match(/<svg /g)!.length).toBe([...b.examples.values()].flat().length);
    expect(html.match(/<style>/g)).toHaveLength(1);
  });
});

describe('escaping', () => {
  it('names from the variant are text in the page, never markup', () => {
    const evil: Variant = {
      ...standard,
      powers: standard.powers.map((p) => (p.id === 'england' ? { ...p, names: { en: '<img src=x onerror=alert(1)>', fr: '<script>x</script>' } } : p)),
      provinces: standard.provinces.map((p) => (p.id === 'den' ? { ...p, names: { en: 'Den "&" <b>mark</b>', fr: 'Dane<mark>' } } : p)),
    };
    const en = rulebookHtml(buildRulebook(evil, 'en', { mapId: 'standard', exampleFiles: files, geometry: null }));
    expect(en).not.toContain('<img');
    expect(en).not.toContain('<b>mark');
    expect(en).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(en).toContain('Den &#34;&#38;&#34; &#60;b&#62;mark&#60;/b&#62;');
    const fr = rulebookHtml(buildRulebook(evil, 'fr', { mapId: 'standard', exampleFiles: files, geometry: null }));
    expect(fr).not.toContain('<script');
    expect(fr).not.toContain('<mark>');
    expect(rulebookHeadings(book(evil, 'en')).map((h) => h.slug)).toContain('players');
  });
});

describe('examples in the playground', () => {
  it('link each example to the variant’s playground with its position and orders, when the variant plays it as shown', () => {
    for (const lang of LANGS) {
      const examples = [...book(standard, lang).examples.values()].flat();
      expect(examples.length).toBeGreaterThan(10);
      for (const e of examples) {
        expect(e.playground.otherVariant).toBeNull();
        const href = e.playground.href;
        expect(href.startsWith(lang === 'fr' ? '/fr/variants/standard/playground/#' : '/variants/standard/playground/#')).toBe(true);
        const start = JSON.parse(decodeURIComponent(href.slice(href.indexOf('#') + 1))) as { orders: Record<string, string[]>; title: string };
        expect(start.title.startsWith(`${e.label}. `)).toBe(true);
        expect(Object.values(start.orders).flat().length).toBe(e.orders.reduce((n, p) => n + p.lines.length, 0));
      }
    }
  });

  it('gives every example of every shipped variant a link to a playground that plays it as the rulebook shows, or the build stops', () => {
    const all = ['standard', 'colonial', 'rokugan'].flatMap((dir) =>
      readdirSync(join(variantsDir, dir))
        .filter((f) => f.endsWith('.dip'))
        .map((f) => loadVariant(`${dir}/${f}`)),
    );
    const byId = new Map(all.map((v) => [v.id, v]));
    for (const v of all) {
      const mapId = mapOf(v, byId);
      for (const lang of LANGS) {
        // buildRulebook throws when an example would get no link (playgroundLink).
        const examples = [...buildRulebook(v, lang, { mapId, exampleFiles: files, geometry: null, mapVariant: byId.get(mapId) }).examples.values()].flat();
        expect(examples.length, v.id).toBeGreaterThan(10);
        for (const e of examples) expect(e.playground.href, `${v.id} ${e.id}`).toContain('/playground/#');
      }
    }
  });

  it('opens Intimate’s examples in Spring 1901 with two of their powers as home powers and the others won in the bidding', () => {
    const intimate = loadVariant('standard/intimate.dip');
    const examples = [...book(intimate, 'en').examples.values()].flat();
    expect(examples.length).toBeGreaterThan(10);
    for (const e of examples) {
      expect(e.playground.otherVariant).toBeNull();
      const href = e.playground.href;
      expect(href.startsWith('/variants/intimate/playground/#')).toBe(true);
      const { position, orders } = JSON.parse(decodeURIComponent(href.slice(href.indexOf('#') + 1))) as { position: Position; orders: Orders };
      expect(position.phase).toEqual({ season: 'spring', year: 1901, kind: 'movement' });
      const state = position.rules?.intimate as { preferences: Record<string, string[]>; control: Record<string, string> };
      expect(Object.keys(state.preferences)).toEqual(['anna', 'ben']);
      expect(Object.keys(state.control)).toHaveLength(5);
      // As the playground reads and plays it: no mercenary in anarchy, nothing blocked.
      const loaded = loadPosition(intimate, position);
      expect(loaded.ok).toBe(true);
      if (!loaded.ok) continue;
      const played = adjudicate(intimate, loaded.value, orders);
      expect(played.blocked).toBeUndefined();
      expect(played.results.filter((r) => /anarchy/.test(r.reason ?? ''))).toEqual([]);
    }
  });

  it('stops the build when the playground would play an example otherwise, naming it', () => {
    // England with no player: its orders are refused, and the map's variant is not given.
    const disorder: Variant = { ...standard, id: 'no-england', rules: { ...standard.rules, modules: [{ id: 'civil-disorder', args: ['england'] }] } };
    expect(() => buildRulebook(disorder, 'en', { mapId: 'standard', exampleFiles: files, geometry: null })).toThrow(
      /no-england: rulebook example example-1 plays otherwise in the playground than the rulebook shows .*England is in civil disorder/,
    );
    // Given the map's variant, such an example opens in its playground, which says so.
    const b = buildRulebook(disorder, 'fr', { mapId: 'standard', exampleFiles: files, geometry: null, mapVariant: standard });
    const [e] = b.examples.get('IX.3')!;
    expect(e!.playground.href.startsWith('/fr/variants/standard/playground/#')).toBe(true);
    expect(e!.playground.otherVariant).toBe(standard.names.fr);
    expect(rulebookHtml(b)).toContain(`Rejouer cet exemple dans le bac à sable de « ${standard.names.fr} »`);
  });

  it('writes the link escaped in the page', () => {
    const html = rulebookHtml(book(standard, 'en'));
    expect(html).toContain('<p class="rulebook-play"><a href="/variants/standard/playground/#');
    for (const [, href] of html.matchAll(/href="([^"]*)"/g)) expect(href).not.toMatch(/[<>']/);
  });
});

