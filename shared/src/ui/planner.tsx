import React from 'react';
import styled from 'styled-components';
import { visitorMessage } from '../query/visitor-message';
import { navigate } from '../routing/location';
import { theme } from '../tokens';
import { Button } from './button';
import { ErrorText } from './form';
import { Card, EmptyState, ErrorState, Heading } from './layout';

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

const Row = styled.li`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.md} 0;
  border-top: 1px solid ${theme.colors.line};
  ${theme.media.tablet} { grid-template-columns: 1fr auto 12rem; align-items: center; gap: ${theme.space.md}; }
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${theme.typeScale.md};
  color: ${theme.colors.navy};
`;

const Detail = styled.p`
  margin: ${theme.space.xxs} 0 0;
  color: ${theme.colors.slate};
  font-size: ${theme.typeScale.sm};
`;

const Price = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${theme.colors.navy};
  small { display: block; font-weight: 400; color: ${theme.colors.slate}; font-size: ${theme.typeScale.xs}; }
`;

const Added = styled.p`
  margin: ${theme.space.xs} 0 0;
  color: ${theme.colors.success};
  font-size: ${theme.typeScale.sm};
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
    <Row>
      <div>
        <Name>{name}</Name>
        <Detail>{detail}</Detail>
      </div>
      <Price>
        {price}
        <small>{priceNote}</small>
      </Price>
      <div>
        <Button type="button" $block aria-label={`Add to cart: ${productLabel}`} disabled={adding} aria-busy={adding} onClick={onAdd}>
          {adding ? 'Adding…' : 'Add to cart'}
        </Button>
        {added ? <Added role="status">Added to cart.</Added> : null}
        {error ? <ErrorText role="alert">{visitorMessage(error as Parameters<typeof visitorMessage>[0])}</ErrorText> : null}
      </div>
    </Row>
  );
}
