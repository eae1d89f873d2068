/**
 * What `rule intimate` says about a variant: the powers that may be chosen as home and
 * the credits each starts with (`rule intimate 20 england france russia turkey`, once per
 * amount), and the powers whose default builds are fleets (`rule intimate-fleets england`).
 */
import type { PowerId, Variant } from '../../../model/variant.js';

export interface IntimateSetup {
  /** Start credits of each power that may be chosen as home, in the order written. */
  readonly startCredits: ReadonlyMap<PowerId, number>;
  readonly defaultFleets: ReadonlySet<PowerId>;
}

const cache = new WeakMap<Variant, IntimateSetup>();

export function intimateSetup(variant: Variant): IntimateSetup {
  let setup = cache.get(variant);
  if (setup === undefined) {
    const startCredits = new Map<PowerId, number>();
    const defaultFleets = new Set<PowerId>();
    for (const module of variant.rules.modules) {
      if (module.id === 'intimate') for (const power of module.args.slice(1)) startCredits.set(String(power), Number(module.args[0]));
      if (module.id === 'intimate-fleets') for (const power of module.args) defaultFleets.add(String(power));
    }
    setup = { startCredits, defaultFleets };
    cache.set(variant, setup);
  }
  return setup;
}
