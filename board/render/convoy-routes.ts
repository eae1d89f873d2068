/**
 * The way a convoyed army goes: through the convoying fleets, in the order they pass it
 * on (the shortest chain of adjacent fleets from the army's coast to its destination).
 */
import { provinceOf } from '../../model/locations.js';
import type { ProvinceId, Variant } from '../../model/variant.js';
import type { Order } from '../../engine/types.js';

export interface ConvoyRoute {
  readonly army: ProvinceId;
  readonly to: ProvinceId;
  /** Provinces of the convoying fleets on the route, from the army's side. */
  readonly fleets: readonly ProvinceId[];
}

function routeKey(army: ProvinceId, to: ProvinceId): string {
  return `${army}>${to}`;
}

/** Provinces a fleet may sail between, either way. */
function seaLinks(variant: Variant): Map<ProvinceId, Set<ProvinceId>> {
  const links = new Map<ProvinceId, Set<ProvinceId>>();
  const link = (a: ProvinceId, b: ProvinceId) => links.set(a, (links.get(a) ?? new Set()).add(b));
  for (const [from, targets] of Object.entries(variant.adjacency.fleet)) {
    for (const to of targets) {
      link(provinceOf(from), provinceOf(to));
      link(provinceOf(to), provinceOf(from));
    }
  }
  return links;
}

/** Shortest chain army → fleets → destination through the given fleets, or null. */
function shortestChain(links: Map<ProvinceId, Set<ProvinceId>>, army: ProvinceId, to: ProvinceId, fleets: ReadonlySet<ProvinceId>): ProvinceId[] | null {
  const previous = new Map<ProvinceId, ProvinceId>();
  const queue: ProvinceId[] = [army];
  for (let i = 0; i < queue.length; i++) {
    const here = queue[i];
    // Fleets in sorted order, so equally short routes are chosen the same way every time.
    for (const next of [...(links.get(here) ?? [])].sort()) {
      if (here !== army && next === to) {
        const chain = [here];
        while (previous.has(chain[0])) chain.unshift(previous.get(chain[0])!);
        return chain.slice(1);
      }
      if (!fleets.has(next) || previous.has(next) || next === army) continue;
      previous.set(next, here);
      queue.push(next);
    }
  }
  return null;
}

/**
 * One route per convoyed army (army and destination as the convoy orders name them).
 * Fleets that are on no chain (an order that cannot help) are left off the route.
 */
export function convoyRoutes(variant: Variant, orders: readonly Order[]): Map<string, ConvoyRoute> {
  const fleetsFor = new Map<string, Set<ProvinceId>>();
  for (const order of orders) {
    if (order.kind !== 'convoy') continue;
    const key = routeKey(order.army, order.to);
    fleetsFor.set(key, (fleetsFor.get(key) ?? new Set()).add(provinceOf(order.unit.location)));
  }
  const links = seaLinks(variant);
  const routes = new Map<string, ConvoyRoute>();
  for (const [key, fleets] of fleetsFor) {
    const [army, to] = key.split('>');
    const chain = shortestChain(links, army, to, fleets);
    if (chain) routes.set(key, { army, to, fleets: chain });
  }
  return routes;
}

export function routeFor(routes: ReadonlyMap<string, ConvoyRoute>, army: ProvinceId, to: ProvinceId): ConvoyRoute | undefined {
  return routes.get(routeKey(army, to));
}
