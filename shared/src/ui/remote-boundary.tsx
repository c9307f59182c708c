import React from 'react';
import styled from 'styled-components';
import { theme } from '../tokens';

import { UNAVAILABLE_MESSAGE } from '../constants';

export const Unavailable = styled.div`
  padding: ${theme.space.lg};
  border: 1px dashed ${theme.colors.slate};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.mist};
  color: ${theme.colors.navy};
  text-align: center;
`;

/** Keeps a failing part of the page to its own area: the rest keeps working. */
export class RemoteBoundary extends React.Component<{ name: string; children: React.ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(`[${this.props.name}]`, error);
  }

  render() {
    if (this.state.failed) {
      return (
        <Unavailable role="status" data-testid={`unavailable-${this.props.name}`}>
          {UNAVAILABLE_MESSAGE}
        </Unavailable>
      );
    }
    return this.props.children;
  }
}
