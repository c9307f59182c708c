import React from 'react';
import styled from 'styled-components';
import { Alert, GENERIC_API_ERROR, theme } from '@resort/shared';

const Title = styled.h2`
  margin: 0 0 ${theme.space.xs};
  font-size: ${theme.typeScale.lg};
`;

/** The spec's error state: the 'Oops!' title and the generic message (or a server message worth showing). */
export function OopsMessage({ message = GENERIC_API_ERROR }: { message?: string }) {
  return (
    <Alert $tone="error" role="alert">
      <Title>Oops!</Title>
      <p style={{ margin: 0 }}>{message}</p>
    </Alert>
  );
}
