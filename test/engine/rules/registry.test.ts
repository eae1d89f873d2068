/**
 * The rule module registry: what the engine does with a variant's `rules.modules` it
 * cannot use (never ignored), and `build-anywhere`.
 */
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../../engine/adjudicate.js';
import { startPosition } from '../../../engine/game/start-position.js';
import { legalBuilds } from '../../../engine/orders/legal-orders.js';
import { activeRules, ruleDefinitions } from '../../../engine/rules/registry.js';
import { ruleModules } from '../../../model/rule-modules.js';
import type { RuleModule, Variant } from '../../../model/variant.js';
import { loadVariant } from '../../support/variants.js';
import { expectOutcome, position } from '../core/helpers.js';

const standard = loadVariant('standard/standard.dip');
const withModules = (...modules: RuleModule[]): Variant => ({ ...standard, rules: { ...standard.rules, modules } });

describe('the rule module registry', () => {
  it('implements every rule of the catalogue, and nothing else', () => {
    expect([...ruleDefinitions.keys()].sort()).toEqual(ruleModules.map((m) => m.id).sort());
  });

  it('plays a variant without modules with no rule in force', () => {
    const rules = activeRules(standard, startPosition(standard));
    expect(rules.blocked).toBeNull();
    expect(rules.players).toBe(standard.players);
    expect(rules.closesProvinces).toBe(false);
    expect(rules.ordersRefused('italy')).toBeNull();
  });

  it('refuses to play a variant naming a rule it does not know, or with arguments it cannot use', () => {
    const unknown = withModules({ id: 'armoury', args: [] });
    const at = startPosition(unknown);
    const after = adjudicate(unknown, at, { england: ['F Lon - Nth'] });
    expect(after.blocked).toBe("unknown rule module 'armoury': the engine cannot play this variant (known rules: civil-disorder, neutral, coin-toss, build-anywhere, intimate, intimate-fleets, arsenal, entry-after-occupation)");
    expectOutcome(after, 'F Lon - Nth', 'invalid', /unknown rule module 'armoury'/);
    expect(after.next).toBe(at);

    const badArgs = withModules({ id: 'civil-disorder', args: ['narnia'] });
    expect(adjudicate(badArgs, startPosition(badArgs), {}).blocked).toBe("rule civil-disorder: 'narnia' is not a power: expected a power in civil disorder");
    const missing = withModules({ id: 'neutral', args: [] });
    expect(adjudicate(missing, startPosition(missing), {}).blocked).toBe('rule neutral: missing argument: the neutral power');
  });

  it('plays railways (engine/rules/railway/) and gateways (engine/rules/suez/)', () => {
    expect(standard.features.map((f) => f.kind)).toContain('canal'); // canals and passages are borders: played
    const railway: Variant = {
      ...standard,
      features: [...standard.features, { kind: 'railway', id: 'tsr', names: { en: 'Railway' }, owner: 'russia', route: ['stp', 'mos', 'sev'] }],
    };
    const after = adjudicate(railway, startPosition(railway), { russia: ['A Mos - TSR - Sev', 'F Sev - Rum'] });
    expect(after.blocked).toBeUndefined();
    expectOutcome(after, 'A Mos - TSR - Sev', 'succeeded');
    const gateway: Variant = { ...standard, features: [{ kind: 'gateway', province: 'con', seas: ['bla', 'aeg'] }] };
    const position = { ...startPosition(gateway), units: [{ power: 'turkey', type: 'fleet' as const, location: 'bla' }, { power: 'turkey', type: 'fleet' as const, location: 'con' }] };
    const through = adjudicate(gateway, position, { turkey: ['F Bla - Aeg', 'F Con S F Bla - Aeg'] });
    expect(through.blocked).toBeUndefined();
    expectOutcome(through, 'F Bla - Aeg', 'succeeded');
  });

  it('neutral with no provinces listed closes the power’s home centres', () => {
    const v = withModules({ id: 'neutral', args: ['italy'] });
    const after = adjudicate(v, position(v, ['france A pie', 'austria A tyr', 'italy A rom']), { france: ['A Pie - Ven'], austria: ['A Tyr - Pie'] });
    expectOutcome(after, 'A Pie - Ven', 'invalid', 'Ven is neutral territory (Italy)');
    expectOutcome(after, 'A Tyr - Pie', 'failed'); // Piedmont is no home centre: open, bounced by the army there
  });

  it('build-anywhere: builds on any owned, empty centre', () => {
    const v = withModules({ id: 'build-anywhere', args: [] });
    const winter = position(v, ['england F lon'], { phase: { season: 'winter', kind: 'adjustments' }, ownership: { lon: 'england', bel: 'england' } });
    expect(legalBuilds(v, winter, 'england')).toContainEqual({ kind: 'build', type: 'army', location: 'bel' });
    expectOutcome(adjudicate(v, winter, { england: ['Build A Bel'] }), 'Build A Bel', 'succeeded');
    // Without the rule, Belgium is no home centre of England.
    const plain = { ...winter, variant: standard.id };
    expect(legalBuilds(standard, plain, 'england')).not.toContainEqual({ kind: 'build', type: 'army', location: 'bel' });
    expectOutcome(adjudicate(standard, plain, { england: ['Build A Bel'] }), 'Build A Bel', 'invalid', 'not a home centre');
  });
});
