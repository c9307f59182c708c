import { resortNames } from './resort-names';

describe('pass routes', () => {
  it('names the resorts a pass opens', () => {
    const names = { a: 'Summit Peak', b: 'Cascade Ridge', c: 'Green Mountain' };
    expect(resortNames(['a'], names)).toBe('Summit Peak');
    expect(resortNames(['a', 'b', 'c'], names)).toBe('Summit Peak, Cascade Ridge and Green Mountain');
    expect(resortNames(['x'], names)).toBe('x');
  });
});
