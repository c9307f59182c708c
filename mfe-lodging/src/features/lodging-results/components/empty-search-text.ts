/** The spec's empty-search text (section 8). */
export const EMPTY_SEARCH_TEXT =
  "We apologize, but we couldn't find any results that matched your criteria, but changing your search may help.";
