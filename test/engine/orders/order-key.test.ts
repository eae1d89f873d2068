import { describe, expect, it } from 'vitest';
import { orderKey } from '../../../engine/orders/order-key.js';
import type { Order } from '../../../engine/types.js';

describe('orderKey', () => {
  const canal: Order = { kind: 'move', unit: { type: 'fleet', location: 'red' }, to: 'med', viaConvoy: false };
  it('is the same for a listed move carrying the permission it needs and the move as read', () => {
    expect(orderKey({ ...canal, permission: 'egy' })).toBe(orderKey(canal));
  });
  it('tells different orders apart', () => {
    expect(orderKey({ ...canal, to: 'ade' })).not.toBe(orderKey(canal));
    expect(orderKey({ ...canal, viaConvoy: true })).not.toBe(orderKey(canal));
    expect(orderKey({ kind: 'hold', unit: canal.unit })).not.toBe(orderKey(canal));
  });
});
