import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { PackageOffer, PackagesRequest, PackagesResponse } from '../../../../contract';

export type { PackageOffer };

/** POST /api/lodging/packages ("packages"): a Ski & Stay package per property for the stay. */
export const getPackages = (request: PackagesRequest): Promise<PackagesResponse> =>
  fetchOrThrow<PackagesResponse>('POST', '/api/lodging/packages', request);

export const packagesQueryOptions = (request: PackagesRequest | null) =>
  queryOptions<PackagesResponse, ApiError>({
    queryKey: ['lodging', 'packages', request],
    queryFn: request ? () => getPackages(request) : skipToken,
  });

export const usePackagesQuery = (request: PackagesRequest | null) => useQuery(packagesQueryOptions(request));
