import React from 'react';
import styled from 'styled-components';
import { visitorMessage, navigate, theme, Button, ErrorText, Card, EmptyState, ErrorState, Heading } from '@resort/shared';
import { ResultAdded, ResultDetail, ResultName, ResultPrice, ResultRow } from './result-row';

// The frame of a line's trip planner section: each line fills it with its own results and adds
// through its own API; the frame makes the four sections read as one page.

const Section = styled(Card).attrs({ as: 'section' })`
  header { display: flex; justify-content: space-between; align-items: baseline; gap: ${theme.space.md}; flex-wrap: wrap; }
  header a { font-weight: 600; }
`;

const Loading = styled.p`
  color: ${theme.colors.slate};
  min-height: 96px;
  margin: 0;
`;

const Rows = styled.ul`
  list-style: none;
  margin: ${theme.space.md} 0 0;
  padding: 0;
`;

export interface PlannerSectionProps {
  /** 'lodging', 'lift', 'rentals', 'lessons': the section's test id is planner-<line>. */
  line: string;
  title: string;
  /** The line's own full results for the same trip. */
  seeAll: { href: string; label: string };
  isPending: boolean;
  error: unknown;
  /** Said when the line has nothing for the trip. */
  emptyMessage: string;
  children?: React.ReactNode;
}

export function PlannerSection({ line, title, seeAll, isPending, error, emptyMessage, children }: PlannerSectionProps) {
  const id = `planner-${line}-title`;
  const rows = React.Children.toArray(children);
  let body: React.ReactNode;
  if (isPending) body = <Loading role="status">Loading…</Loading>;
  else if (error) body = <ErrorState message={visitorMessage(error as Parameters<typeof visitorMessage>[0])} />;
  else if (rows.length === 0) body = <EmptyState message={emptyMessage} />;
  else body = <Rows>{rows}</Rows>;
  return (
    <Section aria-labelledby={id} data-testid={`planner-${line}`}>
      <header>
        <Heading id={id}>{title}</Heading>
        <a
          href={seeAll.href}
          onClick={(event) => {
            event.preventDefault();
            navigate(seeAll.href);
          }}
        >
          {seeAll.label}
        </a>
      </header>
      {body}
    </Section>
  );
}

export interface PlannerRowProps {
  name: string;
  detail: string;
  /** Formatted price for the trip, and what it covers. */
  price: string;
  priceNote: string;
  /** What the add button's accessible name calls the product, after its visible 'Add to cart'. */
  productLabel: string;
  onAdd: () => void;
  adding: boolean;
  added: boolean;
  error: unknown;
}

export function PlannerRow({ name, detail, price, priceNote, productLabel, onAdd, adding, added, error }: PlannerRowProps) {
  return (
    <ResultRow>
      <div>
        <ResultName>{name}</ResultName>
        <ResultDetail>{detail}</ResultDetail>
      </div>
      <ResultPrice>
        {price}
        <small>{priceNote}</small>
      </ResultPrice>
      <div>
        <Button type="button" $block aria-label={`Add to cart: ${productLabel}`} disabled={adding} aria-busy={adding} onClick={onAdd}>
          {adding ? 'Adding…' : 'Add to cart'}
        </Button>
        {added ? <ResultAdded role="status">Added to cart.</ResultAdded> : null}
        {error ? <ErrorText role="alert">{visitorMessage(error as Parameters<typeof visitorMessage>[0])}</ErrorText> : null}
      </div>
    </ResultRow>
  );
}
