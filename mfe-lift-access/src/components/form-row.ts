import styled from 'styled-components';
import { theme } from '@resort/shared';

/** Three fields and their button side by side from tablets up, stacked on phones. */
export const FormRow = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  ${theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr)) auto;
    align-items: end;
  }
`;
