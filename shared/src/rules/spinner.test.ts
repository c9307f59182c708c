import fc from 'fast-check';
import { clampSpinnerValue, stepSpinnerValue } from './spinner';

describe('clampSpinnerValue', () => {
  it.each([
    ['3', 0, 6, 3],
    ['1a2', 0, 19, 12],
    ['-4', 0, 6, 4],
    ['', 1, 6, 1],
    ['99', 0, 6, 6],
    [7, 0, 6, 6],
    [-1, 0, 6, 0],
    [2.7, 0, 6, 2],
  ])('"digits only, clamped to the minimum and the data-max-input-value": %p in [%i, %i] is %i', (raw, min, max, expected) => {
    expect(clampSpinnerValue(raw, min, max)).toBe(expected);
  });

  it('always lands inside the bounds', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.double()),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 30 }),
        (raw, min, extra) => {
          const value = clampSpinnerValue(raw, min, min + extra);
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(min);
          expect(value).toBeLessThanOrEqual(min + extra);
        },
      ),
    );
  });
});

describe('stepSpinnerValue', () => {
  it('"step 1", never past the bounds', () => {
    expect(stepSpinnerValue(2, 1, 0, 6)).toBe(3);
    expect(stepSpinnerValue(6, 1, 0, 6)).toBe(6);
    expect(stepSpinnerValue(0, -1, 0, 6)).toBe(0);
  });
});
