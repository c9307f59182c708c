import { lineDiscount, priceLine, sumTotals } from './pricing';

describe('cart pricing', () => {
  test('tax is rounded half up per line', () => {
    expect(priceLine({ unitPrice: 1250, taxRateBp: 100 }, 1, 0)).toEqual({ lineAmount: 1250, discount: 0, tax: 13 });
    expect(priceLine({ unitPrice: 1249, taxRateBp: 100 }, 1, 0).tax).toBe(12);
  });

  test('the order tax is the sum of line taxes, not a rate applied to the total', () => {
    const lines = [priceLine({ unitPrice: 1250, taxRateBp: 100 }, 1, 0), priceLine({ unitPrice: 1250, taxRateBp: 100 }, 1, 0)];
    const totals = sumTotals(lines, 'USD');
    expect(totals.tax).toBe(26);
    expect(totals.total).toBe(2526);
  });

  test('a promo discount comes off each line before its tax', () => {
    expect(lineDiscount(12900, 10)).toBe(1290);
    expect(lineDiscount(1005, 10)).toBe(101);
    expect(priceLine({ unitPrice: 10000, taxRateBp: 890 }, 1, 10)).toEqual({ lineAmount: 10000, discount: 1000, tax: 801 });
  });

  test("a configured charge (a damage waiver) is part of the line's amount and taxed with it, but no promo takes anything off it", () => {
    const waiver = [{ name: 'Damage waiver', amount: 3600 }];
    expect(priceLine({ unitPrice: 10000, taxRateBp: 890, charges: waiver }, 1, 10)).toEqual({
      lineAmount: 13600,
      discount: 1000,
      // 8.9 % of 126.00
      tax: 1121,
    });
  });
});
