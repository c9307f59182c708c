import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { Button, Heading, theme, Modal } from '@resort/shared';
import { useTracking, FaqAccordion, FeaturedVideo, ResponsiveImage, SlidingCards } from '@resort/shared/ui';
import { PICTURE_SHAPES } from '@resort/shared/rules';
import type { ContentBlock } from '../../../contract';
import { Section } from './block-section';
import type { ResortBlock } from './resort-blocks';

// Booking widgets and galleries are resort pages' blocks: home loads their code only if it has one.
// A resort page asks for it while its blocks load, so they do not wait for it one after the other.
let resortBlocks: typeof import('./resort-blocks') | undefined;
export const loadResortBlocks = () =>
  import('./resort-blocks').then((m) => {
    resortBlocks = m;
    return m;
  });
const LazyResortBlockView = lazy(() => loadResortBlocks().then((m) => ({ default: m.ResortBlockView })));

function ResortBlockSlot({ block, today }: { block: ResortBlock; today: string }) {
  const View = resortBlocks?.ResortBlockView ?? LazyResortBlockView;
  return (
    <Suspense fallback={null}>
      <View block={block} today={today} />
    </Suspense>
  );
}

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
    case 'gallery':
      return <ResortBlockSlot block={block} today={today} />;
    case 'hero':
      return (
        <Hero>
          <ResponsiveImage src={block.image} alt="" aspectRatio={PICTURE_SHAPES.hero} priority />
          <div className="hero-text">
            <h1>{block.title}</h1>
            <p>{block.text}</p>
          </div>
        </Hero>
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
