import styled from 'styled-components';
import { theme } from '@resort/shared';

/** Result cards: one column on phones, two on tablets, three on desktops. */
export const ResultGrid = styled.ul`
  list-style: none;
  margin: ${theme.space.lg} 0 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: minmax(0, 1fr);
  ${theme.media.tablet} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${theme.media.desktop} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;
