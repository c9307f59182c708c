import React from 'react';
import styled from 'styled-components';
import { theme } from '@resort/shared';

const Frame = styled.section<{ $wide?: boolean }>`
  max-width: ${(p) => (p.$wide ? '960px' : '480px')};
  margin: 0 auto;
  padding: ${theme.space.lg} ${theme.space.md} ${theme.space.xxl};
  color: ${theme.colors.navy};

  ${theme.media.tablet} {
    padding: ${theme.space.xl} ${theme.space.lg} ${theme.space.xxl};
  }
`;

const Title = styled.h1`
  font-size: ${theme.typeScale.xl};
  margin: 0 0 ${theme.space.lg};

  ${theme.media.desktop} {
    font-size: ${theme.typeScale.xxl};
  }
`;

interface PageFrameProps {
  title: string;
  wide?: boolean;
  testId?: string;
  children: React.ReactNode;
}

/** A page of the account area: phone-first single column, narrow for forms, wide for lists. */
export function PageFrame({ title, wide, testId, children }: PageFrameProps) {
  return (
    <Frame $wide={wide} aria-labelledby="account-page-title" data-testid={testId}>
      <Title id="account-page-title">{title}</Title>
      {children}
    </Frame>
  );
}
