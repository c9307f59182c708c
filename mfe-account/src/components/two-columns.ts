import styled from 'styled-components';
import { theme } from '@resort/shared';

/** The account pages' forms: one column on phones, two side by side from tablets up. */
export const TwoColumns = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  ${theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;
