/**
 * The set-up a game needs before its phases can be played, which a rule module asks for
 * and no order gives: Intimate Diplomacy's two preference lists of the powers and the
 * toss that settles identical lists (rule `intimate`), the toss that gives a power to a
 * player (rule `coin-toss`). Without it the engine blocks the phase that needs it
 * (`missingInput`), saying what to give. The engine has no way to ask "what set-up does
 * this position need" in advance, so the playground derives it here, in this one place,
 * from the compiled model's rules list (`variant.rules.modules`); a rule module that comes
 * to need set-up data is added here.
 *
 * `setupOf(variant)` says what the form asks (data for the page to render it),
 * `withSetup(variant, position, choices)` writes the choices into the position's rule
 * state, where the engine reads them (`position.rules.intimate.preferences`/`toss`,
 * `position.rules['coin-toss'][power]`), and `setupProblems` checks them first.
 */
import { de } from './elision.js';
import type { PowerId, Variant } from '../../../model/variant.js';
import type { Position } from '../../../engine/types.js';
import { activeRules } from '../../../engine/rules/registry.js';
import { intimateSetup } from '../../../engine/rules/intimate/setup.js';
import { intimateGame } from '../../../engine/rules/intimate/state.js';

/** Two players (named by the game, as in docs/intimate.md) each rank every power that may be their home. */
export interface PreferencesSetup {
  readonly rule: 'intimate';
  readonly players: readonly string[];
  /** The powers that may be chosen as home, in the variant's order. */
  readonly powers: readonly PowerId[];
  /** Each player's list as the form starts: one in the variant's order, the other reversed, so that they differ at once. */
  readonly defaults: Readonly<Record<string, readonly PowerId[]>>;
}

/** A toss: who wins it (intimate: for identical lists), or which player a power joins (coin-toss). */
export interface TossSetup {
  readonly rule: 'intimate' | 'coin-toss';
  /** The power the toss gives away (coin-toss), null for the intimate toss. */
  readonly power: PowerId | null;
  /** Player ids to choose from; the first is the default. */
  readonly players: readonly string[];
}

export interface PlaygroundSetup {
  readonly preferences: PreferencesSetup | null;
  readonly tosses: readonly TossSetup[];
}

/** The player ids Intimate Diplomacy's playground games use (the game names its players, the variant declares none). */
export const INTIMATE_PLAYERS: readonly string[] = ['anna', 'ben'];
/** How the pages name them (the same in every language). */
const INTIMATE_PLAYER_NAMES: Readonly<Record<string, string>> = { anna: 'Anna', ben: 'Ben' };

/** What set-up the variant's rules ask for; `null` when none (the playground shows no form). */
export function setupOf(variant: Variant): PlaygroundSetup | null {
  let preferences: PreferencesSetup | null = null;
  const tosses: TossSetup[] = [];
  for (const module of variant.rules.modules) {
    if (module.id === 'intimate' && preferences === null) {
      const choosable = new Set(intimateSetup(variant).startCredits.keys());
      const powers = variant.powers.map((p) => p.id).filter((id) => choosable.has(id));
      const [a, b] = INTIMATE_PLAYERS as [string, string];
      preferences = { rule: 'intimate', players: INTIMATE_PLAYERS, powers, defaults: { [a]: powers, [b]: [...powers].reverse() } };
      tosses.push({ rule: 'intimate', power: null, players: INTIMATE_PLAYERS });
    }
    if (module.id === 'coin-toss') {
      const players = variant.players.map((p) => p.id);
      if (players.length > 0) tosses.push({ rule: 'coin-toss', power: String(module.args[0]), players });
    }
  }
  return preferences === null && tosses.length === 0 ? null : { preferences, tosses };
}

/** What the reader chose in the form: each player's list, and each toss's player (keyed by `tossKey`). */
export interface SetupChoices {
  readonly preferences?: Readonly<Record<string, readonly PowerId[]>>;
  readonly tosses: Readonly<Record<string, string>>;
}

/** A toss's key in the form and in `SetupChoices`: `intimate`, `coin-toss:italy`. */
export function tossKey(toss: TossSetup): string {
  return toss.power === null ? toss.rule : `${toss.rule}:${toss.power}`;
}

/** The form's default choices. */
export function defaultChoices(setup: PlaygroundSetup): SetupChoices {
  return {
    ...(setup.preferences === null ? {} : { preferences: setup.preferences.defaults }),
    tosses: Object.fromEntries(setup.tosses.map((t) => [tossKey(t), t.players[0]!])),
  };
}

/** What is wrong with the choices, in the page's language (each list must rank every power once). */
export function setupProblems(variant: Variant, setup: PlaygroundSetup, choices: SetupChoices, lang: string): string[] {
  const problems: string[] = [];
  const name = (id: PowerId): string => powerNameIn(variant, id, lang);
  if (setup.preferences !== null) {
    for (const player of setup.preferences.players) {
      const list = choices.preferences?.[player] ?? [];
      const missing = setup.preferences.powers.filter((p) => !list.includes(p));
      if (missing.length === 0 && list.length === setup.preferences.powers.length) continue;
      const twice = list.filter((p, i) => list.indexOf(p) !== i);
      problems.push(
        lang === 'fr'
          ? `La liste ${de(playerNameIn(variant, player, lang))} doit nommer chaque puissance une fois : ${missing.map(name).join(', ')} ${missing.length > 1 ? 'manquent' : 'manque'}${twice.length > 0 ? `, ${[...new Set(twice)].map(name).join(', ')} en double` : ''}.`
          : `${playerNameIn(variant, player, lang)}’s list must name every power once: ${missing.map(name).join(', ')} missing${twice.length > 0 ? `, ${[...new Set(twice)].map(name).join(', ')} twice` : ''}.`,
      );
    }
  }
  for (const toss of setup.tosses) {
    const player = choices.tosses[tossKey(toss)];
    if (player === undefined || !toss.players.includes(player)) {
      const players = toss.players.map((p) => playerNameIn(variant, p, lang)).join(', ');
      problems.push(lang === 'fr' ? `Choisissez le joueur du tirage (${players}).` : `Choose the toss’s player (${players}).`);
    }
  }
  return problems;
}

/** The position with the set-up written into its rule state (other rule state kept). */
export function withSetup(position: Position, setup: PlaygroundSetup, choices: SetupChoices): Position {
  const rules: Record<string, unknown> = { ...position.rules };
  if (setup.preferences !== null) {
    const intimate = (rules.intimate ?? {}) as Record<string, unknown>;
    const toss = choices.tosses[tossKey({ rule: 'intimate', power: null, players: [] })];
    rules.intimate = { ...intimate, preferences: choices.preferences ?? setup.preferences.defaults, ...(toss === undefined ? {} : { toss }) };
  }
  for (const toss of setup.tosses) {
    if (toss.rule !== 'coin-toss' || toss.power === null) continue;
    const player = choices.tosses[tossKey(toss)];
    if (player !== undefined) rules['coin-toss'] = { ...((rules['coin-toss'] ?? {}) as Record<string, unknown>), [toss.power]: player };
  }
  return { ...position, rules };
}

/** Whether the position already carries what the set-up gives (a link's example may). */
export function hasSetup(position: Position, setup: PlaygroundSetup): boolean {
  const rules = position.rules ?? {};
  if (setup.preferences !== null && typeof (rules.intimate as { preferences?: unknown } | undefined)?.preferences !== 'object') return false;
  return setup.tosses.every((t) => t.rule !== 'coin-toss' || t.power === null || typeof (rules['coin-toss'] as Record<string, unknown> | undefined)?.[t.power] === 'string');
}

/**
 * Who plays what this phase, for a variant with set-up ("anna: England, Italy — 20 credits"),
 * from the engine's players in force (the first power of a player is its home) and, for
 * Intimate Diplomacy, the credits; null when the engine cannot tell yet (set-up missing).
 */
export function playersNote(variant: Variant, position: Position, lang: string): string | null {
  const rules = activeRules(variant, position);
  if (rules.blocked !== null) return null;
  const name = (id: PowerId): string => powerNameIn(variant, id, lang);
  const game = variant.rules.modules.some((m) => m.id === 'intimate') ? intimateGame(variant, position) : null;
  const credits = (player: string): string => {
    if (game === null || !game.ok) return '';
    const n = game.game.credits[player] ?? 0;
    return lang === 'fr' ? ` — ${n} crédit${n > 1 ? 's' : ''}` : ` — ${n} credit${n === 1 ? '' : 's'}`;
  };
  return rules.players.map((p) => `${playerNameIn(variant, p.id, lang)}${lang === 'fr' ? ' : ' : ': '}${p.powers.map(name).join(', ')}${credits(p.id)}`).join(' · ');
}

/**
 * A player's name in the page's language: the variant's own players by their names (in the
 * page's language, else the variant's first), Intimate Diplomacy's players as the pages name
 * them (Anna, Ben), else the id.
 */
export function playerNameIn(variant: Variant, id: string, lang: string): string {
  const names = variant.players.find((p) => p.id === id)?.names;
  return names?.[lang] ?? names?.[variant.languages[0] ?? 'en'] ?? INTIMATE_PLAYER_NAMES[id] ?? id;
}

/** The title of a player's preference list: "Anna’s preferences" / "Préférences d’Anna". */
export function preferencesTitle(variant: Variant, player: string, lang: string): string {
  const name = playerNameIn(variant, player, lang);
  return lang === 'fr' ? `Préférences ${de(name)}` : `${name}’s preferences`;
}


/** A power's name in the page's language, else in the variant's first language, else its id. */
export function powerNameIn(variant: Variant, id: PowerId, lang: string): string {
  const names = variant.powers.find((p) => p.id === id)?.names;
  return names?.[lang] ?? names?.[variant.languages[0] ?? 'en'] ?? id;
}
