import styled from 'styled-components';
import { Heading, theme } from '@resort/shared';
import { useResortRatings } from '../api/get-ratings';

const Section = styled.section`
  margin: ${theme.space.xl} 0;
  blockquote { margin: ${theme.space.sm} 0 0; padding-left: ${theme.space.md}; border-left: 3px solid ${theme.colors.line}; }
  cite { display: block; font-style: normal; color: ${theme.colors.slate}; font-size: ${theme.typeScale.sm}; }
`;

/** What guests say of a resort ("ratings GET"): the average of the stored reviews and the newest two. Nothing until there is one. */
export function ResortRatings({ resortId, resortName }: { resortId: string; resortName: string }) {
  const ratings = useResortRatings(resortId);
  const data = ratings.data;
  if (!data || data.average === null) return null;
  return (
    <Section aria-labelledby="resort-ratings-title">
      <Heading id="resort-ratings-title">Guest reviews</Heading>
      <p>
        <strong>{data.average.toFixed(1)} out of 5</strong> from {data.count} {data.count === 1 ? 'review' : 'reviews'} of {resortName}
      </p>
      {data.latest.slice(0, 2).map((r) => (
        <blockquote key={`${r.author}-${r.createdAt}`}>
          <p>
            {r.rating} of 5: {r.title}
          </p>
          {r.body ? <p>{r.body}</p> : null}
          <cite>{r.author}</cite>
        </blockquote>
      ))}
    </Section>
  );
}
