import { parseDate } from './parse';

// Buttons authored for the old site carry moment-style formats (YYYY-MM-DD). Luxon has no 'Y'
// token, so a 'Y' marks such a format and its day and year tokens are rewritten to luxon's.
function toLuxonFormat(format: string): string {
  if (!format.includes('Y')) return format;
  return format.replace(/Y/g, 'y').replace(/D/g, 'd');
}

/**
 * The single-product button's link (spec section 2): every placeholder is replaced by the chosen
 * date in the button's format. '' when no date is chosen, so there is never a link to a
 * placeholder-filled page.
 */
export function fillLinkTemplate(template: string, date: string, format: string, placeholder = '{startDate}'): string {
  const parsed = parseDate(date);
  if (!parsed) return '';
  const text = parsed.toFormat(toLuxonFormat(format || 'MM/dd/yyyy'));
  return template.split(placeholder).join(text);
}
