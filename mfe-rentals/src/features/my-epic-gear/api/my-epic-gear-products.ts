import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, addToCartOrThrow, fetchOrThrow, type AddToCartResponse } from '@resort/shared';
import type { MyEpicGearProduct, MyEpicGearProducts } from '../../../../contract';

export type { MyEpicGearProduct };

/** POST /api/rentals/my-epic-gear/products ("my epic gear products"): each resort's membership for the season. */
export const getMyEpicGearProducts = (): Promise<MyEpicGearProducts> =>
  fetchOrThrow<MyEpicGearProducts>('POST', '/api/rentals/my-epic-gear/products', {});

export const myEpicGearProductsQueryOptions = () =>
  queryOptions<MyEpicGearProducts, ApiError>({ queryKey: ['rentals', 'my-epic-gear', 'products'], queryFn: getMyEpicGearProducts });

export const useMyEpicGearProductsQuery = () => useQuery(myEpicGearProductsQueryOptions());

/**
 * POST /api/cart/add/memberships: one membership per member, each named at checkout. The server
 * refuses a guest (sign in) and an under-18 buyer in the spec's words.
 */
export async function addMembershipToCart(product: Pick<MyEpicGearProduct, 'id' | 'startDate'>): Promise<AddToCartResponse> {
  return addToCartOrThrow({ line: 'memberships', productId: product.id, date: product.startDate, quantity: 1, options: {} });
}

export const useAddMembershipMutation = () =>
  useMutation<AddToCartResponse, ApiError, Pick<MyEpicGearProduct, 'id' | 'startDate'>>({
    mutationKey: ['rentals', 'my-epic-gear', 'add'],
    mutationFn: addMembershipToCart,
  });
