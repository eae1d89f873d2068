/**
 * A key under which two orders are equal when they are the same order: what a listed order
 * carries only to inform (a move's `permission`, legal-orders.ts) is left out, so that an
 * order read from text matches the order `legalOrders` listed for it.
 */
import type { Order } from '../types.js';
import { assertOrderShape } from './order-shape.js';

export function orderKey(order: Order): string {
  assertOrderShape(order);
  if (order.kind === 'move' && order.permission !== undefined) {
    const { permission: _informative, ...same } = order;
    return JSON.stringify(same);
  }
  return JSON.stringify(order);
}
