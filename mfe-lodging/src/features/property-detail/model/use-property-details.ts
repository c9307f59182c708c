import { useEffect, useState } from 'react';
import { GENERIC_API_ERROR } from '@resort/shared';
import { getPropertyDetails, type PropertyDetails } from '../api/get-property-details';

export type PropertyDetailsState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error'; message: string }
  | { status: 'done'; data: PropertyDetails };

export function usePropertyDetails(propertyId: string): PropertyDetailsState {
  const [state, setState] = useState<PropertyDetailsState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    getPropertyDetails(propertyId).then((result) => {
      if (!current) return;
      if (result.success) setState({ status: 'done', data: result.data });
      else if (result.status === 404) setState({ status: 'missing' });
      else setState({ status: 'error', message: GENERIC_API_ERROR });
    });
    return () => {
      current = false;
    };
  }, [propertyId]);
  return state;
}
