import { queryOptions, skipToken, useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, addToCartOrThrow, fetchOrThrow, type AddToCartResponse } from '@resort/shared';
import type { ComponentDetailsRequest, PackageLineOptions, PackageOffer, PackagesRequest, PackagesResponse } from '../../../../contract';

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

/** POST /api/lodging/component-details ("component details"): each part as its line prices it now. */
export const getComponentDetails = (request: ComponentDetailsRequest): Promise<PackageOffer> =>
  fetchOrThrow<PackageOffer>('POST', '/api/lodging/component-details', request);

export const useComponentDetailsQuery = (request: ComponentDetailsRequest, enabled: boolean) =>
  useQuery(
    queryOptions<PackageOffer, ApiError>({
      queryKey: ['lodging', 'component-details', request],
      queryFn: enabled ? () => getComponentDetails(request) : skipToken,
    }),
  );

export interface PackageBooking {
  offer: PackageOffer;
  options: PackageLineOptions;
}

/** POST /api/cart/add/packages: the whole package, every part held at once or none. */
export async function addPackageToCart({ offer, options }: PackageBooking): Promise<AddToCartResponse> {
  return addToCartOrThrow({ line: 'packages', productId: offer.roomId, date: offer.arrival, quantity: 1, options });
}

export const useAddPackageMutation = () =>
  useMutation<AddToCartResponse, ApiError, PackageBooking>({ mutationKey: ['lodging', 'add-package'], mutationFn: addPackageToCart });
