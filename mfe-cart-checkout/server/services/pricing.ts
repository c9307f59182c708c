import { formatMoney, lineTax } from '@resort/shared/core';
import { TRAVEL_INSURANCE_BP } from '../../contract';
import type { QuoteSnapshot } from '../schema';

export interface PricedLine {
  lineAmount: number;
  discount: number;
  tax: number;
}

export interface Totals {
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
  currency: string;
}

/** Percent off one line, rounded half up to the minor unit, like the tax. */
export function lineDiscount(amount: number, percentOff: number): number {
  return Math.floor((amount * percentOff + 50) / 100);
}

/** The cart's promo percent for one item: none once its promotion was removed ("remove promo code" with its cartProductID). */
export const promoFor = (item: { promoRemoved?: boolean }, percentOff: number): number => (item.promoRemoved ? 0 : percentOff);

/**
 * Tax rule: tax is computed on each line (after its discount) and rounded half up to the minor
 * unit with `lineTax`; the order's tax is the sum of the lines' taxes, never a rate applied to the
 * order total, so every receipt line adds up to the total charged. Taxes and fees a line quoted
 * itself (lodging: lodging tax, resort fee, each rounded by the line per stay) are added exactly
 * as quoted; a promo code does not change them.
 */
export function priceLine(
  quote: Pick<QuoteSnapshot, 'unitPrice' | 'taxRateBp' | 'taxesAndFees' | 'charges'>,
  quantity: number,
  percentOff: number,
): PricedLine {
  const products = quote.unitPrice * quantity;
  const lineAmount = products + (quote.charges ?? []).reduce((sum, c) => sum + c.amount, 0);
  const discount = lineDiscount(products, percentOff);
  const quoted = (quote.taxesAndFees ?? []).reduce((sum, f) => sum + f.amount, 0);
  return { lineAmount, discount, tax: lineTax(lineAmount - discount, quote.taxRateBp) + quoted };
}

export function sumTotals(lines: PricedLine[], currency: string): Totals {
  const subtotal = lines.reduce((s, l) => s + l.lineAmount, 0);
  const discount = lines.reduce((s, l) => s + l.discount, 0);
  const tax = lines.reduce((s, l) => s + l.tax, 0);
  return { subtotal, discount, tax, total: subtotal - discount + tax, currency };
}

export const money = (amount: number, currency: string) => ({ Amount: amount, AmountFormatted: formatMoney(amount, currency) });

/**
 * Travel insurance rule: 7% (TRAVEL_INSURANCE_BP) of the insurable items' product price after
 * their promo discount (not their taxes, fees or configured charges), summed over the cart and
 * rounded half up once. It is not taxed and a promo code does not discount it.
 */
export function travelInsuranceAmount(
  items: { quantity: number; promoRemoved?: boolean; quote: Pick<QuoteSnapshot, 'unitPrice' | 'travelInsurable'> }[],
  percentOff: number,
): number {
  const base = items
    .filter((i) => i.quote.travelInsurable === true)
    .reduce((sum, i) => {
      const products = i.quote.unitPrice * i.quantity;
      return sum + products - lineDiscount(products, promoFor(i, percentOff));
    }, 0);
  return Math.floor((base * TRAVEL_INSURANCE_BP + 5000) / 10000);
}
