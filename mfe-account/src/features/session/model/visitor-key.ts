/**
 * The first part of the query key of everything this remote caches about the signed-in visitor
 * (profile, orders). The page has one QueryClient, so all of it is forgotten when the visitor
 * changes: the next person on a shared browser must never see it, not even from the cache.
 */
export const VISITOR_DATA_KEY = ['account', 'visitor'] as const;

// Under the visitor's key: signing in or out changes which banners show. Read by the alerts' hook
// and by the line's server, which draws the account pages with the same answer under this key.
export const ALERTS_KEY = [...VISITOR_DATA_KEY, 'alerts'] as const;
