import styled from 'styled-components';
import { theme } from '@resort/shared';

/** The lodging pages' column: full width on phones, centred and capped on larger screens. */
export const PageFrame = styled.section`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${theme.space.md};
  color: ${theme.colors.navy};
  ${theme.media.tablet} { padding: ${theme.space.lg}; }
  h1 { font-size: ${theme.typeScale.xl}; margin: 0 0 ${theme.space.sm}; }
`;
