import styled from 'styled-components';
import { theme } from '@resort/shared';

/** The common frame of this line's pages: phone first, wider gutters from tablet on. */
export const PageFrame = styled.section`
  max-width: ${theme.sizes.page};
  margin: 0 auto;
  padding: ${theme.space.md};
  color: ${theme.colors.navy};
  ${theme.media.tablet} { padding: ${theme.space.lg}; }
  h1 { font-size: ${theme.typeScale.xl}; margin: 0 0 ${theme.space.md}; }
  ${theme.media.desktop} { h1 { font-size: ${theme.typeScale.xxl}; } }
`;
