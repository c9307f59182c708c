import cabin from '../../../assets/property-cabin.svg';
import condo from '../../../assets/property-condo.svg';
import hotel from '../../../assets/property-hotel.svg';
import lodge from '../../../assets/property-lodge.svg';

const IMAGES: Record<string, string> = { cabin, condo, hotel, lodge };

/** URL of a property's bundled image; null when it has none, or one this build does not ship. */
export function propertyImageUrl(image: string | null): string | null {
  return image ? (IMAGES[image] ?? null) : null;
}
