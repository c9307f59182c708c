import React from 'react';
import styled from 'styled-components';
import { theme, Card, Heading, PageContainer } from '@resort/shared';

const Lead = styled.p`
  color: ${theme.colors.slate};
  margin: 0 0 ${theme.space.lg};
`;

export interface SearchLandingProps {
  title: string;
  lead: string;
  testId?: string;
  /** The line's booking widget. */
  children: React.ReactNode;
}

/** A results route reached with no search yet shows its booking widget, so no nav link is a dead end. */
export function SearchLanding({ title, lead, testId, children }: SearchLandingProps) {
  return (
    <PageContainer data-testid={testId}>
      <Heading as="h1" $size="page">
        {title}
      </Heading>
      <Lead>{lead}</Lead>
      <Card>{children}</Card>
    </PageContainer>
  );
}
