import styled from 'styled-components';
import { theme } from '@resort/shared';

/** One content block's room on the page. */
export const Section = styled.section`
  margin: 0 0 ${theme.space.xxl};
`;
