import React from 'react';
import styled from 'styled-components';
import { Alert, GENERIC_API_ERROR, theme } from '@resort/shared';

const Title = styled.p`
  font-weight: 700;
  margin: 0 0 ${theme.space.xs};
`;

const Body = styled.p`
  margin: 0;
`;

/** The spec's error message: title 'Oops!' and the generic text, or a message the server chose for the visitor. */
export function OopsAlert({ message = GENERIC_API_ERROR }: { message?: string }) {
  return (
    <Alert $tone="error" role="alert">
      <Title>Oops!</Title>
      <Body>{message}</Body>
    </Alert>
  );
}
