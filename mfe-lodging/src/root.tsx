import React from 'react';
import { useLocation } from '@resort/shared';
import { LodgingResultsPage } from './features/lodging-results/components/lodging-results-page';
import { PropertyDetailPage } from './features/property-detail/components/property-detail-page';

/** The lodging remote's pages: /lodging (results) and /lodging/:propertyId (a property). */
export function Root() {
  const { pathname } = useLocation();
  const match = /^\/lodging\/([^/]+)\/?$/.exec(pathname);
  if (match) return <PropertyDetailPage propertyId={decodeURIComponent(match[1])} />;
  if (/^\/lodging\/?$/.test(pathname)) return <LodgingResultsPage />;
  return null;
}
