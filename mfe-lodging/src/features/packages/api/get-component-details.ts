import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { ComponentDetailsRequest, PackageOffer } from '../../../../contract';

/** POST /api/lodging/component-details ("component details"): each part as its line prices it now. */
export const getComponentDetails = (request: ComponentDetailsRequest): Promise<PackageOffer> =>
  fetchOrThrow<PackageOffer>('POST', '/api/lodging/component-details', request);

export const componentDetailsQueryOptions = (request: ComponentDetailsRequest, enabled: boolean) =>
  queryOptions<PackageOffer, ApiError>({
    queryKey: ['lodging', 'component-details', request],
    queryFn: enabled ? () => getComponentDetails(request) : skipToken,
  });

export const useComponentDetailsQuery = (request: ComponentDetailsRequest, enabled: boolean) =>
  useQuery(componentDetailsQueryOptions(request, enabled));
