import styled from 'styled-components';
import { theme } from '@resort/shared';

/** A framed yes-or-no (or one-of) choice of the cart and checkout: legend above, big radio targets. */
export const ChoiceBox = styled.fieldset`
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.md};
  padding: ${theme.space.md};
  margin: 0 0 ${theme.space.md};
  legend {
    font-weight: 600;
    padding: 0 ${theme.space.xs};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${theme.space.xs};
    min-height: 44px;
  }
  input { width: 20px; height: 20px; flex: none; }
`;
