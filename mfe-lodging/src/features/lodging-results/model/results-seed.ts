import type { LodgingResultsRequest, ResultsResponse, RoomFilters, RoomFiltersRequest } from '../../../../contract';

/**
 * The search the server drew the results page's first screen from, carried in that first answer
 * (a JSON data block, never run): the page starts from it instead of asking again, so its first
 * render already holds the results and the frame gives way to the same card, not to a spinner.
 */
export const RESULTS_SEED_ID = 'lodging-results-seed';

export interface ResultsSeed {
  request: LodgingResultsRequest;
  data: ResultsResponse;
  /** The room filters ("room filters" call) of the same stay, `filters.request` being the stay asked. */
  filters?: { request: RoomFiltersRequest; data: RoomFilters };
}

/** The seed's markup: JSON with `<` escaped, so no text in it can close the element. */
export const resultsSeedHtml = (seed: ResultsSeed) =>
  `<script type="application/json" id="${RESULTS_SEED_ID}">${JSON.stringify(seed).replace(/</g, '\\u003c')}</script>`;

function readSeed(doc: Document | undefined): ResultsSeed | undefined {
  const text = doc?.getElementById(RESULTS_SEED_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as ResultsSeed;
  } catch {
    return undefined;
  }
}

/** The seed's answer when it is for this very request (the page's address may have moved on). */
export function seededResults(
  request: LodgingResultsRequest,
  doc: Document | undefined = globalThis.document,
): ResultsResponse | undefined {
  const seed = readSeed(doc);
  return seed && JSON.stringify(seed.request) === JSON.stringify(request) ? seed.data : undefined;
}

/** The seed's room filters when they are for this very stay. */
export function seededRoomFilters(request: RoomFiltersRequest, doc: Document | undefined = globalThis.document): RoomFilters | undefined {
  const filters = readSeed(doc)?.filters;
  return filters && JSON.stringify(filters.request) === JSON.stringify(request) ? filters.data : undefined;
}
