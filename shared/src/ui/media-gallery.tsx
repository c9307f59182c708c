import React, { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { CAROUSEL_SPEED_MS, nextSlide, previousSlide, swipeDirection } from '../rules/content';
import { theme } from '@resort/shared';
import { ResponsiveImage } from './responsive-image';
import { VideoModal } from './video-modal';

export interface GallerySlide {
  /** One of the store's own images (the video's poster for a video slide). */
  image: string | null;
  alt: string;
  caption?: string;
  /** A video link: clicking the current slide opens the video modal. */
  video?: string;
}

const Region = styled.section`
  position: relative;
  overflow: hidden;
  padding: ${theme.space.sm} 0;
  &:focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
`;

// Centred carousel: each slide takes 70 % of the width (88 % on phones), the current one in the
// middle with its neighbours peeking in on both sides.
const Track = styled.ul<{ $index: number; $speed: number }>`
  --slide: 70%;
  ${theme.media.phone} { --slide: 88%; }
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  transform: translateX(calc((100% - var(--slide)) / 2 - ${(p) => p.$index} * var(--slide)));
  transition: transform ${(p) => p.$speed}ms ease;
  @media (prefers-reduced-motion: reduce) { transition: none; }
`;

const Slide = styled.li<{ $current: boolean }>`
  flex: 0 0 var(--slide);
  padding: 0 ${theme.space.xs};
  figure { margin: 0; }
  /* Neighbours are dimmed pictures; their captions keep full contrast. */
  button { opacity: ${(p) => (p.$current ? 1 : 0.55)}; transition: opacity ${CAROUSEL_SPEED_MS}ms ease; }
  figcaption { font-size: ${theme.typeScale.sm}; color: ${theme.colors.slate}; padding-top: ${theme.space.xs}; }
`;

const SlideButton = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  position: relative;
  border-radius: ${theme.radii.md};
  overflow: hidden;
  &:focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
`;

const Play = styled.span`
  position: absolute;
  left: 50%;
  top: 50%;
  transform: translate(-50%, -50%);
  width: 64px;
  height: 64px;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.scrim};
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${theme.colors.snow};
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.md};
  padding-top: ${theme.space.sm};
`;

const Arrow = styled.button`
  width: ${theme.sizes.touch};
  height: ${theme.sizes.touch};
  border-radius: ${theme.radii.pill};
  border: 1px solid ${theme.colors.line};
  background: ${theme.colors.snow};
  color: ${theme.colors.navy};
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  &:hover { background: ${theme.colors.mist}; }
  &:focus-visible { outline: 3px solid ${theme.colors.focus}; }
`;

const Counter = styled.p`
  margin: 0;
  min-width: 4rem;
  text-align: center;
  font-variant-numeric: tabular-nums;
  color: ${theme.colors.navy};
`;

const chevron = (d: string) => (
  <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export interface MediaGalleryProps {
  slides: GallerySlide[];
  /** Accessible name of the gallery. */
  label: string;
  /** Slide animation, 500 ms by default (spec section 9). */
  speedMs?: number;
}

/**
 * The media gallery (spec section 2): a centred carousel showing the current slide's number and
 * the total, moved by its arrows, the ArrowLeft/ArrowRight keys and a swipe; clicking the current
 * video slide opens the video modal, clicking a neighbour makes it current.
 */
export function MediaGallery({ slides, label, speedMs = CAROUSEL_SPEED_MS }: MediaGalleryProps) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState<GallerySlide | null>(null);
  const touchStart = useRef<number | null>(null);
  const counterId = useId();
  const total = slides.length;
  if (total === 0) return null;

  const go = (to: number) => setIndex(to);
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(nextSlide(index, total));
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(previousSlide(index, total));
    }
  };

  return (
    <Region
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onTouchStart={(e) => {
        touchStart.current = e.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(e) => {
        if (touchStart.current === null) return;
        const step = swipeDirection((e.changedTouches[0]?.clientX ?? touchStart.current) - touchStart.current);
        touchStart.current = null;
        if (step === 1) go(nextSlide(index, total));
        if (step === -1) go(previousSlide(index, total));
      }}
      data-testid="media-gallery"
    >
      <Track $index={index} $speed={speedMs}>
        {slides.map((slide, i) => {
          const current = i === index;
          const name = slide.video ? `Play video: ${slide.alt}` : current ? slide.alt : `Show slide ${i + 1}: ${slide.alt}`;
          return (
            <Slide
              key={`${slide.alt}|${slide.image}`}
              $current={current}
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${total}`}
              aria-hidden={current ? undefined : true}
              data-current={current || undefined}
            >
              <figure>
                <SlideButton
                  type="button"
                  tabIndex={current ? 0 : -1}
                  aria-label={name}
                  onClick={() => {
                    if (!current) go(i);
                    else if (slide.video) setPlaying(slide);
                  }}
                >
                  <ResponsiveImage
                    src={slide.image}
                    alt=""
                    aspectRatio={16 / 9}
                    sizes="(max-width: 767px) 88vw, (max-width: 1199px) 70vw, 840px"
                    priority={i === 0}
                  />
                  {slide.video ? (
                    <Play aria-hidden="true">
                      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
                        <path d="M9 6l14 8-14 8z" fill="currentColor" />
                      </svg>
                    </Play>
                  ) : null}
                </SlideButton>
                {slide.caption ? <figcaption>{slide.caption}</figcaption> : null}
              </figure>
            </Slide>
          );
        })}
      </Track>
      <Controls>
        <Arrow type="button" aria-label="Previous slide" onClick={() => go(previousSlide(index, total))}>
          {chevron('M12.5 4 6.5 10l6 6')}
        </Arrow>
        <Counter id={counterId} aria-live="polite" data-testid="gallery-counter">
          {index + 1} / {total}
        </Counter>
        <Arrow type="button" aria-label="Next slide" onClick={() => go(nextSlide(index, total))}>
          {chevron('M7.5 4l6 6-6 6')}
        </Arrow>
      </Controls>
      <VideoModal video={playing?.video ?? null} title={playing?.alt ?? ''} onClose={() => setPlaying(null)} />
    </Region>
  );
}
