import { fetchOrThrow, type ApiError } from '@resort/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CardOnFileAnswer } from '../../../../contract';
import { VISITOR_DATA_KEY } from '../../session/model/visitor-data';

/** The credit card on file as the holder sees it (brand, last 4, expiry). */
export const getCardOnFile = (): Promise<CardOnFileAnswer> => fetchOrThrow<CardOnFileAnswer>('GET', '/api/account/profile/credit-card');

export const cardOnFileQueryOptions = () =>
  queryOptions<CardOnFileAnswer, ApiError>({ queryKey: [...VISITOR_DATA_KEY, 'credit-card'], queryFn: () => getCardOnFile() });

export const useCardOnFileQuery = () => useQuery(cardOnFileQueryOptions());
