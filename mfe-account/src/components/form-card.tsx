import styled from 'styled-components';
import { Card } from '@resort/shared';

/** The shared card at the width of a one-column form (sign-in, create account), centred on the page. */
export const FormCard = styled(Card)`
  max-width: 32rem;
  margin: 0 auto;
`;
