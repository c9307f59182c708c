import { useState } from 'react';
import styled from 'styled-components';
import { Button, Heading, theme } from '@resort/shared';
import {
  useTracking,
  DropdownBookingWidget,
  NonBookableWidget,
  SingleProductWidget,
  FaqAccordion,
  FeaturedVideo,
  MediaGallery,
  Modal,
  ResponsiveImage,
  SlidingCards,
} from '@resort/shared/ui';
import type { ContentBlock } from '../../../contract';

const Section = styled.section`
  margin: 0 0 ${theme.space.xxl};
`;

const Hero = styled.div`
  position: relative;
  border-radius: ${theme.radii.lg};
  overflow: hidden;
  margin-bottom: ${theme.space.lg};
  color: ${theme.colors.snow};
  .hero-text {
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    padding: ${theme.space.lg};
    background: linear-gradient(180deg, rgba(11, 37, 69, 0) 0%, rgba(11, 37, 69, 0.85) 60%);
  }
  h1 { color: ${theme.colors.snow}; margin: 0 0 ${theme.space.xs}; font-size: ${theme.typeScale.hero}; line-height: 1.1; }
  p { margin: 0; max-width: 40rem; }
  ${theme.media.phone} {
    .hero-text { position: static; background: ${theme.colors.navy}; padding: ${theme.space.md}; }
  }
`;

function ModalBlockView({ block }: { block: Extract<ContentBlock, { kind: 'modal' }> }) {
  const [open, setOpen] = useState(false);
  return (
    <Section>
      <Button type="button" $variant="secondary" onClick={() => setOpen(true)}>
        {block.buttonText}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={block.title}>
        <p>{block.text}</p>
      </Modal>
    </Section>
  );
}

const Widgets = styled.div`
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: 1fr;
  ${theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    /* The non-bookable widget has four fields: it takes a whole row. */
    [data-testid='non-bookable-widget'] { grid-column: 1 / -1; }
  }
`;

function BookingBlockView({ block, today }: { block: Extract<ContentBlock, { kind: 'booking' }>; today: string }) {
  return (
    <Section>
      <Heading>{block.title}</Heading>
      <Widgets>
        {block.widgets.map((w) => {
          if (w.widget === 'single-product') return <SingleProductWidget key={w.title} {...w} today={today} />;
          if (w.widget === 'non-bookable') return <NonBookableWidget key={w.title} {...w} today={today} />;
          return <DropdownBookingWidget key={w.title} {...w} />;
        })}
      </Widgets>
    </Section>
  );
}

/** Fires one seen event when the block first enters the viewport (and a promotion event for pictures). */
export function TrackedBlock({ block, today, pageKey }: { block: ContentBlock; today: string; pageKey: string }) {
  const promotion = block.kind === 'hero' || block.kind === 'video' || block.kind === 'cards';
  const ref = useTracking<HTMLDivElement>(`${pageKey}:${block.kind}:${block.title}`, { promotion });
  return (
    <div ref={ref} data-track-seen={`${pageKey}:${block.kind}`}>
      <ContentBlockView block={block} today={today} />
    </div>
  );
}

/** One stored block drawn with the shared content widgets; `today` is the resort's today (MM/DD/YYYY). */
export function ContentBlockView({ block, today }: { block: ContentBlock; today: string }) {
  switch (block.kind) {
    case 'booking':
      return <BookingBlockView block={block} today={today} />;
    case 'hero':
      return (
        <Hero>
          <ResponsiveImage src={block.image} alt="" aspectRatio={21 / 9} priority />
          <div className="hero-text">
            <h1>{block.title}</h1>
            <p>{block.text}</p>
          </div>
        </Hero>
      );
    case 'gallery':
      return (
        <Section aria-labelledby={undefined}>
          <Heading>{block.title}</Heading>
          <MediaGallery slides={block.slides} label={block.title} />
        </Section>
      );
    case 'faq':
      return (
        <Section>
          <Heading>{block.title}</Heading>
          <FaqAccordion items={block.items} multiselect={block.multiselect} />
        </Section>
      );
    case 'cards':
      return (
        <Section>
          <Heading>{block.title}</Heading>
          <SlidingCards cards={block.cards} label={block.title} />
        </Section>
      );
    case 'video':
      return (
        <Section>
          <FeaturedVideo title={block.title} text={block.text} video={block.video} poster={block.poster} />
        </Section>
      );
    case 'modal':
      return <ModalBlockView block={block} />;
    default:
      return null;
  }
}
