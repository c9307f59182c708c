import styled from 'styled-components';
import { theme } from '@resort/shared';
import { propertyImageUrl } from '../model/property-images';

export const IMAGE_NOT_AVAILABLE = 'Image Not Available';

const Frame = styled.div`
  aspect-ratio: 8 / 5;
  width: 100%;
  border-radius: ${theme.radii.md};
  overflow: hidden;
  background: ${theme.colors.mist};
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${theme.colors.slate};
  font-size: ${theme.typeScale.sm};
  img { width: 100%; height: 100%; object-fit: cover; display: block; }
`;

export function PropertyImage({ image, name }: { image: string | null; name: string }) {
  const url = propertyImageUrl(image);
  return <Frame>{url ? <img src={url} alt={name} loading="lazy" width={640} height={400} /> : <span>{IMAGE_NOT_AVAILABLE}</span>}</Frame>;
}
