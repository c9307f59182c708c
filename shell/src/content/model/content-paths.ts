/** The shell's content pages by path: home's blocks, each resort's page, weather, search, contact and the trip planner. */
export const isContentPath = (pathname: string) =>
  ['/', '/weather', '/search', '/contact', '/plan'].includes(pathname) || /^\/resorts\/[^/]+\/?$/.test(pathname);
