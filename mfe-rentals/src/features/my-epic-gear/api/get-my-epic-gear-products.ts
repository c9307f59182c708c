import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { MyEpicGearProduct, MyEpicGearProducts } from '../../../../contract';
import { myEpicGearProductsKey } from '../model/query-keys';

export type { MyEpicGearProduct };

/** POST /api/rentals/my-epic-gear/products ("my epic gear products"): each resort's membership for the season. */
export const getMyEpicGearProducts = (): Promise<MyEpicGearProducts> =>
  fetchOrThrow<MyEpicGearProducts>('POST', '/api/rentals/my-epic-gear/products', {});

export const myEpicGearProductsQueryOptions = () =>
  queryOptions<MyEpicGearProducts, ApiError>({ queryKey: myEpicGearProductsKey(), queryFn: getMyEpicGearProducts });

export const useMyEpicGearProductsQuery = () => useQuery(myEpicGearProductsQueryOptions());
