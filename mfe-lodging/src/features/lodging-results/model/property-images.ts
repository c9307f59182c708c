import type { GallerySlide } from '@resort/shared/ui';
import poolView from '../../../assets/amenity-pool.svg';
import cabin from '../../../assets/property-cabin.svg';
import condo from '../../../assets/property-condo.svg';
import hotel from '../../../assets/property-hotel.svg';
import lodge from '../../../assets/property-lodge.svg';
import bedroom from '../../../assets/room-bedroom.svg';
import lounge from '../../../assets/room-lounge.svg';

const IMAGES: Record<string, string> = { cabin, condo, hotel, lodge };

/** URL of a property's bundled image; null when it has none, or one this build does not ship. */
export function propertyImageUrl(image: string | null): string | null {
  return image ? (IMAGES[image] ?? null) : null;
}

/**
 * A bundled file as the image proxy takes it: this store's path. Webpack names it by the remote's
 * own public path, an absolute URL.
 */
export const proxiedPath = (url: string | null): string | null =>
  url ? new URL(url, globalThis.location?.href ?? 'http://store.invalid').pathname : null;

const WARM_WATER = ['heated pool', 'hot tub'];

/**
 * A property's gallery: its outside (or 'Image Not Available' where it has no picture), a bedroom,
 * the lounge, and the pool where it has warm water.
 */
export function propertyGallery(property: { name: string; image: string | null; amenities: string[] }): GallerySlide[] {
  const slides: GallerySlide[] = [
    { image: proxiedPath(propertyImageUrl(property.image)), alt: property.name, caption: property.name },
    { image: proxiedPath(bedroom), alt: `A bedroom at ${property.name}`, caption: 'Bedrooms' },
    { image: proxiedPath(lounge), alt: `The lounge at ${property.name}`, caption: 'Lounge' },
  ];
  const water = property.amenities.find((a) => WARM_WATER.includes(a.toLowerCase()));
  if (water) slides.push({ image: proxiedPath(poolView), alt: `The ${water.toLowerCase()} at ${property.name}`, caption: water });
  return slides;
}
