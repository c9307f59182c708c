import { ResponsiveImage } from '@resort/shared';
import { propertyImageUrl } from '../model/property-images';

/**
 * A property's picture through the store's image proxy, sized for the screen by the srcset at the
 * image breakpoints; a property without one reads 'Image Not Available'.
 */
export function PropertyImage({ image, name, priority = false }: { image: string | null; name: string; priority?: boolean }) {
  // The bundled file's URL is absolute (the remote's own public path); the proxy takes this store's paths.
  const url = propertyImageUrl(image);
  const src = url ? new URL(url, window.location.href).pathname : null;
  return <ResponsiveImage src={src} alt={name} aspectRatio={8 / 5} sizes="(min-width: 768px) 40vw, 100vw" priority={priority} />;
}
