import React from 'react';
import { useLocation } from '@resort/shared';
import { RentalsResultsPage } from './features/rentals-results/components/rentals-results-page';

const RESULTS_PATH = /^\/rentals\/?$/;

/** Routes of the rentals remote. */
export function Root() {
  const { pathname } = useLocation();
  if (RESULTS_PATH.test(pathname)) return <RentalsResultsPage />;
  return null;
}
