// Read by the childcare page's query and by the line's server, which draws the page from the same
// answer under the same key.
export const childcareProductsKey = (locationId?: string | null) => ['childcare', 'products', locationId ?? null] as const;
