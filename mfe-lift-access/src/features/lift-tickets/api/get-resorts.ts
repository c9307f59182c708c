import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { AgeCategoryView, ResortView } from '../../../../contract';
import { resortsKey } from '../model/query-keys';

export type AgeCategory = AgeCategoryView;
export type LiftResort = ResortView;

/** GET /api/liftaccess/resorts: every resort with its today, last bookable day and age categories. */
export const getResorts = (): Promise<LiftResort[]> => fetchOrThrow<LiftResort[]>('GET', '/api/liftaccess/resorts');

export const resortsQueryOptions = () => queryOptions<LiftResort[], ApiError>({ queryKey: resortsKey(), queryFn: getResorts });

export const useResortsQuery = () => useQuery(resortsQueryOptions());
