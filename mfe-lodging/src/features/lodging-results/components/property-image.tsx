import { ResponsiveImage } from '@resort/shared/ui';
import { PROPERTY_PHOTO } from '../model/property-photo';
import { propertyImageUrl, proxiedPath } from '../model/property-images';

/**
 * A property's picture through the store's image proxy, sized for the screen by the srcset at the
 * image breakpoints; a property without one reads 'Image Not Available'.
 */
export function PropertyImage({ image, name, priority = false }: { image: string | null; name: string; priority?: boolean }) {
  return (
    <ResponsiveImage
      src={proxiedPath(propertyImageUrl(image))}
      alt={name}
      aspectRatio={PROPERTY_PHOTO.aspectRatio}
      sizes={PROPERTY_PHOTO.sizes}
      priority={priority}
    />
  );
}
