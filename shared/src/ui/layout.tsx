import React from 'react';
import styled, { css } from 'styled-components';
import { GENERIC_API_ERROR } from '../api/api-client';
import { theme } from '../tokens';

/** Spec section 8: what a search with no results says. */
export const EMPTY_SEARCH_MESSAGE =
  "We apologize, but we couldn't find any results that matched your criteria, but changing your search may help.";

/** Spec section 8: the title of an error message. */
export const ERROR_TITLE = 'Oops!';

/** The width a page's content grows to (1200 px), centred, with side padding that grows with the screen. */
export const PageContainer = styled.div`
  width: 100%;
  max-width: ${theme.sizes.page};
  margin: 0 auto;
  padding: ${theme.space.lg} ${theme.space.md};
  ${theme.media.tablet} {
    padding: ${theme.space.xl} ${theme.space.lg};
  }
  ${theme.media.desktop} {
    padding: ${theme.space.xl} ${theme.space.xl};
  }
`;

/** A raised panel for one result, product or form section. */
/** A list without bullets, its items stacked with room between them (results, orders, places). */
export const StackList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.md};
`;

export const Card = styled.div<{ $interactive?: boolean }>`
  background: ${theme.colors.snow};
  color: ${theme.colors.navy};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};
  padding: ${theme.space.md};
  ${theme.media.tablet} {
    padding: ${theme.space.lg};
  }
  ${(p) =>
    p.$interactive &&
    css`
      transition: box-shadow 150ms ease-out, border-color 150ms ease-out;
      &:hover, &:focus-within { border-color: ${theme.colors.slate}; box-shadow: ${theme.shadows.popover}; }
    `}
`;

type HeadingSize = 'page' | 'section' | 'card';

const headingSizes: Record<HeadingSize, { phone: string; wide: string }> = {
  page: { phone: theme.typeScale.xl, wide: theme.typeScale.xxl },
  section: { phone: theme.typeScale.lg, wide: theme.typeScale.xl },
  card: { phone: theme.typeScale.md, wide: theme.typeScale.lg },
};

/**
 * Heading styles by role on the page, not by level: pick the level with `as` ('h1' for the page
 * title) so the outline stays right wherever the heading is used.
 */
export const Heading = styled.h2<{ $size?: HeadingSize }>`
  margin: 0 0 ${theme.space.md};
  font-family: ${theme.fonts.body};
  font-weight: 700;
  line-height: 1.2;
  color: ${theme.colors.navy};
  font-size: ${(p) => headingSizes[p.$size ?? 'section'].phone};
  ${theme.media.tablet} {
    font-size: ${(p) => headingSizes[p.$size ?? 'section'].wide};
  }
`;

const EmptyBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.md};
  padding: ${theme.space.xl} ${theme.space.md};
  text-align: center;
  color: ${theme.colors.navy};
  background: ${theme.colors.mist};
  border-radius: ${theme.radii.lg};
  p {
    margin: 0;
    max-width: 36rem;
    font-size: ${theme.typeScale.md};
    line-height: 1.5;
  }
`;

const MountainIcon = styled.svg`
  width: 56px;
  height: 56px;
  color: ${theme.colors.slate};
`;

export interface EmptyStateProps {
  /** Defaults to the spec's empty-search text. */
  message?: React.ReactNode;
  /** A way on, such as a link back to the search. */
  children?: React.ReactNode;
}

/** Shown in place of results when a search finds nothing. */
export function EmptyState({ message = EMPTY_SEARCH_MESSAGE, children }: EmptyStateProps) {
  return (
    <EmptyBox role="status" data-testid="empty-state">
      <MountainIcon viewBox="0 0 56 56" aria-hidden="true" focusable="false">
        <path d="M4 46 20 20l8 12 6-8 18 22Z" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
        <path d="m16 27 4-7 4 6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
        <circle cx="42" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2.5" />
      </MountainIcon>
      <p>{message}</p>
      {children}
    </EmptyBox>
  );
}

const ErrorBox = styled.div`
  padding: ${theme.space.md} ${theme.space.lg};
  border: 1px solid ${theme.colors.error};
  border-left-width: 6px;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.errorBg};
  color: ${theme.colors.error};
  p {
    margin: 0;
  }
`;

// Not a heading element: the message lands inside cards and dialogs whose outline it must not break.
const ErrorTitle = styled.p`
  font-size: ${theme.typeScale.lg};
  font-weight: 700;
  && { margin-bottom: ${theme.space.xs}; }
`;

export interface ErrorStateProps {
  /** Defaults to the spec's generic error text. */
  message?: React.ReactNode;
  /** A retry button or a link on. */
  children?: React.ReactNode;
}

/** Spec section 8: 'Oops!' over the error text, announced as an alert. */
export function ErrorState({ message = GENERIC_API_ERROR, children }: ErrorStateProps) {
  return (
    <ErrorBox role="alert" data-testid="error-state">
      <ErrorTitle>{ERROR_TITLE}</ErrorTitle>
      <p>{message}</p>
      {children}
    </ErrorBox>
  );
}

/** A booking widget's form: one column on phones, two on tablets, four on desktops. */
export const WidgetForm = styled.form`
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: 1fr;
  ${theme.media.tablet} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${theme.media.desktop} { grid-template-columns: repeat(4, minmax(0, 1fr)); align-items: start; }
`;

const PageLoadingText = styled.p`
  min-height: 60vh;
  margin: 0;
`;

/** A lazily loaded page's place while its code arrives: tall enough that what follows does not jump. */
export function PageLoading() {
  return (
    <PageContainer>
      <PageLoadingText role="status">Loading…</PageLoadingText>
    </PageContainer>
  );
}
