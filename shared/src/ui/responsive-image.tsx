import { useState } from 'react';
import styled from 'styled-components';
import { IMAGE_NOT_AVAILABLE, imageProxyUrl, imageSizes, imageSrcSet, type ResizingType } from '../rules/images';
import { theme } from '@resort/shared';

const Frame = styled.div<{ $ratio?: number }>`
  position: relative;
  width: 100%;
  overflow: hidden;
  background: ${theme.colors.mist};
  ${(p) => (p.$ratio ? `aspect-ratio: ${p.$ratio};` : '')}
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Missing = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${theme.colors.slate};
  font-size: ${theme.typeScale.sm};
  text-align: center;
  padding: ${theme.space.sm};
  min-height: 4rem;
`;

export interface ResponsiveImageProps {
  /** One of the store's own images ('/media/…', '/remotes/<line>/…'); missing or empty shows 'Image Not Available'. */
  src?: string | null;
  /** Text alternative; an empty string marks a decorative picture. */
  alt: string;
  /** Width / height of the frame (16 / 9 by default); the proxy crops to it. */
  aspectRatio?: number;
  /** `sizes` of the srcset; by default the full width up to 1200 px. */
  sizes?: string;
  resizingType?: ResizingType;
  /** The first screenful's picture loads at once; others lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * A picture through the image proxy, with a srcset at the spec's image breakpoints (480, 768,
 * 1024, 1200) so each screen loads the size it shows. With no source, or when the source cannot be
 * loaded, the frame reads 'Image Not Available' (spec section 8).
 */
export function ResponsiveImage({
  src,
  alt,
  aspectRatio = 16 / 9,
  sizes,
  resizingType = 'fill',
  priority = false,
  className,
}: ResponsiveImageProps) {
  const [failed, setFailed] = useState(false);
  const missing = !src || failed;
  return (
    <Frame $ratio={aspectRatio} className={className} data-testid="responsive-image">
      {missing ? (
        <Missing role="img" aria-label={alt ? `${alt}: ${IMAGE_NOT_AVAILABLE}` : IMAGE_NOT_AVAILABLE}>
          {IMAGE_NOT_AVAILABLE}
        </Missing>
      ) : (
        <img
          src={imageProxyUrl({ url: src, width: 1024, height: Math.round(1024 / aspectRatio), resizingType })}
          srcSet={imageSrcSet(src, aspectRatio, resizingType)}
          sizes={sizes ?? imageSizes()}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          onError={() => setFailed(true)}
        />
      )}
    </Frame>
  );
}
