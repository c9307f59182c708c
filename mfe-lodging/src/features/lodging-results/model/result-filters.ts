/** The amenities a family narrows by most (each property lists its own). */
export const FILTER_AMENITIES = ['Ski-in/ski-out', 'Hot tub', 'Full kitchen', 'Free parking', 'Pet friendly', 'Free shuttle'];

export const FILTER_LABELS = {
  resort: 'Resort',
  allResorts: 'All resorts',
  maxPrice: 'Most for the stay, per room ($)',
  sort: 'Sort by',
  amenities: 'Amenities',
} as const;

/** The orders the list offers, by the `sort` the address carries ('' is the resorts' own order). */
export const SORT_OPTIONS = [
  { value: '', label: 'Resort' },
  { value: 'price', label: 'Price, lowest first' },
  { value: 'name', label: 'Name' },
] as const;
