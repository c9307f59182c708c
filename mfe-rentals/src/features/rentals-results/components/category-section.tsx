import React from 'react';
import styled from 'styled-components';
import { Heading, theme } from '@resort/shared';

const Section = styled.section`
  margin-bottom: ${theme.space.xl};
`;

const Grid = styled.div`
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: 1fr;
  ${theme.media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${theme.media.desktop} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

interface CategorySectionProps {
  title: string;
  children: React.ReactNode;
}

/** One category of rental packages (skis, snowboards, bikes). */
export function CategorySection({ title, children }: CategorySectionProps) {
  return (
    <Section aria-label={title}>
      <Heading as="h2" $size="section">
        {title}
      </Heading>
      <Grid>{children}</Grid>
    </Section>
  );
}
