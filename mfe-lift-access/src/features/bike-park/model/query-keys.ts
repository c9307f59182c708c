// The bike park page's parks by key, read by its hook and by the line's server, which draws the
// page's first screen from the same answer under the same key.
export const bikeParkResortsKey = () => ['liftaccess', 'bike-park', 'resorts'] as const;
