import { ResponsiveImage } from '@resort/shared/ui';
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
      aspectRatio={8 / 5}
      sizes="(min-width: 768px) 40vw, 100vw"
      priority={priority}
    />
  );
}
