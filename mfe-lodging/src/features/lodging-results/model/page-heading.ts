/** The lodging results page's heading, shown by the page and by the frame the server draws first. */
export const LODGING_RESULTS_HEADING = 'Lodging';

/** /lodging with a stay in its query is the results page; without one, the search landing. */
export const isLodgingResults = (pathname: string, query: URLSearchParams) =>
  /^\/lodging\/?$/.test(pathname) && (query.has('arrivaldate') || query.has('departuredate'));

/** The line under the heading that points to the packages for the same stay. */
export const PACKAGES_PROMPT = {
  before: 'Skiing too?',
  link: 'See Ski & Stay packages for these dates',
  after: 'with lift tickets included.',
} as const;
