// The content pages' queries by key, read by their hooks and by the store's server, which draws a
// page's first screen from the same answers under the same keys.
export const contentPageKey = (path: string) => ['content', 'page', path] as const;
export const weatherKey = () => ['content', 'weather'] as const;
export const ratingsKey = (resortId: string) => ['content', 'ratings', resortId] as const;
