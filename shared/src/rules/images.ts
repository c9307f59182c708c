// Images (spec section 7 "Image proxy: GET with source URL, width, height, device pixel ratio,
// resizing type"; section 9 "Image breakpoints 480, 768, 1024, 1200"; section 8 "no image:
// 'Image Not Available'"). The browser builds its image addresses here; the server's proxy reads
// the same names.

/** Spec section 9: "Image breakpoints 480, 768, 1024, 1200." */
export const IMAGE_BREAKPOINTS = [480, 768, 1024, 1200] as const;

/** Spec section 8: "no image: 'Image Not Available'". */
export const IMAGE_NOT_AVAILABLE = 'Image Not Available';

/** How the proxy fits the source into width × height. */
export const RESIZING_TYPES = ['fit', 'fill', 'force', 'auto'] as const;
export type ResizingType = (typeof RESIZING_TYPES)[number];

export const IMAGE_PROXY_PATH = '/api/content/image';

/**
 * The shapes (width / height) the content widgets give their pictures: the page that draws them
 * and the server that renders them ahead ask for the same renditions.
 */
export const PICTURE_SHAPES = { card: 4 / 3, videoPoster: 16 / 9, hero: 21 / 9 } as const;
export const IMAGE_MAX_SIDE = 2400;
export const IMAGE_MAX_DPR = 3;

export interface ImageRequest {
  /** The source: one of the store's own images ('/media/…' or '/remotes/<line>/…'). */
  url: string;
  width?: number;
  height?: number;
  /** Device pixel ratio, 1 to 3. */
  dpr?: number;
  resizingType?: ResizingType;
}

/** The proxy address of one rendition. */
export function imageProxyUrl({ url, width, height, dpr, resizingType }: ImageRequest): string {
  const params = new URLSearchParams({ url });
  if (width) params.set('width', String(Math.round(width)));
  if (height) params.set('height', String(Math.round(height)));
  if (dpr && dpr !== 1) params.set('dpr', String(dpr));
  if (resizingType) params.set('resizingType', resizingType);
  return `${IMAGE_PROXY_PATH}?${params.toString()}`;
}

/**
 * One rendition per breakpoint width, the height kept in the given aspect ratio (width / height)
 * when there is one: what a srcset offers, and what a server may render ahead of the browser.
 */
export function imageRenditions(
  url: string,
  aspectRatio?: number,
  resizingType: ResizingType = 'fill',
): { width: number; address: string }[] {
  return IMAGE_BREAKPOINTS.map((width) => {
    const height = aspectRatio ? Math.round(width / aspectRatio) : undefined;
    return { width, address: imageProxyUrl({ url, width, height, resizingType: height ? resizingType : 'fit' }) };
  });
}

/** A srcset at the image breakpoints (see imageRenditions). */
export function imageSrcSet(url: string, aspectRatio?: number, resizingType: ResizingType = 'fill'): string {
  return imageRenditions(url, aspectRatio, resizingType)
    .map(({ width, address }) => `${address} ${width}w`)
    .join(', ');
}

/** `sizes` for an image that fills `share` of the viewport on phones and tablets and at most `maxWidth` px on desktop. */
export function imageSizes(maxWidth = 1200, share = 1): string {
  const pct = Math.round(share * 100);
  return `(max-width: 767px) ${pct === 100 ? 100 : Math.min(100, pct * 2)}vw, (max-width: 1199px) ${pct}vw, ${maxWidth}px`;
}
