import { parseLodgingQuery, PRODUCT_CANNOT_BE_ADDED, type LodgingQuery } from '@resort/shared';
import { HttpError, badRequest, type ItemRequest } from '@resort/shared/server';

/** A validated stay: nights run from arrival up to, not including, departure. */
export interface Stay extends LodgingQuery {
  nights: number;
}

export interface LodgingSearchBody {
  arrivaldate: string;
  departuredate: string;
  adultcount: number;
  childcount?: number;
  childagearray?: string;
}

function toStay(query: LodgingQuery): Stay {
  const nights = Math.round((Date.parse(query.departure) - Date.parse(query.arrival)) / 86_400_000);
  return { ...query, nights };
}

/** The results search, checked by the same lodging rule as the widget (spec section 5). */
export function stayFromSearch(body: LodgingSearchBody): Stay {
  const parsed = parseLodgingQuery({
    arrivaldate: body.arrivaldate,
    departuredate: body.departuredate,
    adultcount: String(body.adultcount),
    childcount: String(body.childcount ?? 0),
    childagearray: body.childagearray ?? '',
  });
  if (!parsed.ok) throw badRequest(parsed.message);
  return toStay(parsed.value);
}

function optionText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/**
 * A cart item's stay: `date` is the arrival and `options` carry departure, adults, children and
 * childAges. Anything the lodging rule refuses cannot be added to the cart.
 */
export function stayFromItem(item: ItemRequest): Stay {
  const options = item.options ?? {};
  if (!Number.isInteger(item.quantity) || item.quantity < 1) throw new HttpError(400, PRODUCT_CANNOT_BE_ADDED);
  const childAges = Array.isArray(options.childAges) ? options.childAges.map((age) => optionText(age) ?? 'x').join(',') : optionText(options.childAges);
  const parsed = parseLodgingQuery({
    arrivaldate: item.date,
    departuredate: optionText(options.departure),
    adultcount: optionText(options.adults),
    childcount: optionText(options.children),
    childagearray: childAges,
  });
  if (!parsed.ok) throw new HttpError(400, PRODUCT_CANNOT_BE_ADDED, parsed.message);
  return toStay(parsed.value);
}
