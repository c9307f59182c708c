import React from 'react';
import { Alert, EMPTY_SEARCH_MESSAGE } from '@resort/shared';

export function EmptyResults() {
  return (
    <Alert $tone="info" role="status">
      {EMPTY_SEARCH_MESSAGE}
    </Alert>
  );
}
