import styled from 'styled-components';
import { Heading, theme } from '@resort/shared';
import { DropdownBookingWidget, MediaGallery, NonBookableWidget, SingleProductWidget } from '@resort/shared/ui';
import type { ContentBlock } from '../../../contract';
import { Section } from './block-section';

// Blocks that resort pages carry and home does not: their widgets (and the gallery) load only on
// a page that has one.

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

export type ResortBlock = Extract<ContentBlock, { kind: 'booking' | 'gallery' }>;

export function ResortBlockView({ block, today }: { block: ResortBlock; today: string }) {
  if (block.kind === 'gallery')
    return (
      <Section>
        <Heading>{block.title}</Heading>
        <MediaGallery slides={block.slides} label={block.title} />
      </Section>
    );
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
