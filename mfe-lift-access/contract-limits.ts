/**
 * The lift line's limits that pages show without validating anything (the widget's day choices,
 * the planner): kept apart from contract.ts so the home page's widget loads no schema library.
 * contract.ts re-exports them; its schemas hold requests to the same numbers.
 */

/** The longest lift ticket sold: 1 to 5 consecutive days. */
export const MAX_TICKET_DAYS = 5;

/** A search answers two weeks of start days; the results page pages by as many. */
export const SEARCH_WINDOW_DAYS = 14;
