import styled from 'styled-components';
import { theme } from '@resort/shared';

/** The cart and checkout pages' column: full width on phones, centred and capped on larger screens. */
export const PageFrame = styled.section`
  max-width: 1080px;
  margin: 0 auto;
  padding: ${theme.space.md};
  color: ${theme.colors.navy};
  font-family: ${theme.fonts.body};
  ${theme.media.tablet} {
    padding: ${theme.space.lg};
  }
  h1 {
    font-size: ${theme.typeScale.xxl};
    margin: 0 0 ${theme.space.lg};
  }
`;

/** Items beside the summary on desktop, stacked on phones and tablets. */
export const TwoColumns = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  ${theme.media.desktop} {
    grid-template-columns: 2fr 1fr;
    align-items: start;
  }
`;

export const Card = styled.div`
  background: ${theme.colors.snow};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.card};
  padding: ${theme.space.md};
  margin-bottom: ${theme.space.md};
`;
