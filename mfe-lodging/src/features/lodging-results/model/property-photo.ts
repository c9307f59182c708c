/** A result card's photo: its frame's shape and the share of the screen it takes (beside the details from tablets up). */
export const PROPERTY_PHOTO = { aspectRatio: 8 / 5, sizes: '(min-width: 768px) 40vw, 100vw' } as const;
