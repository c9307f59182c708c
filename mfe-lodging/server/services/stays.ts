import { PRODUCT_CANNOT_BE_ADDED } from '@resort/shared/core';
import { badRequest, type ItemRequest } from '@resort/shared/server';
import { LodgingCartLine, parseStay, stayOfLine, stayQuery, type Stay } from '../../contract';
import { invalid } from '@resort/shared/core';

export type { Stay };

/**
 * A search's stay, judged by the same lodging rule as the widget (spec section 5) once the
 * contract has bounded every field; a stay the rule refuses is a 400 in the rule's words.
 */
export function stayFromSearch(search: Parameters<typeof stayQuery>[0]): Stay {
  const parsed = parseStay(stayQuery(search));
  if (!parsed.ok) throw badRequest(parsed.message);
  return parsed.value;
}

/**
 * A cart item's stay: `date` is the arrival and `options` carry departure, adults, children and
 * childAges. The shape is checked first, so no count past the spec's limits reaches a loop;
 * anything the lodging rule refuses cannot be added to the cart.
 */
export function stayFromItem(item: ItemRequest): Stay {
  const line = LodgingCartLine.safeParse(item);
  if (!line.success) throw invalid(PRODUCT_CANNOT_BE_ADDED, line.error.issues[0]?.message ?? null);
  const stay = stayOfLine(line.data);
  if (!stay.ok) throw invalid(PRODUCT_CANNOT_BE_ADDED, stay.message);
  return stay.value;
}
