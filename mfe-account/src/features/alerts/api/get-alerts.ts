import { fetchOrThrow, type ApiError } from '@resort/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AlertsAnswer } from '../../../../contract';
import { VISITOR_DATA_KEY } from '../../session/model/visitor-data';

// Under the visitor's key: signing in or out changes which banners show.
export const ALERTS_KEY = [...VISITOR_DATA_KEY, 'alerts'] as const;

/** The sitewide alert and the account alert still to show in this session. */
export const getAlerts = (): Promise<AlertsAnswer> => fetchOrThrow<AlertsAnswer>('GET', '/api/account/alerts');

export const alertsQueryOptions = () => queryOptions<AlertsAnswer, ApiError>({ queryKey: ALERTS_KEY, queryFn: () => getAlerts() });

export const useAlertsQuery = () => useQuery(alertsQueryOptions());
