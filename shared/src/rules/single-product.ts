import { fillLinkTemplate } from '../dates/link-template';
import { isValidDate } from '../dates/calendar-math';
import { REQUIRED_FIELD } from './age';

/** The button's link with its start-date placeholder filled in the button's format (spec section 2). */
export function singleProductLink(template: string, date: string, format: string, placeholder = '{startDate}'): string {
  return fillLinkTemplate(template, date, format, placeholder);
}

/**
 * "Start date required; the error message registered for that field is read from the page"
 * (spec section 5). Null when the widget may navigate; otherwise the message of its error state.
 */
export function validateSingleProduct(date: string, registeredMessage: string | null | undefined): string | null {
  if (isValidDate(date)) return null;
  return registeredMessage?.trim() || REQUIRED_FIELD;
}

/** "The page opens in the same window or in the named target window" (spec section 2). */
export function singleProductTarget(target: string | null | undefined): string {
  return target?.trim() || '_self';
}
