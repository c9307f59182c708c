import { CART_URL, formatMoney, type CartItemView } from '@resort/shared/core';
import { formatDate, parseDate, resortToday, toIsoDate } from '@resort/shared/dates';
import type { CartDto, CartItemDto, CartPrice, ItemConfigureView, PrimaryTravelerView, UnitView } from '../../contract';
import { PAYMENT_PLAN_DOWN, PAYMENT_PLAN_TEXT, TRAVEL_INSURANCE_TERMS } from '../../contract';
import type { PaymentType } from '../schema';
import { militaryViewOf } from './military';
import type { AssignmentRow, ItemRow, MilitaryRow } from './rows';

export type { AssignmentRow, ItemRow } from './rows';
import { money, priceLine, promoFor, sumTotals, travelInsuranceAmount, type Totals } from './pricing';

/** Display fields of the add-to-cart dialog a line may send in its quote (spec section 3). */
const DIALOG_FIELDS = ['pickUpDate', 'deliveryDate', 'preferredDeliveryTime', 'returnDate', 'duration', 'pickupLocation'] as const;

const displayDate = (iso: string) => {
  const parsed = parseDate(iso);
  return parsed ? formatDate(parsed) : iso;
};

/** A cart's count is the number of units in it (three adult tickets count three). */
export const cartCount = (items: { quantity: number }[]) => items.reduce((n, i) => n + i.quantity, 0);

export function itemDto(
  item: ItemRow,
  assigned: AssignmentRow[],
  percentOff: number,
  configure: ItemConfigureView | null = null,
): CartItemDto {
  const q = item.quote;
  const priced = priceLine(q, item.quantity, promoFor(item, percentOff));
  const units: UnitView[] = [];
  if (q.assignment) {
    for (let unitIndex = 0; unitIndex < item.quantity; unitIndex += 1) {
      const a = assigned.find((x) => x.cartItemId === item.id && x.unitIndex === unitIndex);
      units.push({ unitIndex, assignee: a ? { firstName: a.firstName, lastName: a.lastName, dateOfBirth: a.dateOfBirth } : null });
    }
  }
  return {
    id: item.id,
    line: item.line,
    productId: item.productId,
    sku: q.sku,
    title: q.title,
    description: q.description,
    resortName: q.resortName,
    date: item.date,
    dateFormatted: displayDate(item.date),
    quantity: item.quantity,
    unitPrice: q.unitPrice,
    unitPriceFormatted: formatMoney(q.unitPrice, q.currency),
    lineAmount: priced.lineAmount,
    lineAmountFormatted: formatMoney(priced.lineAmount, q.currency),
    discount: priced.discount,
    tax: priced.tax,
    taxFormatted: formatMoney(priced.tax, q.currency),
    currency: q.currency,
    display: q.display ?? {},
    assignment: q.assignment ?? null,
    units,
    holdExpiresAt: item.holdExpiresAt.toISOString(),
    charges: (q.charges ?? []).map((c) => ({ ...c, amountFormatted: formatMoney(c.amount, q.currency) })),
    offers: (q.offers ?? []).map((o) => ({ ...o, unitPriceFormatted: formatMoney(o.unitPrice, q.currency) })),
    configure,
  };
}

/** The dialog's view of an added item (the bus's CartItemView). */
export function addedView(item: ItemRow): CartItemView {
  const q = item.quote;
  const view: CartItemView = {
    id: item.id,
    sku: q.sku,
    // The dialog names the product as well as the option chosen ("Summit Peak 1-Day Lift Ticket, Adult (19-64)").
    description: q.description ? `${q.title}, ${q.description}` : q.title,
    date: displayDate(item.date),
    quantity: item.quantity,
    price: formatMoney(q.unitPrice * item.quantity, q.currency),
    isNotAddOn: true,
  };
  for (const field of DIALOG_FIELDS) {
    const value = q.display?.[field];
    if (typeof value === 'string' && value) view[field] = value;
  }
  return view;
}

/** Each location's quoted taxes and fees, summed by name over its items (spec section 3: LodgingTaxesAndFees). */
export function lodgingTaxesAndFees(items: ItemRow[], currency: string): CartPrice['LodgingTaxesAndFees'] {
  const byLocation = new Map<string, Map<string, number>>();
  for (const item of items) {
    const fees = item.quote.taxesAndFees;
    if (!fees) continue;
    const location = item.quote.taxesAndFeesLocation ?? item.quote.resortName;
    const list = byLocation.get(location) ?? new Map<string, number>();
    for (const f of fees) list.set(f.name, (list.get(f.name) ?? 0) + f.amount);
    byLocation.set(location, list);
  }
  return [...byLocation].map(([LocationName, list]) => ({
    LocationName,
    TaxAndFeeList: [...list].map(([Name, amount]) => ({ Name, Amount: amount, AmountFormatted: formatMoney(amount, currency) })),
  }));
}

/** The chosen unit's person while it has one, else the first person assigned (items in cart order). */
export function primaryTravelerOf(
  chosen: { itemId: string; unitIndex: number } | null | undefined,
  items: ItemRow[],
  assigned: AssignmentRow[],
): PrimaryTravelerView | null {
  const person = (a: AssignmentRow | undefined) =>
    a ? { itemId: a.cartItemId, unitIndex: a.unitIndex, firstName: a.firstName, lastName: a.lastName } : null;
  const pick = chosen && assigned.find((a) => a.cartItemId === chosen.itemId && a.unitIndex === chosen.unitIndex);
  if (pick) return person(pick);
  const first = items.flatMap((i) => assigned.filter((a) => a.cartItemId === i.id).sort((a, b) => a.unitIndex - b.unitIndex))[0];
  return person(first);
}

/** The cart's choices beside its items (travel insurance, resort charge) as the carts row keeps them. */
export interface CartChoices {
  id: string;
  promoCode: string | null;
  primaryTraveler?: { itemId: string; unitIndex: number } | null;
  travelInsurance?: boolean | null;
  resortCharge?: boolean;
  paymentType?: PaymentType;
}

/** An item whose line offers the payment plan for it (the lift line's passes that have one). */
export const offersPaymentPlan = (item: ItemRow) => item.quote.display?.paymentPlan === 'true';

/** The first September 1 after `todayIso`: when a payment plan's balance is charged. */
export function septemberAfter(todayIso: string): string {
  const year = Number(todayIso.slice(0, 4));
  const thisYears = `${year}-09-01`;
  return todayIso < thisYears ? thisYears : `${year + 1}-09-01`;
}

/**
 * Payment plan rule (spec: '49 down, balance due in September'): for each plan item, 49 (in the
 * item's currency) per unit is charged with the order, or the item's whole amount if less; the rest
 * of the item (after its discount, with its tax) is charged on the first September 1 after the
 * resort's today. Every other item, and travel insurance, is charged with the order in full.
 */
export function paymentPlanOf(cart: CartChoices | null, items: ItemRow[], percentOff: number, total: number, todayIso: string) {
  const planned = items.filter(offersPaymentPlan);
  const offered = planned.length > 0;
  const chosen = offered && cart?.paymentType === 'plan';
  const balance = chosen
    ? planned.reduce((sum, item) => {
        const p = priceLine(item.quote, item.quantity, promoFor(item, percentOff));
        const owed = p.lineAmount - p.discount + p.tax;
        return sum + owed - Math.min(owed, PAYMENT_PLAN_DOWN * item.quantity);
      }, 0)
    : 0;
  return { offered, chosen, balance, dueToday: total - balance, balanceDueDate: offered ? septemberAfter(todayIso) : null };
}

/** Travel insurance is offered when an item is insurable, and counts in the total once chosen. */
export function travelInsuranceOf(cart: CartChoices | null, items: ItemRow[], percentOff: number) {
  const offered = items.some((i) => i.quote.travelInsurable === true);
  const amount = offered ? travelInsuranceAmount(items, percentOff) : 0;
  const chosen = offered ? (cart?.travelInsurance ?? null) : null;
  return { offered, chosen, amount, charged: chosen === true ? amount : 0 };
}

export function cartDto(
  cart: CartChoices | null,
  items: ItemRow[],
  assigned: AssignmentRow[],
  percentOff: number,
  configure: Map<string, ItemConfigureView> = new Map(),
  military: MilitaryRow | null = null,
  /** The resort's today (ISO), for the payment plan's September. */
  todayIso: string = toIsoDate(resortToday(items[0]?.quote.timeZone ?? 'America/Denver')),
): CartDto {
  const dtos = items.map((i) => itemDto(i, assigned, percentOff, configure.get(i.id) ?? null));
  const currency = dtos[0]?.currency ?? 'USD';
  const insurance = travelInsuranceOf(cart, items, percentOff);
  const lines: Totals = sumTotals(dtos, currency);
  const totals: Totals = { ...lines, total: lines.total + insurance.charged };
  const plan = paymentPlanOf(cart, items, percentOff, totals.total, todayIso);
  return {
    cartId: cart?.id ?? null,
    paymentPlan: {
      offered: plan.offered,
      chosen: plan.chosen,
      text: PAYMENT_PLAN_TEXT,
      dueToday: plan.dueToday,
      dueTodayFormatted: formatMoney(plan.dueToday, currency),
      balance: plan.balance,
      balanceFormatted: formatMoney(plan.balance, currency),
      balanceDueDate: plan.balanceDueDate,
    },
    military: militaryViewOf(items, military),
    travelInsurance: {
      offered: insurance.offered,
      chosen: insurance.chosen,
      amount: insurance.amount,
      amountFormatted: formatMoney(insurance.amount, currency),
      terms: TRAVEL_INSURANCE_TERMS,
    },
    resortCharge: cart?.resortCharge ?? false,
    primaryTraveler: primaryTravelerOf(cart?.primaryTraveler, items, assigned),
    CartId: cart?.id ?? null,
    CartCount: cartCount(items),
    TotalProducts: items.length,
    CartUrl: CART_URL,
    items: dtos,
    promoCode: cart?.promoCode ?? null,
    ...totals,
    subtotalFormatted: formatMoney(totals.subtotal, currency),
    discountFormatted: formatMoney(totals.discount, currency),
    taxFormatted: formatMoney(totals.tax, currency),
    totalFormatted: formatMoney(totals.total, currency),
    Price: {
      IsUSD: currency === 'USD',
      LocationCurrency: currency,
      // The store's prices are before tax; each line's tax is added on top (IncrementalProductTaxes).
      InclusiveTax: false,
      Subtotal: money(totals.subtotal, currency),
      Discount: money(totals.discount, currency),
      // Lodging's taxes and fees stand apart, per location (spec section 3); the other lines' tax per line.
      IncrementalProductTaxes: items
        .map((item, i) => ({ item, dto: dtos[i] }))
        .filter(({ item }) => !item.quote.taxesAndFees)
        .map(({ dto }) => ({ ShortTitle: `${dto.title} tax`, CartProductId: dto.id, ...money(dto.tax, currency) })),
      LodgingTaxesAndFees: lodgingTaxesAndFees(items, currency),
      TaxTotal: money(totals.tax, currency),
      Total: money(totals.total, currency),
      TaxesAndFeesAdditionalInfo: 'Sales tax is calculated on each item and rounded to the cent.',
    },
  };
}
