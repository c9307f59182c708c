import React from 'react';
import styled from 'styled-components';
import { Card, Heading, PageContainer, theme } from '@resort/shared';
import { LiftTicketWidget } from './lift-ticket-widget';

const Lead = styled.p`
  color: ${theme.colors.slate};
  margin: 0 0 ${theme.space.lg};
`;

/** /lift-tickets with no search yet: the widget itself, so the nav link is never a dead end. */
export function LiftTicketSearchPage() {
  return (
    <PageContainer data-testid="lift-search">
      <Heading as="h1" $size="page">
        Lift tickets
      </Heading>
      <Lead>Choose a resort, your first day and who is skiing. Buying ahead online saves up to 20% on the window price.</Lead>
      <Card>
        <LiftTicketWidget />
      </Card>
    </PageContainer>
  );
}
