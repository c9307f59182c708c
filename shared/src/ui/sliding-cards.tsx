import React, { useRef, useState } from 'react';
import styled from 'styled-components';
import { SLIDING_CAROUSEL_SPEED_MS, swipeDirection } from '../rules/content';
import { PICTURE_SHAPES } from '../rules/images';
import { theme } from '@resort/shared';
import { ResponsiveImage } from './responsive-image';

export interface SlidingCard {
  title: string;
  text: string;
  image: string | null;
  href?: string;
  linkText?: string;
}

const Wrap = styled.section`
  overflow: hidden;
  --per-view: 1.15;
  ${theme.media.tablet} { --per-view: 2.2; }
  ${theme.media.desktop} { --per-view: 3; }
`;

const Track = styled.ul<{ $index: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  transform: translateX(calc(-${(p) => p.$index} * 100% / var(--per-view)));
  transition: transform ${SLIDING_CAROUSEL_SPEED_MS}ms ease;
  @media (prefers-reduced-motion: reduce) { transition: none; }
`;

const Card = styled.li`
  flex: 0 0 calc(100% / var(--per-view));
  padding: ${theme.space.xs};
  article {
    background: ${theme.colors.snow};
    border-radius: ${theme.radii.md};
    box-shadow: ${theme.shadows.card};
    overflow: hidden;
    height: 100%;
  }
  h3 { margin: ${theme.space.sm} ${theme.space.md} ${theme.space.xs}; font-size: ${theme.typeScale.lg}; }
  p { margin: 0 ${theme.space.md} ${theme.space.sm}; color: ${theme.colors.slate}; }
  a { display: inline-block; margin: 0 ${theme.space.md} ${theme.space.md}; font-weight: 600; color: ${theme.colors.navy}; min-height: 24px; }
`;

const Controls = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.sm};
  button {
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
    &:disabled { color: ${theme.colors.disabled}; cursor: default; }
    &:focus-visible { outline: 3px solid ${theme.colors.focus}; }
  }
`;

export interface SlidingCardsProps {
  cards: SlidingCard[];
  label: string;
}

/** The sliding cards carousel (spec section 2; section 9 "another carousel speed 250 ms, touch threshold 20"). */
export function SlidingCards({ cards, label }: SlidingCardsProps) {
  const [index, setIndex] = useState(0);
  const touchStart = useRef<number | null>(null);
  const last = Math.max(0, cards.length - 1);
  const move = (step: number) => setIndex((i) => Math.min(last, Math.max(0, i + step)));
  return (
    <Wrap
      aria-roledescription="carousel"
      aria-label={label}
      data-testid="sliding-cards"
      onTouchStart={(e: React.TouchEvent) => {
        touchStart.current = e.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(e: React.TouchEvent) => {
        if (touchStart.current === null) return;
        move(swipeDirection((e.changedTouches[0]?.clientX ?? touchStart.current) - touchStart.current));
        touchStart.current = null;
      }}
    >
      <Track $index={index} data-index={index}>
        {cards.map((card, i) => (
          <Card key={card.title} aria-roledescription="slide" aria-label={`${i + 1} of ${cards.length}`}>
            <article>
              <ResponsiveImage
                src={card.image}
                alt=""
                aspectRatio={PICTURE_SHAPES.card}
                sizes="(max-width: 767px) 87vw, (max-width: 1199px) 45vw, 400px"
              />
              <h3>{card.title}</h3>
              <p>{card.text}</p>
              {card.href ? <a href={card.href}>{card.linkText ?? `More about ${card.title}`}</a> : null}
            </article>
          </Card>
        ))}
      </Track>
      <Controls>
        <button type="button" aria-label="Previous cards" disabled={index === 0} onClick={() => move(-1)}>
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M12.5 4 6.5 10l6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <button type="button" aria-label="Next cards" disabled={index >= last} onClick={() => move(1)}>
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M7.5 4l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </Controls>
    </Wrap>
  );
}
