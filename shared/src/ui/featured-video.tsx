import { useState } from 'react';
import styled from 'styled-components';
import { theme } from '@resort/shared';
import { PICTURE_SHAPES } from '../rules/images';
import { ResponsiveImage } from './responsive-image';
import { VideoModal } from './video-modal';

const Wrap = styled.section`
  display: grid;
  gap: ${theme.space.lg};
  align-items: center;
  ${theme.media.tablet} { grid-template-columns: 3fr 2fr; }
  h2 { margin: 0 0 ${theme.space.sm}; }
  p { margin: 0; color: ${theme.colors.slate}; }
`;

const PosterButton = styled.button`
  position: relative;
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.lg};
  overflow: hidden;
  cursor: pointer;
  background: none;
  &:focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
  span {
    position: absolute;
    left: 50%;
    top: 50%;
    transform: translate(-50%, -50%);
    width: 72px;
    height: 72px;
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.accent};
    color: ${theme.colors.snow};
    display: flex;
    align-items: center;
    justify-content: center;
  }
`;

export interface FeaturedVideoProps {
  title: string;
  text: string;
  video: string;
  poster: string | null;
}

/** The featured content video (spec section 2): a poster that opens the video modal. */
export function FeaturedVideo({ title, text, video, poster }: FeaturedVideoProps) {
  const [playing, setPlaying] = useState(false);
  return (
    <Wrap aria-label={title} data-testid="featured-video">
      <PosterButton type="button" aria-label={`Play video: ${title}`} onClick={() => setPlaying(true)}>
        <ResponsiveImage src={poster} alt="" aspectRatio={PICTURE_SHAPES.videoPoster} sizes="(max-width: 767px) 100vw, 720px" />
        <span aria-hidden="true">
          <svg width="30" height="30" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
            <path d="M9 6l14 8-14 8z" fill="currentColor" />
          </svg>
        </span>
      </PosterButton>
      <div>
        <h2>{title}</h2>
        <p>{text}</p>
      </div>
      <VideoModal video={playing ? video : null} title={title} onClose={() => setPlaying(false)} />
    </Wrap>
  );
}
