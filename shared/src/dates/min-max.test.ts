import { resolveMinMax } from './min-max';

describe('resolveMinMax', () => {
  it('"if min date is after max date, the max is dropped and the input disabled"', () => {
    expect(resolveMinMax('12/10/2026', '12/01/2026')).toEqual({ min: '12/10/2026', max: null, disabled: true });
  });

  it.each([
    ['12/01/2026', '12/10/2026', { min: '12/01/2026', max: '12/10/2026', disabled: false }],
    ['12/01/2026', '12/01/2026', { min: '12/01/2026', max: '12/01/2026', disabled: false }],
    [undefined, '04/15/2027', { min: null, max: '04/15/2027', disabled: false }],
    ['11/22/26', undefined, { min: '11/22/2026', max: null, disabled: false }],
    ['', '', { min: null, max: null, disabled: false }],
    ['garbage', '12/01/2026', { min: null, max: '12/01/2026', disabled: false }],
  ])('min %p, max %p', (min, max, expected) => {
    expect(resolveMinMax(min, max)).toEqual(expected);
  });
});
