import React from 'react';
import { Alert } from '@resort/shared';

export const NO_RESULTS_MESSAGE =
  "We apologize, but we couldn't find any results that matched your criteria, but changing your search may help.";

export function EmptyResults() {
  return (
    <Alert $tone="info" role="status">
      {NO_RESULTS_MESSAGE}
    </Alert>
  );
}
