import { breakingChanges, judgeSeam } from './compat';

// The contract test's judge, on sample schemas: breaking changes refused unless the major version
// moves, additive ones let through.

const cart = {
  type: 'object',
  properties: {
    cartId: { type: ['string', 'null'] },
    cartCount: { type: 'integer' },
    currency: { type: 'string', enum: ['USD', 'CAD'] },
    note: { type: 'string' },
    items: { type: 'array', items: { type: 'object', properties: { sku: { type: 'string' } }, required: ['sku'] } },
  },
  required: ['cartId', 'cartCount', 'currency', 'items'],
};
const clone = () => JSON.parse(JSON.stringify(cart));

describe('breaking changes', () => {
  test('a field removed, a type changed, an optional field made required and an enum value removed are each named', () => {
    const removed = clone();
    delete removed.properties.cartCount;
    expect(breakingChanges(cart, removed)).toContain('$.cartCount: field removed');
    const retyped = clone();
    retyped.properties.cartCount = { type: 'string' };
    expect(breakingChanges(cart, retyped)).toContain('$.cartCount: type changed from integer to string');
    const required = clone();
    required.required.push('note');
    expect(breakingChanges(cart, required)).toEqual(['$.note: optional field made required']);
    const narrowed = clone();
    narrowed.properties.currency.enum = ['USD'];
    expect(breakingChanges(cart, narrowed)).toEqual(['$.currency: enum value "CAD" removed']);
    const nested = clone();
    nested.properties.items.items.properties.sku = { type: 'number' };
    expect(breakingChanges(cart, nested)).toEqual(['$.items[].sku: type changed from string to number']);
    const newRequired = clone();
    newRequired.properties.resort = { type: 'string' };
    newRequired.required.push('resort');
    expect(breakingChanges(cart, newRequired)).toEqual(['$.resort: required field added']);
  });

  test('an optional field added, an enum value added and a type loosened are not breaking', () => {
    const next = clone();
    next.properties.promo = { type: 'string' };
    next.properties.currency.enum = ['USD', 'CAD', 'EUR'];
    next.properties.cartCount = { type: 'number' };
    next.properties.note = { type: ['string', 'null'] };
    expect(breakingChanges(cart, next)).toEqual([]);
  });
});

describe('judging a seam against its committed snapshot', () => {
  const committed = { v: '1.0', schemas: { Cart: cart } };
  test('a breaking change is refused at the same major, and passes with the major bumped', () => {
    const broken = clone();
    delete broken.properties.note;
    expect(judgeSeam(committed, { v: '1.1', schemas: { Cart: broken } }).breaking).toEqual(['Cart.note: field removed']);
    expect(judgeSeam(committed, { v: '2.0', schemas: { Cart: broken } }).breaking).toEqual([]);
    expect(judgeSeam(committed, { v: '1.0', schemas: {} }).breaking).toEqual(['Cart: removed']);
  });
  test('an additive change passes at a new minor; any change asks for the snapshot to be written again', () => {
    const added = clone();
    added.properties.promo = { type: 'string' };
    expect(judgeSeam(committed, { v: '1.1', schemas: { Cart: added } })).toEqual({ breaking: [], outdated: true });
    expect(judgeSeam(committed, committed)).toEqual({ breaking: [], outdated: false });
  });
});
