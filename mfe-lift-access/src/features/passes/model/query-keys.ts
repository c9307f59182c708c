// The pass pages' queries by key, read by their hooks and by the line's server, which draws a
// page's first screen from the same answers under the same keys.
export const passesKey = () => ['liftaccess', 'passes'] as const;
export const passKey = (id: string) => ['liftaccess', 'passes', id] as const;
export const upsellKey = (id: string) => ['liftaccess', 'passes', id, 'upsell'] as const;
export const renewalKey = (id: string) => ['liftaccess', 'passes', id, 'renewal'] as const;
