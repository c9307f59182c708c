import React from 'react';
import styled from 'styled-components';
import { Alert, GENERIC_API_ERROR, theme } from '@resort/shared';

const Title = styled.h2`
  margin: 0 0 ${theme.space.xs};
  font-size: ${theme.typeScale.lg};
`;

/** The spec's error state: the 'Oops!' title over the message (section 8). */
export function OopsAlert({ message = GENERIC_API_ERROR }: { message?: string }) {
  return (
    <Alert $tone="error" role="alert">
      <Title>Oops!</Title>
      <p>{message}</p>
    </Alert>
  );
}
