import styled from 'styled-components';
import { theme } from '@resort/shared';

// One bookable result in a list (a room, a package, a lesson): its name and details, its price and
// what it covers, and its add. Lines and the trip planner share the look.

export const ResultRow = styled.li`
  display: grid;
  gap: ${theme.space.sm};
  grid-template-columns: 1fr;
  padding: ${theme.space.md} 0;
  border-top: 1px solid ${theme.colors.line};
  ${theme.media.tablet} { grid-template-columns: 1fr auto minmax(10rem, auto); align-items: center; gap: ${theme.space.md}; }
`;

export const ResultName = styled.h3`
  margin: 0;
  font-size: ${theme.typeScale.md};
  color: ${theme.colors.navy};
`;

export const ResultDetail = styled.p`
  margin: ${theme.space.xxs} 0 0;
  color: ${theme.colors.slate};
  font-size: ${theme.typeScale.sm};
`;

/** The price, with what it covers in a `<small>` under it. */
export const ResultPrice = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${theme.colors.navy};
  small { display: block; font-weight: 400; color: ${theme.colors.slate}; font-size: ${theme.typeScale.xs}; }
`;

export const ResultAdded = styled.p`
  margin: ${theme.space.xs} 0 0;
  color: ${theme.colors.success};
  font-size: ${theme.typeScale.sm};
`;
