import styled from 'styled-components';
import { Card, theme } from '@resort/shared';

// The parts of one result card, shared by the lesson, activity and childcare results.

/** The shared card as one list item, laid out as a column whose actions sit at its foot. */
export const ResultCard = styled(Card).attrs({ as: 'li' })`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  & > h2 { margin: 0; }
  p { margin: 0; }
`;

export const Meta = styled.p`
  color: ${theme.colors.slate};
  font-size: ${theme.typeScale.sm};
`;

export const Price = styled.p`
  font-size: ${theme.typeScale.lg};
  font-weight: 700;
`;

export const SoldOutLabel = styled.span`
  align-self: flex-start;
  padding: ${theme.space.xxs} ${theme.space.sm};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.errorBg};
  color: ${theme.colors.error};
  font-weight: 700;
  font-size: ${theme.typeScale.sm};
`;
