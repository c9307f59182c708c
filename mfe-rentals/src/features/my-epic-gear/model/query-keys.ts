// The My Epic Gear page's products by key, read by its hook and by the line's server, which draws
// the page's first screen from the same answer under the same key.
export const myEpicGearProductsKey = () => ['rentals', 'my-epic-gear', 'products'] as const;
