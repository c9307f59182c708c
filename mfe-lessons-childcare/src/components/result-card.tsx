import styled from 'styled-components';
import { theme } from '@resort/shared';

// The parts of one result card, shared by the lesson and activity results.

/** Result cards: one column on phones, two on tablets, three on desktops. */
export const CardGrid = styled.ul`
  list-style: none;
  margin: ${theme.space.lg} 0 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: 1fr;
  ${theme.media.tablet} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${theme.media.desktop} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

export const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.snow};
  box-shadow: ${theme.shadows.card};
  h2 { font-size: ${theme.typeScale.lg}; margin: 0; }
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
