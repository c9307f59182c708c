import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import { childcareProductsKey } from '../model/query-keys';
import type { ChildcareProductView, ChildcareProductsRequest, ChildcareProductsResponse } from '../../../../contract';

export type { ChildcareProductView };

/** POST /api/childcare/products: the childcare products of one resort, or of all. */
export const listChildcareProducts = (locationId?: ChildcareProductsRequest['locationId']): Promise<ChildcareProductsResponse> => {
  const request: ChildcareProductsRequest = locationId ? { locationId } : {};
  return fetchOrThrow<ChildcareProductsResponse>('POST', '/api/childcare/products', request);
};

export const childcareProductsQueryOptions = (locationId?: ChildcareProductsRequest['locationId']) =>
  queryOptions<ChildcareProductsResponse, ApiError>({
    queryKey: childcareProductsKey(locationId),
    queryFn: () => listChildcareProducts(locationId),
  });

export const useChildcareProductsQuery = (locationId?: ChildcareProductsRequest['locationId']) =>
  useQuery(childcareProductsQueryOptions(locationId));
